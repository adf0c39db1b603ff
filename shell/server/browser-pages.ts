import { messages } from '@portal/shared/messages';
import { matchPath } from '@portal/shared/path-match';
import { accountMessages } from '@portal/shared/account-messages';

/**
 * The pages rendered in the browser (sign-in and the dashboard) and their titles, as
 * their apps' `src/pages.tsx` declare them, so their HTML arrives with the page's heading and title rather
 * than 'Loading…'. When one of those apps builds a server entry, its rows go.
 */
const BROWSER_PAGES: ReadonlyArray<[title: string, paths: readonly string[]]> = [
  [accountMessages.registerTitle, ['/register']],
  [messages.login, ['/login']],
  [accountMessages.verifyEmailTitle, ['/verify-email', '/verify-email/:token']],
  [accountMessages.forgotPasswordTitle, ['/forgot-password']],
  [accountMessages.resetPasswordTitle, ['/reset-password', '/reset-password/:token']],
  [accountMessages.eyewitnessReportTitle, ['/dashboard']],
  [accountMessages.myReportsTitle, ['/dashboard/my-reports']],
  [accountMessages.profileTitle, ['/dashboard/profile']],
  [accountMessages.userRolesTitle, ['/dashboard/user-roles']],
  [accountMessages.moderationTitle, ['/dashboard/moderation']],
  [accountMessages.suggestionsTitle, ['/dashboard/suggestions']],
  [accountMessages.suggestionFormTitle, ['/dashboard/suggestions/new']],
];

/** The heading of the browser-rendered page at `pathname`, if it is one of them. */
export function browserPageHeading(pathname: string): string | undefined {
  return BROWSER_PAGES.find(([, paths]) => paths.some((pattern) => matchPath(pattern, pathname) !== null))?.[0];
}
