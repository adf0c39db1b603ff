/**
 * Runs `task` once the page has loaded, when the browser is idle (Safari has no idle callback: a task
 * then), so that work the page does not need to show itself never competes with its load.
 */
export function afterLoadWhenIdle(task: () => void): void {
  if (document.readyState === 'complete') whenIdle(task);
  else window.addEventListener('load', () => whenIdle(task), { once: true });
}

/**
 * Runs `task` once the page has loaded and its first contentful paint has reached the screen, when the
 * browser is idle: for work whose requests must not count as the load's. Lighthouse's simulated phone
 * takes every request that ends before the page's largest paint as needed for it, and that paint can come
 * after `load` (on `/`: load at 143 ms, the paint at 160 ms; a request sent after an animation frame and a
 * task still ended before it in one run of four). A browser without paint timing runs it after the load.
 */
export function afterFirstPaintWhenIdle(task: () => void): void {
  afterLoadWhenIdle(() => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return task();
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      whenIdle(task);
    }).observe({ type: 'paint', buffered: true });
  });
}

/** Runs `task` when the browser is next idle (within ten seconds), or in a task of its own in Safari. */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 10_000 });
  else setTimeout(task);
}
