import { useState } from 'react';
import { errorMessage, publish, ScrollingTable, type User } from '@portal/shared';
import type { Account } from '@portal/shared/contracts';
import { LoadError, useLoad } from '@portal/shared/data';
import { SelectField } from '@portal/shared/forms';
import { canChangeRoleOf } from '../session/roles.js';
import { StaffOnly } from '../session/staff-only.component.js';
import './user-roles.css';
import { fetchUsersAndRoles, updateRole } from '../dashboard-api.js';
import { dashboardWords, type DashboardWordKey, type DashboardWords } from '../i18n/words.js';

interface Loaded {
  users: Account[];
  roles: string[];
}

/** §2.13, §6, §8: the user list with a role dropdown each; only an admin changes roles, never their own. */
export function UserRolesPage({ user }: { user: User }) {
  const words = dashboardWords.useWords();
  return (
    <StaffOnly user={user} title={words('userRolesTitle')}>
      <UserRolesList user={user} />
    </StaffOnly>
  );
}

/** The users and the roles to choose from; a failure is also a toast, with the server's message when it gives one. */
async function loadUsers(signal: AbortSignal, words: DashboardWords): Promise<Loaded> {
  try {
    return await fetchUsersAndRoles(signal);
  } catch (error) {
    if (!signal.aborted) publish('toast', { kind: 'error', text: errorMessage(error, words('rolesLoadFailed')) });
    throw error;
  }
}

/** The roles the server has, in words; a role the portal has no words for yet, as the server names it. */
const ROLE_WORDS: Readonly<Record<string, DashboardWordKey>> = { user: 'roleUser', moderator: 'roleModerator', admin: 'roleAdmin' };
const roleText = (role: string, words: DashboardWords) => (ROLE_WORDS[role] ? words(ROLE_WORDS[role]) : role);

function UserRolesList({ user }: { user: User }) {
  const words = dashboardWords.useWords();
  const load = useLoad('user-roles', (signal) => loadUsers(signal, words));
  // The roles changed here since the list loaded (shown at once, put back if the server refuses).
  const [roleChanges, setRoleChanges] = useState<ReadonlyMap<number, User['role']>>(new Map());
  const loaded =
    load.status === 'ready' ? { ...load.data, users: load.data.users.map((u) => ({ ...u, role: roleChanges.get(u.id) ?? u.role })) } : null;

  async function changeRole(account: Account, role: string) {
    const setRole = (value: string) => setRoleChanges((current) => new Map(current).set(account.id, value as User['role']));
    setRole(role);
    try {
      await updateRole({ userId: account.id, role: role as User['role'] });
      publish('toast', { kind: 'success', text: words('roleUpdated') });
    } catch (error) {
      setRole(account.role);
      publish('toast', { kind: 'error', text: errorMessage(error, words('roleUpdateFailed')) });
    }
  }

  const isAdmin = user.role === 'admin';
  return (
    // aria-busy tells the shell to wait for the list before it moves focus to the heading.
    <div className="dashboard-page" aria-busy={load.status === 'loading'}>
      <h1>{words('userRolesTitle')}</h1>
      {!isAdmin && <p className="notice">{words('noPermissionNotice')}</p>}
      {/* Not announced again: the toast says it. */}
      {load.status === 'failed' && <LoadError message={words('rolesLoadFailed')} onRetry={load.retry} announce={false} />}
      {load.status === 'loading' && <p>{words('usersLoading')}</p>}
      {loaded && (
        <ScrollingTable caption={words('usersCaption', { n: loaded.users.length })} className="user-roles">
          <thead>
            <tr>
              <th scope="col">{words('columnName')}</th>
              <th scope="col">{words('emailAddressLabel')}</th>
              <th scope="col">{words('columnRole')}</th>
            </tr>
          </thead>
          <tbody>
            {loaded.users.map((account) => {
              const self = account.id === user.id;
              return (
                <tr key={account.id}>
                  <th scope="row">
                    {/* Isolated: a right-to-left override in a name must not reverse '(you)' or the row. */}
                    <bdi>{account.firstname}</bdi> <bdi>{account.lastname}</bdi>
                    {self && <span className="user-roles__you"> {words('you')}</span>}
                  </th>
                  <td>
                    <bdi>{account.email}</bdi>
                  </td>
                  <td>
                    <SelectField
                      id={`role-of-${account.id}`}
                      label={words('roleOf', { firstname: account.firstname, lastname: account.lastname })}
                      labelHidden
                      options={loaded.roles.map((role) => roleText(role, words))}
                      value={roleText(account.role, words)}
                      onChange={(label) => void changeRole(account, loaded.roles.find((role) => roleText(role, words) === label) ?? label)}
                      isDisabled={!canChangeRoleOf(user, account.id)}
                      description={isAdmin && self ? words('cannotChangeOwnRole') : undefined}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ScrollingTable>
      )}
    </div>
  );
}
