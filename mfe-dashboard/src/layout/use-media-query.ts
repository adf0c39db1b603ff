import { useSyncExternalStore } from 'react';

/** True while `query` matches; false where the browser cannot tell (no `matchMedia`). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
}

/** Below this width the side panel becomes a drawer (the same breakpoint as in layout.css). */
export const SMALL_SCREEN = '(max-width: 48rem)';
