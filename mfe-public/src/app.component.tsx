import { CurrentPage, pageLocale, preloadPageAt } from '@portal/shared';
import { PUBLIC_PAGES, loadPageWords } from './pages.js';
import './public.css';

export function App() {
  return <CurrentPage pages={PUBLIC_PAGES} />;
}

/**
 * Loads the code and the words of the page at the current address, in the page's language, so the page
 * the server rendered hydrates at once with the same words. A chunk that does not arrive is left to the
 * page itself, which asks again and shows the region's error with Retry: a failed mount would stop the app.
 */
export const preloadCurrentPage = () =>
  Promise.all([preloadPageAt(PUBLIC_PAGES, window.location.pathname), loadPageWords(window.location.pathname, pageLocale())]).then(
    () => undefined,
    () => undefined,
  );
