import { useSyncExternalStore } from 'react';
import { readUser, subscribe, USER_KEY, type User } from '@portal/shared';

/**
 * The stored user is the source of truth (§4.1: "when none is stored, the user is logged out"), so the
 * dashboard reads localStorage directly rather than a value cached when this module loaded. The parsed
 * user is kept while the stored text is unchanged, as React requires a stable snapshot.
 */
let cached: { raw: string | null; user: User | null } = { raw: null, user: null };

function snapshot(): User | null {
  const raw = localStorage.getItem(USER_KEY);
  if (raw !== cached.raw) cached = { raw, user: readUser() };
  return cached.user;
}

function subscribeToSession(onChange: () => void): () => void {
  const stopBus = subscribe('session', onChange);
  // A log-out in another tab removes the stored user there; this tab follows.
  window.addEventListener('storage', onChange);
  return () => {
    stopBus();
    window.removeEventListener('storage', onChange);
  };
}

/** The logged-in user, or null, re-rendering on log-in, log-out and profile updates. */
export function useUser(): User | null {
  return useSyncExternalStore(subscribeToSession, snapshot);
}
