import { matchPath } from './path-match.js';
import { pathWithoutLocale } from './i18n/locale-path.js';

/** The apps that show pages: exactly one shows the page at any path. */
export type PageApp = 'public' | 'schools' | 'auth' | 'dashboard';

/**
 * Which app shows the page at a path, by path prefix alone. The apps own their pages and titles under
 * their prefixes (each app's `src/pages.tsx`), so a new page in one app needs no other build; only a new
 * prefix does. The shell activates apps by it, and the server picks the app that renders a page by it.
 */
const PREFIXES: ReadonlyArray<[PageApp, readonly string[]]> = [
  ['auth', ['/register', '/login', '/verify-email', '/forgot-password', '/reset-password']],
  ['dashboard', ['/dashboard']],
  ['schools', ['/schools']],
];

/** The path prefixes of an app's pages (none for the public app, which has every path no other claims). */
export const prefixesOf = (app: Exclude<PageApp, 'public'>): readonly string[] => PREFIXES.find(([owner]) => owner === app)![1];

/**
 * The app of the page at `pathname`, in any language (`/ha/schools` is mfe-schools'): the public app has
 * every path no other app's prefix claims.
 */
export function pageAppAt(pathname: string): PageApp {
  const path = pathWithoutLocale(pathname);
  const found = PREFIXES.find(([, prefixes]) => prefixes.some((prefix) => matchPath(`${prefix}/*`, path) !== null));
  return found ? found[0] : 'public';
}

/** The public site's top bar and footer frame every page except the dashboard's, which have their own. */
export const showsPublicChromeAt = (pathname: string): boolean => pageAppAt(pathname) !== 'dashboard';
