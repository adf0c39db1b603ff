/**
 * The session follows the server: the stored user is only what the server said at login, so its role and
 * names are read again from `GET /api/v1/auth/me` at start and whenever the tab comes back into view (a
 * user made moderator sees the moderation page, names changed on another device show), and a refused
 * token logs out with the spec's message, as every other API call does (api-client.ts).
 *
 * The shell runs this and bundles only the pure parts of this package, so it uses `fetch`, not axios.
 */
import { endRefusedSession, mergeUser, readUser } from './session.js';
import type { Account, UserAnswer } from './contracts/accounts.js';
import { API_PATH } from './api-path.js';

const ME = `${API_PATH}/auth/me`;
const FOLLOWED: ReadonlyArray<keyof Account> = ['firstname', 'lastname', 'email', 'role', 'isVerified'];

let reading: Promise<void> | null = null;

/** Reads who the stored user is now; a change is stored and published on the bus (`session`). */
export function refreshSession(): Promise<void> {
  // Focus and visibility change arrive together: one request answers both.
  reading ??= readCurrentUser().finally(() => (reading = null));
  return reading;
}

async function readCurrentUser(): Promise<void> {
  const asked = readUser();
  if (!asked?.token) return;
  let response: Response;
  try {
    response = await fetch(ME, { headers: { Authorization: `Bearer ${asked.token}` }, cache: 'no-store' });
  } catch {
    return; // offline: keep what is stored
  }
  const stored = readUser();
  // Logged out, or in as someone else, while the answer was on its way: it is no longer about them.
  if (stored?.token !== asked.token) return;
  if (response.status === 401) return endRefusedSession();
  if (!response.ok) return;
  const { user } = (await response.json().catch(() => ({}))) as Partial<UserAnswer>;
  if (user && FOLLOWED.some((field) => stored[field] !== user[field])) {
    mergeUser(Object.fromEntries(FOLLOWED.map((field) => [field, user[field]])));
  }
}

/** Reads the user now and whenever the tab comes back into view; returns the function that stops it. */
export function followServerSession(): () => void {
  const whenVisible = () => {
    if (document.visibilityState === 'visible') void refreshSession();
  };
  document.addEventListener('visibilitychange', whenVisible);
  window.addEventListener('focus', whenVisible);
  void refreshSession();
  return () => {
    document.removeEventListener('visibilitychange', whenVisible);
    window.removeEventListener('focus', whenVisible);
  };
}
