/**
 * Runs `task` once the page has loaded, when the browser is idle (Safari has no idle callback: a task
 * then), so that work the page does not need to show itself never competes with its load.
 */
export function afterLoadWhenIdle(task: () => void): void {
  if (document.readyState === 'complete') whenIdle(task);
  else window.addEventListener('load', () => whenIdle(task), { once: true });
}

/** Runs `task` when the browser is next idle (within ten seconds), or in a task of its own in Safari. */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 10_000 });
  else setTimeout(task);
}

/** Has the reader asked their browser to spend less data (Chromium's Save-Data, on Android's Lite mode)? */
export const savesData = () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
