import { matchPath } from '@portal/shared/path-match';

/**
 * single-spa activity functions: which app shows the page at a path, by path prefix alone. The apps own
 * their pages and titles under their prefixes (each app's `src/pages.tsx`), so a new page in one app needs
 * no shell build; only a new prefix does.
 */
const under = (prefixes: readonly string[]) => (location: Location) =>
  prefixes.some((prefix) => matchPath(`${prefix}/*`, location.pathname) !== null);

export const isAuthPage = under(['/register', '/login', '/verify-email', '/forgot-password', '/reset-password']);
export const isDashboardPage = under(['/dashboard']);
export const isSchoolsPage = under(['/schools']);

/** The public app has every other path, and shows its own 'Page not found' for a path it does not know. */
export const isPublicPage = (location: Location) => !isAuthPage(location) && !isDashboardPage(location) && !isSchoolsPage(location);

/** The public site's top bar and footer frame every page except the dashboard's, which have their own. */
export const showsPublicChrome = (location: Location) => !isDashboardPage(location);
