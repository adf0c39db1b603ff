import { useEffect, useState } from 'react';

/** Whether the page is scrolled away from the top (§2.3: the top bar then gains a shadow). */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    // Read in the next frame, with its layout: reading scrollY now would force a layout of the page
    // while it is still being built (about 30 ms of a throttled phone's first second).
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);
  return scrolled;
}
