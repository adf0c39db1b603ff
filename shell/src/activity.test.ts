import { describe, expect, it } from 'vitest';
import { isAuthPage, isDashboardPage, isPublicPage, isSchoolsPage, showsPublicChrome } from './activity.js';

const at = (pathname: string) => ({ pathname }) as Location;
const APPS = { public: isPublicPage, schools: isSchoolsPage, auth: isAuthPage, dashboard: isDashboardPage };
const activeAt = (path: string) =>
  Object.entries(APPS)
    .filter(([, isActive]) => isActive(at(path)))
    .map(([app]) => app);

describe('which app shows the page at a path', () => {
  it.each([
    ['/', 'public'],
    ['/about', 'public'],
    ['/states/7', 'public'],
    ['/laws', 'public'],
    ['/no/such/page', 'public'],
    ['/schools/12', 'schools'],
    ['/schools', 'schools'],
    ['/register', 'auth'],
    ['/login/', 'auth'],
    ['/verify-email/abc', 'auth'],
    ['/forgot-password', 'auth'],
    ['/reset-password/abc', 'auth'],
    ['/dashboard', 'dashboard'],
    ['/dashboard/profile', 'dashboard'],
    ['/dashboard/a-page-the-shell-never-heard-of', 'dashboard'],
  ])('%s is shown by the %s app, and by no other', (path, app) => {
    expect(activeAt(path)).toEqual([app]);
  });

  it('gives a path that only starts like a prefix to the public app', () => {
    expect(activeAt('/dashboards')).toEqual(['public']);
    expect(activeAt('/login-help')).toEqual(['public']);
  });

  it('frames every page but the dashboard with the public top bar and footer', () => {
    expect(showsPublicChrome(at('/'))).toBe(true);
    expect(showsPublicChrome(at('/schools/3'))).toBe(true);
    expect(showsPublicChrome(at('/dashboard'))).toBe(false);
    expect(showsPublicChrome(at('/dashboard/profile'))).toBe(false);
  });
});
