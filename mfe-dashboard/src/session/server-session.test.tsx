/** The dashboard follows the session the shell reads from the server (shared/src/server-session.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { api, followServerSession, refreshSession, type User } from '@portal/shared';
import { loginAs, people, renderDashboard, resetDashboardState, serveGets } from '../test/helpers.js';
import { dashboardWords } from '../i18n/words.js';

const en = dashboardWords.in('en');

/** What `GET /api/v1/auth/me` answers: the stored user with `changes`. */
function serverSays(changes: Partial<User>) {
  const { token: _token, ...user } = people.user;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ user: { ...user, ...changes } }), { status: 200 })),
  );
}

let stop: () => void = () => undefined;
beforeEach(() => {
  stop = followServerSession();
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  resetDashboardState();
});

const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('a session that follows the server', () => {
  it('a promoted user sees the moderation page after the tab regains focus, without logging in again', async () => {
    serveGets((url) => (url === '/moderation/reports' ? { reports: [] } : undefined));
    loginAs('user');
    renderDashboard('/dashboard/moderation');
    expect(screen.getByText(en('accessDenied'))).toBeTruthy();
    serverSays({ role: 'moderator' });
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await refreshSession();
    });
    expect(screen.queryByText(en('accessDenied'))).toBeNull();
    expect(api.get).toHaveBeenCalledWith('/moderation/reports', expect.anything());
  });

  it('names changed on another device show in the report form and the profile', async () => {
    serveGets();
    loginAs('user');
    const { unmount } = renderDashboard('/dashboard');
    serverSays({ firstname: 'Adaeze', lastname: 'Okafor' });
    await act(() => refreshSession());
    expect(textbox(/First name/).value).toBe('Adaeze');
    expect(textbox(/Last name/).value).toBe('Okafor');
    unmount();

    renderDashboard('/dashboard/profile');
    serverSays({ firstname: 'Ada', lastname: 'Okafor-Obi' });
    await act(() => refreshSession());
    expect(textbox(/First name/).value).toBe('Ada');
    expect(textbox(/Last name/).value).toBe('Okafor-Obi');
  });
});
