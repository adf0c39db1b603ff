import { useEffect, type ComponentType } from 'react';
import { messages, navigate, publish, usePathname, type User } from '@portal/shared';
import { keepCorrectionRequest } from './eyewitness/correction-request.js';
import { DashboardLayout } from './layout/dashboard-layout.component.js';
import { EyewitnessPage } from './eyewitness/eyewitness.page.js';
import { ProfilePage } from './profile/profile.page.js';
import { UserRolesPage } from './user-roles/user-roles.page.js';
import { ModerationPage } from './moderation/moderation.page.js';
import { useUser } from './session/use-user.js';

/** The dashboard's pages by path (§2.1, §2.12). */
const PAGES: Record<string, ComponentType<{ user: User }>> = {
  '/dashboard': EyewitnessPage,
  '/dashboard/profile': ProfilePage,
  '/dashboard/user-roles': UserRolesPage,
  '/dashboard/moderation': ModerationPage,
};

export function App() {
  const user = useUser();
  const path = usePathname().replace(/\/+$/, '') || '/';

  // §2.1: protected routes send a visitor without a stored user to the home page. A 'Suggest a
  // correction' link is kept for after login and the visitor told so, rather than left wondering.
  useEffect(() => {
    if (user) return;
    if (keepCorrectionRequest(window.location.search)) publish('toast', { kind: 'info', text: messages.correctionNeedsLogin });
    navigate('/');
  }, [user]);

  const Page = PAGES[path];
  if (!user || !Page) return null;
  return (
    <DashboardLayout user={user} currentPath={path}>
      {/* Keyed by path and user, so leaving a page resets its form (§4.7). */}
      <Page key={`${path}:${user.id}`} user={user} />
    </DashboardLayout>
  );
}
