import { pageAppAt, showsPublicChromeAt } from '@portal/shared/page-apps';

/**
 * single-spa activity functions: which app shows the page at a path, by path prefix alone
 * (`@portal/shared/page-apps`, which the server reads too when it renders a page).
 */
export const isAuthPage = (location: Location) => pageAppAt(location.pathname) === 'auth';
export const isDashboardPage = (location: Location) => pageAppAt(location.pathname) === 'dashboard';
export const isSchoolsPage = (location: Location) => pageAppAt(location.pathname) === 'schools';
export const isPublicPage = (location: Location) => pageAppAt(location.pathname) === 'public';
export const showsPublicChrome = (location: Location) => showsPublicChromeAt(location.pathname);
