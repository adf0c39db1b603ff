import { CurrentPage, preloadPageAt } from '@portal/shared';
import { PUBLIC_PAGES } from './pages.js';
import './public.css';

export function App() {
  return <CurrentPage pages={PUBLIC_PAGES} />;
}

/**
 * Loads the code of the page at the current address. A chunk that does not arrive is left to the page
 * itself, which asks again and shows the region's error with Retry: a failed mount would stop the app.
 */
export const preloadCurrentPage = () => preloadPageAt(PUBLIC_PAGES, window.location.pathname).catch(() => undefined);
