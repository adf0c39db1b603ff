import { describe, expect, it, vi } from 'vitest';
import { act as reactAct } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@portal/shared/ui';
import { messages, navigate, publish } from '@portal/shared';
import { MenuPage, SlideOutMenu } from './slide-out-menu.component.js';
import { expectNoAxeViolations, renderFresh } from '@portal/shared/testing';
import { ADA, UNCONFIGURED_SITE, stubApi, watchBus } from '../test-support/fixtures.js';
import { renderInPortal } from '../test-support/portal-frame.js';
import { HomePage } from '../home/home.page.js';
import { publicWords } from '../i18n/words.js';

const en = publicWords.in('en');

watchBus();

const tiles = () =>
  within(screen.getByRole('navigation', { name: 'Menu' }))
    .getAllByRole('link')
    .map((link) => [link.querySelector('.menu__tile-title')?.textContent, link.getAttribute('href')]);

describe('the slide-out menu', () => {
  it('opens by keyboard as a full-screen dialog with its tiles, Sign Up and Login when signed out', async () => {
    stubApi();
    renderFresh(<SlideOutMenu />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    // No Blog tile: the portal has no blog address configured.
    expect(tiles()).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      [messages.lawsPageTitle, '/laws'],
      ['Eyewitness', '/eyewitnesspage'],
    ]);
    expect(within(dialog).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register');
    expect(within(dialog).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(within(dialog).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('offers the Blog tile once the blog address is configured', async () => {
    stubApi({ site: { ...UNCONFIGURED_SITE, blog: 'https://blog.portal.test/' } });
    renderFresh(<SlideOutMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(tiles()).toContainEqual(['Blog', 'https://blog.portal.test/']));
  });

  it('welcomes a signed-in user by first name and links to the dashboard', async () => {
    stubApi();
    publish('session', ADA);
    renderFresh(<SlideOutMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(en('menuWelcome', { firstname: 'Ada' })).textContent).toBe('Welcome, Ada');
    expect(within(dialog).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(within(dialog).queryByRole('link', { name: 'Sign Up' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('follows the session while open: signing out swaps the welcome for Sign Up and Login', async () => {
    stubApi();
    publish('session', ADA);
    renderFresh(<SlideOutMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByText('Welcome, Ada');
    act(() => publish('session', null));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByText('Welcome, Ada')).toBeNull();
  });

  it('keeps focus inside while open, closes on Escape and gives focus back to the Menu button', async () => {
    stubApi();
    renderFresh(
      <>
        <SlideOutMenu />
        <a href="/elsewhere">A link behind the menu</a>
      </>,
    );
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Menu' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tab through every control and past the last: focus wraps and never reaches the page behind.
    for (let i = 0; i < 10; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes when a tile is chosen, and goes to its page', async () => {
    stubApi();
    renderFresh(
      <RouterProvider navigate={navigate}>
        <SlideOutMenu />
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(await screen.findByRole('link', { name: /^About/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/about');
  });

  it('closes with its close button', async () => {
    stubApi();
    renderFresh(<SlideOutMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no accessibility violations open over the home page', async () => {
    stubApi();
    publish('session', ADA);
    renderInPortal(<HomePage />);
    await screen.findByRole('heading', { level: 1, name: /^26,910,000/ });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog');
    await expectNoAxeViolations();
  });
});

describe('Menu before the scripts have run', () => {
  it('is a link to the menu page in the HTML the server renders, and a button opening the dialog once hydrated, on the same element', async () => {
    stubApi();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SlideOutMenu />);
    document.body.append(container);
    const link = within(container).getByRole('link', { name: 'Menu' });
    expect(link.getAttribute('href')).toBe('/menu');
    link.focus();
    const mismatches = vi.fn();
    const root = await reactAct(async () => hydrateRoot(container, <SlideOutMenu />, { onRecoverableError: mismatches }));
    expect(mismatches).not.toHaveBeenCalled();
    const button = within(container).getByRole('button', { name: 'Menu' });
    expect(button).toBe(link);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    act(() => root.unmount());
    container.remove();
  });

  it('has its own page with every tile and the account links', async () => {
    stubApi();
    // The account links settle once the page has read who is logged in.
    await act(async () => void renderFresh(<MenuPage />));
    expect(screen.getByRole('heading', { level: 1, name: 'Menu' })).toBeTruthy();
    expect(tiles().map(([, href]) => href)).toEqual(['/', '/about', '/laws', '/eyewitnesspage']);
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register');
    await expectNoAxeViolations(document.body, { fragment: true });
  });
});
