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
import { accountMessages } from '@portal/shared/account-messages';

/** What every dashboard page is given: the logged-in user (the app shows no page without one). */
export interface DashboardContext {
  user: User;
}

/** The dashboard's pages (spec §2.1, §2.12) and their titles. */
export const DASHBOARD_PAGES: PageTable<DashboardContext> = [
  {
    path: '/dashboard',
    title: () => accountMessages.eyewitnessReportTitle,
    render: ({ context }) => <EyewitnessPage user={context.user} />,
  },
  { path: MY_REPORTS_PATH, title: () => accountMessages.myReportsTitle, render: ({ context }) => <MyReportsPage user={context.user} /> },
  { path: '/dashboard/profile', title: () => accountMessages.profileTitle, render: ({ context }) => <ProfilePage user={context.user} /> },
  {
    path: '/dashboard/user-roles',
    title: () => accountMessages.userRolesTitle,
    render: ({ context }) => <UserRolesPage user={context.user} />,
  },
  {
    path: '/dashboard/moderation',
    title: () => accountMessages.moderationTitle,
    render: ({ context }) => <ModerationPage user={context.user} />,
  },
  {
    path: SUGGESTIONS_PATH,
    title: () => accountMessages.suggestionsTitle,
    render: ({ context }) => <SuggestionsPage user={context.user} />,
  },
  { path: SUGGESTION_FORM_PATH, title: () => accountMessages.suggestionFormTitle, render: () => <SuggestionFormPage /> },
];
