import type { ReactNode } from 'react';
import { type User } from '@portal/shared';
import { isStaff } from './roles.js';
import { dashboardWords } from '../i18n/words.js';

/** §6: a staff page (user roles, moderation) shows its heading and 'Access Denied' to anyone else. */
export function StaffOnly({ user, title, children }: { user: User; title: string; children: ReactNode }) {
  const words = dashboardWords.useWords();
  if (isStaff(user)) return children;
  return (
    <div className="dashboard-page">
      <h1>{title}</h1>
      <p className="notice notice--error">{words('accessDenied')}</p>
    </div>
  );
}
