import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, readUser } from '@portal/shared';
import { expectNoAxeViolations, watchToasts } from '@portal/shared/testing';
import { loginAs, placesLoaded, renderDashboard, resetDashboardState, serveGets } from '../test/helpers.js';
import { dashboardWords } from '../i18n/words.js';

const en = dashboardWords.in('en');

afterEach(resetDashboardState);
// The report form at /dashboard loads the states for its place fields.
beforeEach(() => {
  serveGets();
});
const toasts = watchToasts();

/** Pretends the window is as narrow as a phone (jsdom has no matchMedia). */
function onSmallScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('dashboard layout', () => {
  it('shows a user eyewitness, my reports and profile only', async () => {
    loginAs('user');
    renderDashboard('/dashboard');
    expect(navLinks()).toEqual(['Eyewitness', 'My reports', 'Profile']);
    await placesLoaded();
  });

  it.each(['admin', 'moderator'] as const)('shows %s the user roles and moderation pages too', async (role) => {
    loginAs(role);
    renderDashboard('/dashboard');
    expect(navLinks()).toEqual(['Eyewitness', 'My reports', 'Profile', 'User roles', 'Moderation', 'Suggestions']);
    await placesLoaded();
  });

  it('offers the page in each language from its top bar, each named in itself, this one marked', () => {
    loginAs('user');
    renderDashboard('/dashboard/profile');
    const languages = within(document.querySelector<HTMLElement>('.dashboard-top-bar .language-switcher')!);
    const links = languages.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang')]);
    expect(links).toEqual([
      ['English', '/dashboard/profile', 'en'],
      ['Naijá', '/pcm/dashboard/profile', 'pcm'],
      ['Hausa', '/ha/dashboard/profile', 'ha'],
      ['Yorùbá', '/yo/dashboard/profile', 'yo'],
      ['Asụsụ Igbo', '/ig/dashboard/profile', 'ig'],
    ]);
    expect(languages.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
  });

  it('marks the current page in the side navigation', () => {
    loginAs('user');
    renderDashboard('/dashboard/profile');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Eyewitness' }).hasAttribute('aria-current')).toBe(false);
  });

  it('moves between pages through the side navigation', async () => {
    loginAs('user');
    renderDashboard('/dashboard');
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(window.location.pathname).toBe('/dashboard/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
  });

  it('collapses the side panel to its narrow form and says so with aria-expanded', async () => {
    loginAs('user');
    const { container } = renderDashboard('/dashboard');
    const toggle = screen.getByRole('button', { name: 'Dashboard menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(screen.getByRole('navigation', { name: 'Dashboard' }).id);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('.side-nav--narrow')).not.toBeNull();
    // Narrow, the links keep their names.
    expect(navLinks()).toEqual(['Eyewitness', 'My reports', 'Profile']);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('.side-nav--narrow')).toBeNull();
  });

  it('opens the navigation as a drawer on a small screen, closes it with Escape, and passes axe open', async () => {
    onSmallScreen();
    loginAs('moderator');
    renderDashboard('/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Dashboard menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Dashboard menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Eyewitness', 'My reports', 'Profile', 'User roles', 'Moderation', 'Suggestions']);
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus returns to the toggle, so a keyboard user continues where they were.
    await waitFor(() => expect(document.activeElement).toBe(toggle));
  });

  it('closes the drawer when a page is chosen in it', async () => {
    onSmallScreen();
    loginAs('user');
    renderDashboard('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Dashboard menu' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/dashboard/profile');
  });

  it('links the logo to the home page', async () => {
    loginAs('user');
    renderDashboard('/dashboard');
    expect(screen.getByRole('link', { name: /Nigeria Disability Inclusion Data Portal/ }).getAttribute('href')).toBe('/');
    await placesLoaded();
  });

  it('offers Homepage and Logout in the user menu under the first name', async () => {
    loginAs('user');
    renderDashboard('/dashboard/profile');
    await userEvent.click(screen.getByRole('button', { name: /^Ada/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Homepage', 'Logout']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Homepage' }));
    expect(window.location.pathname).toBe('/');
  });

  it('logs out: tells the server, forgets the user, says so and goes home', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: {} });
    loginAs('user');
    renderDashboard('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: /^Ada/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(post).toHaveBeenCalledWith('/auth/logout', {}, { headers: { Authorization: 'Bearer user-token' } });
    expect(readUser()).toBeNull();
    expect(toasts).toContainEqual({ kind: 'success', text: en('logout') });
    expect(window.location.pathname).toBe('/');
  });

  it('logs out even when the server cannot be reached', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new Error('Network Error'));
    loginAs('user');
    renderDashboard('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: /^Ada/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(readUser()).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('has labelled navigation landmarks, no second main, and no axe violations', async () => {
    loginAs('admin');
    const { container } = renderDashboard('/dashboard');
    expect(container.querySelectorAll('main')).toHaveLength(1);
    expect(container.querySelector('header, [role="banner"]')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Dashboard top bar' })).toBeTruthy();
    await placesLoaded();
    await expectNoAxeViolations();
  });

  it("puts its top bar in the shell's header and its side menu before main, so main holds the page alone (issue 37)", async () => {
    vi.unstubAllGlobals(); // a large screen, with the side menu
    // The shell's frame (shell/src/index.html): header, the side menu's region, then main (renderAsShell's).
    const header = Object.assign(document.createElement('header'), { id: 'portal-header' });
    const navRegion = Object.assign(document.createElement('div'), { id: 'portal-nav' });
    document.body.append(header, navRegion);
    try {
      loginAs('admin');
      const { container } = renderDashboard('/dashboard');
      const main = container.querySelector('main')!;
      const topBar = screen.getByRole('navigation', { name: 'Dashboard top bar' });
      const sideNav = screen.getByRole('navigation', { name: 'Dashboard' });
      expect(header.contains(topBar)).toBe(true);
      expect(navRegion.contains(sideNav)).toBe(true);
      expect(main.contains(screen.getByRole('button', { name: 'Dashboard menu' }))).toBe(false);
      // The skip link's target begins with the page: its heading comes before any control in main.
      const heading = within(main).getByRole('heading', { level: 1, name: 'Eyewitness report' });
      const firstControl = main.querySelector('a[href], button, input, textarea, select, [tabindex="0"]')!;
      expect(heading.compareDocumentPosition(firstControl) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // The menu button still controls the side menu, and the side menu still collapses.
      const toggle = screen.getByRole('button', { name: 'Dashboard menu' });
      expect(toggle.getAttribute('aria-controls')).toBe(sideNav.id);
      await userEvent.click(toggle);
      expect(navRegion.querySelector('.side-nav--narrow')).not.toBeNull();
      await expectNoAxeViolations();
    } finally {
      cleanup();
      header.remove();
      navRegion.remove();
    }
  });
});
