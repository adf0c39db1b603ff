import { navigate, publish, readUser, removeUser } from '@portal/shared';
import { logoutRequest } from '../dashboard-api.js';
import { getDefaultStore } from 'jotai';
import { drawerOpenAtom } from '../layout/layout.atoms.js';
import { forgetDraft } from '../eyewitness/eyewitness-draft-store.js';

/**
 * §4.1 logout: tell the server to end the session (best effort: a network failure must not keep anyone
 * logged in here), delete the unsent eyewitness draft, clear the stored user, close the drawer, say so
 * (`done`, in the page's language) and go home.
 */
export function logout(done: string): void {
  const user = readUser();
  const token = user?.token;
  // On a shared computer the next person must not find this user's unsent report (text and photographs) on disk.
  if (user) void forgetDraft(user.id);
  if (token) {
    // The token is passed explicitly: the client adds it only while a user is stored, and we remove the
    // user before the request leaves.
    logoutRequest(token).catch(() => undefined);
  }
  removeUser();
  getDefaultStore().set(drawerOpenAtom, false);
  publish('toast', { kind: 'success', text: done });
  navigate('/');
}
