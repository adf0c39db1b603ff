import { api, navigate, publish, readUser, removeUser, t } from '@portal/shared';
import { getDefaultStore } from 'jotai';
import { drawerOpenAtom } from '../layout/layout.atoms.js';

/**
 * §4.1 logout: tell the server to end the session (best effort: a network failure must not keep anyone
 * logged in here), clear the stored user, close the drawer, say so and go home.
 */
export function logout(): void {
  const token = readUser()?.token;
  if (token) {
    // The token is passed explicitly: the client adds it only while a user is stored, and we remove the
    // user before the request leaves.
    api.post('/auth/logout', {}, { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
  }
  removeUser();
  getDefaultStore().set(drawerOpenAtom, false);
  publish('toast', { kind: 'success', text: t('logout') });
  navigate('/');
}
