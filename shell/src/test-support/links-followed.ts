import { vi } from 'vitest';

/**
 * What is left to the browser: a click no script prevented, which would follow its link. A test cannot
 * navigate (jsdom cannot, and a page must stay on itself), so the click is counted and stopped here;
 * listening ends with `signal`.
 */
export function linksFollowed(signal: AbortSignal) {
  const followed = vi.fn();
  window.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented) return;
      followed();
      event.preventDefault();
    },
    { signal },
  );
  return followed;
}
