import { useState } from 'react';
import { errorMessage, messages, publish, t, type User } from '@portal/shared';
import type { Account } from '@portal/shared/contracts';
import { LoadError, useLoad } from '@portal/shared/data';
import { SelectField } from '@portal/shared/forms';
import { canChangeRoleOf } from '../session/roles.js';
import { StaffOnly } from '../session/staff-only.component.js';
import './user-roles.css';
import { accountMessages, accountText } from '@portal/shared/account-messages';
import { fetchUsersAndRoles, updateRole } from '../dashboard-api.js';

interface Loaded {
  users: Account[];
  roles: string[];
}

/** §2.13, §6, §8: the user list with a role dropdown each; only an admin changes roles, never their own. */
export function UserRolesPage({ user }: { user: User }) {
  return (
    <StaffOnly user={user} title={accountMessages.userRolesTitle}>
      <UserRolesList user={user} />
    </StaffOnly>
  );
}

/** The users and the roles to choose from; a failure is also a toast, with the server's message when it gives one. */
async function loadUsers(signal: AbortSignal): Promise<Loaded> {
  try {
    return await fetchUsersAndRoles(signal);
  } catch (error) {
    if (!signal.aborted) publish('toast', { kind: 'error', text: errorMessage(error, accountMessages.rolesLoadFailed) });
    throw error;
  }
}

function UserRolesList({ user }: { user: User }) {
  const load = useLoad('user-roles', loadUsers);
  // The roles changed here since the list loaded (shown at once, put back if the server refuses).
  const [roleChanges, setRoleChanges] = useState<ReadonlyMap<number, User['role']>>(new Map());
  const loaded =
    load.status === 'ready' ? { ...load.data, users: load.data.users.map((u) => ({ ...u, role: roleChanges.get(u.id) ?? u.role })) } : null;

  async function changeRole(account: Account, role: string) {
    const setRole = (value: string) => setRoleChanges((current) => new Map(current).set(account.id, value as User['role']));
    setRole(role);
    try {
      await updateRole({ userId: account.id, role: role as User['role'] });
      publish('toast', { kind: 'success', text: accountMessages.roleUpdated });
    } catch (error) {
      setRole(account.role);
      publish('toast', { kind: 'error', text: errorMessage(error, accountMessages.roleUpdateFailed) });
    }
  }

  const isAdmin = user.role === 'admin';
  return (
    // aria-busy tells the shell to wait for the list before it moves focus to the heading.
    <div className="dashboard-page" aria-busy={load.status === 'loading'}>
      <h1>{accountMessages.userRolesTitle}</h1>
      {!isAdmin && (
        <p className="notice">{t('labelled', { label: accountMessages.noPermission, value: accountMessages.onlyAdminChangesRoles })}</p>
      )}
      {/* Not announced again: the toast says it. */}
      {load.status === 'failed' && <LoadError message={accountMessages.rolesLoadFailed} onRetry={load.retry} announce={false} />}
      {load.status === 'loading' && <p>{accountMessages.usersLoading}</p>}
      {loaded && (
        <div className="table-scroll" role="region" aria-labelledby="user-roles-caption" tabIndex={0}>
          <table className="user-roles">
            <caption id="user-roles-caption">{accountText('usersCaption', { n: loaded.users.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{accountMessages.columnName}</th>
                <th scope="col">{messages.emailAddressLabel}</th>
                <th scope="col">{accountMessages.columnRole}</th>
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
                      {self && <span className="user-roles__you"> {accountMessages.you}</span>}
                    </th>
                    <td>
                      <bdi>{account.email}</bdi>
                    </td>
                    <td>
                      <SelectField
                        id={`role-of-${account.id}`}
                        label={accountText('roleOf', { firstname: account.firstname, lastname: account.lastname })}
                        labelHidden
                        options={loaded.roles}
                        value={account.role}
                        onChange={(role) => void changeRole(account, role)}
                        isDisabled={!canChangeRoleOf(user, account.id)}
                        description={isAdmin && self ? accountMessages.cannotChangeOwnRole : undefined}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
