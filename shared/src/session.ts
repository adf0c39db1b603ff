import { publish } from './bus.js';
import { shellText } from './shell-words.js';
import type { User } from './types.js';

/** §3.1 and §4.1: the logged-in user is kept in localStorage under `user` and restored at start. */
export const USER_KEY = 'user';
/** §4.1: the address awaiting verification, so the resend screen survives a reload. */
export const PENDING_EMAIL_KEY = 'pendingVerificationEmail';

function isUser(value: unknown): value is User {
  const u = value as User | null;
  return typeof u === 'object' && u !== null && typeof u.email === 'string' && typeof u.firstname === 'string';
}

export function readUser(): User | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null');
    return isUser(parsed) ? parsed : null;
  } catch {
    return null; // a corrupt entry means logged out, never a crash
  }
}

export function saveUser(user: User): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  publish('session', user);
}

export function removeUser(): void {
  localStorage.removeItem(USER_KEY);
  publish('session', null);
}

/** The server refused the stored session (expired, revoked, a password reset elsewhere): log out, saying so (§8). */
export function endRefusedSession(): void {
  removeUser();
  publish('toast', { kind: 'error', text: shellText('profileUnauthorized') });
}

/** Merges the fields of a profile update into the stored user (§4.1), keeping the token. */
export function mergeUser(fields: Partial<User>): User | null {
  const current = readUser();
  if (!current) return null;
  const merged = { ...current, ...fields, token: current.token };
  saveUser(merged);
  return merged;
}

/** Publishes the stored user on the bus, once at start-up. */
export function restoreSession(): User | null {
  const user = readUser();
  publish('session', user);
  return user;
}

/**
 * The device token the last login on this device returned (OWASP's "device cookie"): sent with the next
 * login, it keeps this device working while strangers' wrong guesses hold the address back elsewhere.
 * It belongs to the device, not the session, so logging out keeps it.
 */
export const DEVICE_TOKEN_KEY = 'deviceToken';

export function readDeviceToken(): string | null {
  return localStorage.getItem(DEVICE_TOKEN_KEY);
}

export function saveDeviceToken(token: string): void {
  localStorage.setItem(DEVICE_TOKEN_KEY, token);
}

export function readPendingEmail(): string | null {
  return localStorage.getItem(PENDING_EMAIL_KEY);
}

export function savePendingEmail(email: string): void {
  localStorage.setItem(PENDING_EMAIL_KEY, email);
}

export function removePendingEmail(): void {
  localStorage.removeItem(PENDING_EMAIL_KEY);
}
