import { afterEach, describe, expect, it, vi } from 'vitest';
import { mergeUser, readUser, removeUser, restoreSession, saveUser, USER_KEY } from './session.js';
import { subscribe } from './bus.js';
import type { User } from './types.js';

const ada: User = { id: 1, firstname: 'Ada', lastname: 'Obi', email: 'ada@example.ng', role: 'user', isVerified: true, token: 't0k' };

afterEach(() => {
  localStorage.clear();
  delete window.__portalBus;
});

describe('session store', () => {
  it('keeps the logged-in user under the key "user" and reads it back', () => {
    saveUser(ada);
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toEqual(ada);
    expect(readUser()).toEqual(ada);
  });

  it('is logged out when nothing, or something corrupt, is stored', () => {
    expect(readUser()).toBeNull();
    localStorage.setItem(USER_KEY, '{not json');
    expect(readUser()).toBeNull();
    localStorage.setItem(USER_KEY, '{"id":1}');
    expect(readUser()).toBeNull();
  });

  it('announces log-in and log-out on the bus', () => {
    const seen = vi.fn();
    subscribe('session', seen);
    saveUser(ada);
    removeUser();
    expect(seen.mock.calls.map(([user]) => user?.firstname ?? null)).toEqual(['Ada', null]);
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('merges profile fields into the stored user and keeps the token', () => {
    saveUser(ada);
    const merged = mergeUser({ firstname: 'Adaeze', token: undefined });
    expect(merged).toMatchObject({ firstname: 'Adaeze', lastname: 'Obi', token: 't0k' });
    expect(readUser()?.firstname).toBe('Adaeze');
  });

  it('restores the stored user at start and publishes it', () => {
    localStorage.setItem(USER_KEY, JSON.stringify(ada));
    const seen = vi.fn();
    expect(restoreSession()).toEqual(ada);
    subscribe('session', seen);
    expect(seen).toHaveBeenCalledWith(ada);
  });
});
