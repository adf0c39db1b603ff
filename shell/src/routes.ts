import { matchPath } from '@portal/shared/path-match';
import type { RemoteName } from '@portal/shared/remotes';

export interface Route {
  path: string;
  remote: RemoteName;
  /** The page's name, used for the document title and the route announcement. */
  title: string;
}

/** The route table of spec §2.1 and the laws and figures pages, each route mapped to the app that owns it. */
export const ROUTES: readonly Route[] = [
  { path: '/', remote: 'mfe_public', title: 'Home' },
  { path: '/about', remote: 'mfe_public', title: 'About' },
  { path: '/blog', remote: 'mfe_public', title: 'Blog' },
  { path: '/opportunities', remote: 'mfe_public', title: 'Opportunities' },
  { path: '/states/:id', remote: 'mfe_public', title: 'State disability policy' },
  { path: '/eyewitnesspage', remote: 'mfe_public', title: 'Eyewitness' },
  { path: '/laws', remote: 'mfe_public', title: 'Disability laws by state' },
  { path: '/figures', remote: 'mfe_public', title: 'Figures and sources' },
  { path: '/schools/:id', remote: 'mfe_schools', title: 'School' },
  { path: '/register', remote: 'mfe_auth', title: 'Register' },
  { path: '/login', remote: 'mfe_auth', title: 'Login' },
  { path: '/verify-email', remote: 'mfe_auth', title: 'Verify email' },
  { path: '/verify-email/:token', remote: 'mfe_auth', title: 'Verify email' },
  { path: '/forgot-password', remote: 'mfe_auth', title: 'Forgot password' },
  { path: '/reset-password', remote: 'mfe_auth', title: 'Reset password' },
  { path: '/reset-password/:token', remote: 'mfe_auth', title: 'Reset password' },
  { path: '/dashboard', remote: 'mfe_dashboard', title: 'Eyewitness report' },
  { path: '/dashboard/profile', remote: 'mfe_dashboard', title: 'Profile' },
  { path: '/dashboard/user-roles', remote: 'mfe_dashboard', title: 'User roles' },
  { path: '/dashboard/moderation', remote: 'mfe_dashboard', title: 'Moderation' },
];

/** Any other path belongs to the public app, which shows 'Page not found'. */
export const NOT_FOUND: Route = { path: '*', remote: 'mfe_public', title: 'Page not found' };

export function routeFor(pathname: string): Route {
  return ROUTES.find((route) => matchPath(route.path, pathname)) ?? NOT_FOUND;
}

/** Activity function of a page app: active when the current path is one of its routes. */
export const ownsPage = (remote: RemoteName) => (location: Location) => routeFor(location.pathname).remote === remote;

/** The public site's top bar and footer frame every page except the dashboard, which has its own. */
export const showsPublicChrome = (location: Location) => !matchPath('/dashboard/*', location.pathname);
