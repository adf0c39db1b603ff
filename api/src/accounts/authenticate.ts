import type { DB } from '../db/database.js';
import { bearerToken, type Authenticate } from '../auth/guard.js';
import { sessionUserId } from './tokens.js';
import { findUserById } from './users.js';
import type { Role } from '@portal/shared/contracts';

/** Who sent a request: the user of its live session token, or null for a missing, expired or revoked one. */
export function sessionAuthenticator(db: DB): Authenticate {
  return async (request) => {
    const raw = bearerToken(request);
    if (!raw) return null;
    const userId = await sessionUserId(db, raw);
    const user = userId === null ? undefined : await findUserById(db, userId);
    return user ? { id: user.id, role: user.role as Role } : null;
  };
}
