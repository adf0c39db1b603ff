import { useEffect } from 'react';
import { CurrentPage, navigate, publish, usePathname } from '@portal/shared';
import { keepCorrectionRequest } from './eyewitness/correction-request.js';
import { DashboardLayout } from './layout/dashboard-layout.component.js';
import { DASHBOARD_PAGES } from './pages.js';
import { useUser } from './session/use-user.js';
import { dashboardWords } from './i18n/words.js';

export function App() {
  const user = useUser();
  const words = dashboardWords.useWords();
  const path = usePathname().replace(/\/+$/, '') || '/';

  // §2.1: protected routes send a visitor without a stored user to the home page. A 'Suggest a
  // correction' link is kept for after login and the visitor told so, rather than left wondering.
  useEffect(() => {
    if (user) return;
    if (keepCorrectionRequest(window.location.search)) publish('toast', { kind: 'info', text: words('correctionNeedsLogin') });
    navigate('/');
  }, [user, words]);

  if (!user) return null;
  return (
    <DashboardLayout user={user} currentPath={path}>
      {/* Keyed by user, as each page is by path, so another user never sees the last one's form (§4.7). */}
      <CurrentPage key={user.id} pages={DASHBOARD_PAGES} context={{ user }} />
    </DashboardLayout>
  );
}
