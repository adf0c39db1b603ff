import { useCallback, useEffect, useState } from 'react';
import { Button } from '@portal/shared/ui';
import { api, errorMessage, messages, publish, type User } from '@portal/shared';
import { SelectField } from '../forms/select-field.component.js';
import { canChangeRoleOf, isStaff } from '../session/roles.js';
import '../forms/forms.css';
import './user-roles.css';

type Account = Omit<User, 'token'>;

interface Loaded {
  users: Account[];
  roles: string[];
}

/** §2.13, §6, §8: the user list with a role dropdown each; only an admin changes roles, never their own. */
export function UserRolesPage({ user }: { user: User }) {
  if (!isStaff(user)) {
    return (
      <div className="dashboard-page">
        <h1>User roles</h1>
        <p className="notice notice--error">{messages.accessDenied}</p>
      </div>
    );
  }
  return <UserRolesList user={user} />;
}

function UserRolesList({ user }: { user: User }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    Promise.all([api.get<{ users: Account[] }>('/roles/users'), api.get<string[]>('/roles/roles')]).then(
      ([users, roles]) => active && setLoaded({ users: users.data.users, roles: roles.data }),
      (error: unknown) => {
        if (!active) return;
        setFailed(true);
        publish('toast', { kind: 'error', text: errorMessage(error, messages.rolesLoadFailed) });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  async function changeRole(account: Account, role: string) {
    const setRole = (value: string) =>
      setLoaded((current) => current && { ...current, users: current.users.map((u) => (u.id === account.id ? { ...u, role: value as User['role'] } : u)) });
    setRole(role);
    try {
      await api.patch('/roles/update-role', { userId: account.id, role });
      publish('toast', { kind: 'success', text: messages.roleUpdated });
    } catch (error) {
      setRole(account.role);
      publish('toast', { kind: 'error', text: errorMessage(error, messages.roleUpdateFailed) });
    }
  }

  const isAdmin = user.role === 'admin';
  return (
    // aria-busy tells the shell to wait for the list before it moves focus to the heading.
    <div className="dashboard-page" aria-busy={!loaded && !failed}>
      <h1>User roles</h1>
      {!isAdmin && <p className="notice">{messages.noPermission}: only an admin can change roles.</p>}
      {failed && (
        <div className="notice notice--error">
          <p>{messages.rolesLoadFailed}</p>
          <Button className="button" onPress={retry}>
            {messages.retry}
          </Button>
        </div>
      )}
      {!loaded && !failed && <p>Loading users…</p>}
      {loaded && (
        <div className="table-scroll" role="region" aria-labelledby="user-roles-caption" tabIndex={0}>
          <table className="user-roles">
            <caption id="user-roles-caption">Registered users and their roles ({loaded.users.length})</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail address</th>
                <th scope="col">Role</th>
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
                      {self && <span className="user-roles__you"> (you)</span>}
                    </th>
                    <td>
                      <bdi>{account.email}</bdi>
                    </td>
                    <td>
                      <SelectField
                        id={`role-of-${account.id}`}
                        label={`Role of ${account.firstname} ${account.lastname}`}
                        labelHidden
                        options={loaded.roles}
                        value={account.role}
                        onChange={(role) => void changeRole(account, role)}
                        isDisabled={!canChangeRoleOf(user, account.id)}
                        description={isAdmin && self ? 'You cannot change your own role' : undefined}
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
