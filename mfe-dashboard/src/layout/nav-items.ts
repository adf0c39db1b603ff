import type { User } from '@portal/shared';
import { isStaff } from '../session/roles.js';
import type { IconName } from './icons.js';
import { MY_REPORTS_PATH } from '../my-reports/my-reports-api.js';
import { SUGGESTIONS_PATH } from '../suggestions/suggestions-api.js';
import type { DashboardWordKey } from '../i18n/words.js';

export interface NavItem {
  href: string;
  /** The link's words in the catalogue. */
  label: DashboardWordKey;
  icon: IconName;
}

const ALL: ReadonlyArray<NavItem & { staffOnly: boolean }> = [
  { href: '/dashboard', label: 'navEyewitness', icon: 'eyewitness', staffOnly: false },
  { href: MY_REPORTS_PATH, label: 'myReportsTitle', icon: 'reports', staffOnly: false },
  { href: '/dashboard/profile', label: 'profileTitle', icon: 'profile', staffOnly: false },
  { href: '/dashboard/user-roles', label: 'userRolesTitle', icon: 'roles', staffOnly: true },
  { href: '/dashboard/moderation', label: 'moderationTitle', icon: 'moderation', staffOnly: true },
  { href: SUGGESTIONS_PATH, label: 'suggestionsTitle', icon: 'suggestions', staffOnly: true },
];

/** §2.12 and §6: user roles (and moderation) appear only for admin or moderator; My reports for everyone (issue 19). */
export function navItemsFor(user: User | null): NavItem[] {
  return ALL.filter((item) => !item.staffOnly || isStaff(user)).map(({ href, label, icon }) => ({ href, label, icon }));
}
