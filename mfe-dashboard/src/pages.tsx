import { type PageTable, type User } from '@portal/shared';
import { EyewitnessPage } from './eyewitness/eyewitness.page.js';
import { ProfilePage } from './profile/profile.page.js';
import { UserRolesPage } from './user-roles/user-roles.page.js';
import { ModerationPage } from './moderation/moderation.page.js';
import { MyReportsPage } from './my-reports/my-reports.page.js';
import { MY_REPORTS_PATH } from './my-reports/my-reports-api.js';
import { SuggestionFormPage } from './suggestions/suggestion-form.page.js';
import { SuggestionsPage } from './suggestions/suggestions.page.js';
import { SUGGESTION_FORM_PATH, SUGGESTIONS_PATH } from './suggestions/suggestions-api.js';
import { dashboardWords } from './i18n/words.js';

/** What every dashboard page is given: the logged-in user (the app shows no page without one). */
export interface DashboardContext {
  user: User;
}

/** The dashboard's pages (spec §2.1, §2.12) and their titles, in the page's language. */
export const DASHBOARD_PAGES: PageTable<DashboardContext> = [
  {
    path: '/dashboard',
    title: dashboardWords.of('eyewitnessReportTitle'),
    render: ({ context }) => <EyewitnessPage user={context.user} />,
  },
  { path: MY_REPORTS_PATH, title: dashboardWords.of('myReportsTitle'), render: ({ context }) => <MyReportsPage user={context.user} /> },
  { path: '/dashboard/profile', title: dashboardWords.of('profileTitle'), render: ({ context }) => <ProfilePage user={context.user} /> },
  {
    path: '/dashboard/user-roles',
    title: dashboardWords.of('userRolesTitle'),
    render: ({ context }) => <UserRolesPage user={context.user} />,
  },
  {
    path: '/dashboard/moderation',
    title: dashboardWords.of('moderationTitle'),
    render: ({ context }) => <ModerationPage user={context.user} />,
  },
  {
    path: SUGGESTIONS_PATH,
    title: dashboardWords.of('suggestionsTitle'),
    render: ({ context }) => <SuggestionsPage user={context.user} />,
  },
  { path: SUGGESTION_FORM_PATH, title: dashboardWords.of('suggestionFormTitle'), render: () => <SuggestionFormPage /> },
];
