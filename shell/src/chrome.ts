import { showsPublicChrome } from './activity.js';

/**
 * Tells the stylesheet which top bar the page will have (the home page's is taller, the dashboard has
 * none), so it keeps the right room for it and the page does not jump when the top bar arrives.
 */
export function markChrome(): void {
  const { pathname } = window.location;
  document.documentElement.dataset.chrome = pathname === '/' ? 'home' : showsPublicChrome(window.location) ? 'public' : 'none';
}
