import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from './bus.js';
import { sharedEnglish } from '../test/testing.js';
import { followServerSession, refreshSession } from './server-session.js';
import { readUser, saveUser } from './session.js';
import type { User } from './types.js';

const ada: User = {
  id: 1,
  firstname: 'Ada',
  lastname: 'Obi',
  email: 'ada@example.ng',
  role: 'user',
  isVerified: true,
  token: 'session-of-ada',
};

/** What `GET /api/v1/auth/me` answers in this test. */
let me: { status: number; user?: Omit<User, 'token'> };
const server = vi.fn(async (url: string, init?: RequestInit) => {
  expect(url).toBe('/api/v1/auth/me');
  expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${readUser()?.token}`);
  return new Response(JSON.stringify(me.user ? { user: me.user } : { message: 'Please log in to continue.' }), { status: me.status });
});

let stop: () => void = () => undefined;

beforeEach(() => {
  server.mockClear();
  vi.stubGlobal('fetch', server);
  const { token: _token, ...withoutToken } = ada;
  me = { status: 200, user: withoutToken };
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  localStorage.clear();
  delete window.__portalBus;
});

describe('the session follows the server', () => {
  it('a promoted user learns the new role from /auth/me at start, keeping the token', async () => {
    saveUser(ada);
    const sessions = vi.fn();
    subscribe('session', sessions);
    me = { status: 200, user: { ...ada, role: 'moderator' } };
    stop = followServerSession();
    await refreshSession();
    expect(readUser()).toEqual({ ...ada, role: 'moderator' });
    expect(sessions).toHaveBeenLastCalledWith({ ...ada, role: 'moderator' });
  });

  it('names changed on another device show when the tab regains focus', async () => {
    saveUser(ada);
    stop = followServerSession();
    await refreshSession();
    me = { status: 200, user: { ...ada, firstname: 'Adaeze', lastname: 'Okafor' } };
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    await refreshSession();
    expect(readUser()).toMatchObject({ firstname: 'Adaeze', lastname: 'Okafor', token: 'session-of-ada' });
    // Visibility and focus together ask once.
    expect(server).toHaveBeenCalledTimes(2);
  });

  it('publishes nothing when nothing changed', async () => {
    saveUser(ada);
    const sessions = vi.fn();
    subscribe('session', sessions);
    stop = followServerSession();
    await refreshSession();
    expect(sessions).toHaveBeenCalledTimes(1); // the replay of the stored user, no more
  });

  it("a revoked token logs out with the spec's message", async () => {
    saveUser(ada);
    const toasts = vi.fn();
    subscribe('toast', toasts);
    me = { status: 401 };
    stop = followServerSession();
    await refreshSession();
    expect(readUser()).toBeNull();
    expect(toasts).toHaveBeenCalledWith({ kind: 'error', text: sharedEnglish('profileUnauthorized') });
  });

  it('asks nothing when nobody is logged in, and keeps the stored user when the server cannot be reached', async () => {
    stop = followServerSession();
    await refreshSession();
    expect(server).not.toHaveBeenCalled();
    saveUser(ada);
    server.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await refreshSession();
    expect(readUser()).toEqual(ada);
  });
});
