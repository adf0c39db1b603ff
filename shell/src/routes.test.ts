import { describe, expect, it } from 'vitest';
import { ownsPage, routeFor, showsPublicChrome } from './routes.js';

const at = (pathname: string) => ({ pathname }) as Location;

describe('route table', () => {
  it.each([
    ['/', 'mfe_public', 'Home'],
    ['/about', 'mfe_public', 'About'],
    ['/blog', 'mfe_public', 'Blog'],
    ['/opportunities', 'mfe_public', 'Opportunities'],
    ['/states/7', 'mfe_public', 'State disability policy'],
    ['/eyewitnesspage', 'mfe_public', 'Eyewitness'],
    ['/laws', 'mfe_public', 'Disability laws by state'],
    ['/figures', 'mfe_public', 'Figures and sources'],
    ['/schools/12', 'mfe_schools', 'School'],
    ['/register', 'mfe_auth', 'Register'],
    ['/login', 'mfe_auth', 'Login'],
    ['/verify-email/abc', 'mfe_auth', 'Verify email'],
    ['/forgot-password', 'mfe_auth', 'Forgot password'],
    ['/reset-password/abc', 'mfe_auth', 'Reset password'],
    ['/dashboard', 'mfe_dashboard', 'Eyewitness report'],
    ['/dashboard/profile', 'mfe_dashboard', 'Profile'],
    ['/dashboard/user-roles', 'mfe_dashboard', 'User roles'],
    ['/no/such/page', 'mfe_public', 'Page not found'],
  ])('%s belongs to %s and is titled %s', (path, remote, title) => {
    expect(routeFor(path)).toMatchObject({ remote, title });
  });

  it('activates exactly one page app for each path', () => {
    const remotes = ['mfe_public', 'mfe_schools', 'mfe_auth', 'mfe_dashboard'] as const;
    for (const path of ['/', '/schools/1', '/login', '/dashboard/profile', '/nowhere']) {
      expect(remotes.filter((remote) => ownsPage(remote)(at(path)))).toHaveLength(1);
    }
  });

  it('frames every page but the dashboard with the public top bar and footer', () => {
    expect(showsPublicChrome(at('/'))).toBe(true);
    expect(showsPublicChrome(at('/schools/3'))).toBe(true);
    expect(showsPublicChrome(at('/dashboard'))).toBe(false);
    expect(showsPublicChrome(at('/dashboard/profile'))).toBe(false);
  });
});
