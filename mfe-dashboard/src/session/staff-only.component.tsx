import type { ReactNode } from 'react';
import { type User } from '@portal/shared';
import { isStaff } from './roles.js';
import { accountMessages } from '@portal/shared/account-messages';

/** §6: a staff page (user roles, moderation) shows its heading and 'Access Denied' to anyone else. */
export function StaffOnly({ user, title, children }: { user: User; title: string; children: ReactNode }) {
  if (isStaff(user)) return children;
  return (
    <div className="dashboard-page">
      <h1>{title}</h1>
      <p className="notice notice--error">{accountMessages.accessDenied}</p>
    </div>
  );
}
