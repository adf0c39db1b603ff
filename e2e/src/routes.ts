/**
 * The pages a whole-portal check opens (languages.e2e.test.ts in each language, pseudo-locale.e2e.test.ts
 * in the pseudo-locale): every route a visitor reaches without an account, the account pages, and the
 * dashboard's pages as an administrator sees them.
 */
export const ROUTES = [
  '/',
  '/about',
  '/states/25',
  '/laws',
  '/figures',
  '/eyewitnesspage',
  '/schools',
  '/schools/1',
  '/menu',
  '/login',
  '/register',
  '/forgot-password',
  '/no/such/page',
];

/** The dashboard's pages, as an administrator sees them (the staff pages included). */
export const DASHBOARD_ROUTES = [
  '/dashboard',
  '/dashboard/my-reports',
  '/dashboard/profile',
  '/dashboard/user-roles',
  '/dashboard/moderation',
  '/dashboard/suggestions',
];

/** A phone's width and a laptop's, at which the words of every language must fit. */
export const WIDTHS = [320, 1280];

/**
 * The menu's links as a visitor who is not signed in finds them on the page at `path`: its tiles, Sign Up
 * and Login, then that page in each language (English first, unprefixed).
 */
export const menuLinksOn = (path: string) => [
  '/',
  '/about',
  '/laws',
  '/eyewitnesspage',
  '/register',
  '/login',
  ...['', '/pcm', '/ha', '/yo', '/ig'].map((prefix) => prefix + path),
];
