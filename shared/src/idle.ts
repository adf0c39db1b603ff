/**
 * Work a page does after its load, when the browser has nothing else to do: small, for the shell's page
 * script as well as the apps.
 */

/** Runs `task` when the browser is idle (Safari has no idle callback: a task then). */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 10_000 });
  else setTimeout(task);
}

/**
 * Runs `task` once the page has loaded, when the browser is idle, so that work the page does not need to
 * show itself never competes with its load.
 */
export function afterLoadWhenIdle(task: () => void): void {
  if (document.readyState === 'complete') whenIdle(task);
  else window.addEventListener('load', () => whenIdle(task), { once: true });
}

/** Has the reader asked their browser to spend less data (Chromium's Save-Data, on Android's Lite mode)? */
export const savesData = () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
