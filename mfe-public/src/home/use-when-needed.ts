import { useEffect, useState, type RefObject } from 'react';

/** How far below the screen a region starts loading, so it is ready when scrolled to. */
const NEAR_VIEWPORT = '600px 0px';
/** Long enough for the page itself to settle on a slow phone; short enough that nobody waits for it. */
const LOAD_ANYWAY_AFTER_MS = 4000;

/**
 * Whether the region (another app's parcel, below the fold) is needed yet: once it nears the viewport, at
 * the visitor's first key press (a keyboard user tabbing towards it finds it loaded), or a few seconds
 * after the page rendered (a screen reader's virtual cursor scrolls nothing), whichever comes first.
 * Until then the page's first seconds on a slow phone go to what is on screen.
 */
export function useWhenNeeded(region: RefObject<Element | null>): boolean {
  // Without IntersectionObserver (an old browser) at once; on the server never, so the HTML is the one the browser hydrates.
  const [needed, setNeeded] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (needed) return undefined;
    const load = () => setNeeded(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
      rootMargin: NEAR_VIEWPORT,
    });
    observer.observe(region.current!);
    window.addEventListener('keydown', load, { once: true });
    const timer = window.setTimeout(load, LOAD_ANYWAY_AFTER_MS);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', load);
      window.clearTimeout(timer);
    };
  }, [needed, region]);
  return needed;
}
