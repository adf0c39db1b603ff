import { useEffect, useState } from 'react';

/** Whether the page is scrolled away from the top (§2.3: the top bar then gains a shadow). */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    // Only a change is given to React: a scroll event comes at every frame of a scroll, such as the smooth
    // scroll to a chosen state's section while React renders that state, and a state set, even to the same
    // value, can have React render the top bar again.
    let scrolledNow: boolean | null = null;
    const update = () => {
      const next = window.scrollY > 0;
      if (next === scrolledNow) return;
      scrolledNow = next;
      setScrolled(next);
    };
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
