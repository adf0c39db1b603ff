import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { messages, pageAt } from '@portal/shared';
import { DASHBOARD_PAGES } from './pages.js';
import { loginAs, placesLoaded, renderDashboard, resetDashboardState, serveGets } from './test/helpers.js';

afterEach(resetDashboardState);
beforeEach(() => {
  serveGets((url) => (url === '/my/reports' ? { reports: [] } : undefined));
});

describe('dashboard routes', () => {
  it.each([
    ['/dashboard', 'Eyewitness report'],
    ['/dashboard/my-reports', 'My reports'],
    ['/dashboard/profile', 'Profile'],
    ['/dashboard/user-roles', 'User roles'],
    ['/dashboard/moderation', 'Moderation'],
    ['/dashboard/suggestions', 'Suggestions'],
    ['/dashboard/suggestions/new', 'Suggest a correction or a school'],
    ['/dashboard/no-such-page', messages.pageNotFound],
  ])('names %s "%s" in the title', (path, title) => {
    expect(pageAt(DASHBOARD_PAGES, path).page.title('en')).toBe(title);
  });

  // Every page of the table, and one with a query, as a link from a school's page opens the form.
  it.each([...DASHBOARD_PAGES.map((page) => page.path), '/dashboard/suggestions/new?school=1'])(
    'sends a visitor without a stored user from %s to the home page',
    (path) => {
      const { container } = renderDashboard(path);
      expect(window.location.pathname).toBe('/');
      expect(container.querySelector('main')?.textContent).toBe('');
    },
  );

  it('shows the eyewitness form at /dashboard to a logged-in user', async () => {
    loginAs('user');
    renderDashboard('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Eyewitness report' })).toBeTruthy();
    await placesLoaded();
  });

  it("shows 'Page not found' in the dashboard at a dashboard path it does not know", () => {
    loginAs('user');
    renderDashboard('/dashboard/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: messages.pageNotFound })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Dashboard top bar' })).toBeTruthy();
  });

  it('shows the profile at /dashboard/profile, with or without a trailing slash', () => {
    loginAs('user');
    renderDashboard('/dashboard/profile/');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
  });
});
