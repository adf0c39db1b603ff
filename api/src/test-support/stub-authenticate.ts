import type { Authenticate } from '../auth/guard.js';

/** The headers of the stub's admin and of its ordinary user. */
export const ADMIN = { authorization: 'Bearer admin-token-0123456789abcdef' };
export const USER = { authorization: 'Bearer user-token-0123456789abcdefgh' };

/** Stands in for the session lookup of the accounts area: one admin token and one ordinary user's token. */
export const stubAuthenticate: Authenticate = async (request) =>
  ({
    [ADMIN.authorization]: { id: 1, role: 'admin' as const },
    [USER.authorization]: { id: 2, role: 'user' as const },
  })[request.headers.authorization ?? ''] ?? null;
