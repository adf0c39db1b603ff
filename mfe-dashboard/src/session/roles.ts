import type { User } from '@portal/shared';

/** §6: admins and moderators see the user-roles and moderation areas. */
export const isStaff = (user: User | null): boolean => user?.role === 'admin' || user?.role === 'moderator';

/** §6: only an admin changes roles, and never their own. */
export const canChangeRoleOf = (user: User | null, targetId: number): boolean => user?.role === 'admin' && user.id !== targetId;
