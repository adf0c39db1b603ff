/** The browser's part in the page script's tests: a link it would follow, a script it failed to load. */
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

/** A script of the page that fails to load, as the browser reports it: an `error` event on its element. */
export function failAScript(): void {
  const script = document.createElement('script');
  document.head.append(script);
  script.dispatchEvent(new Event('error'));
  script.remove();
}
