import { messages } from '@portal/shared/messages';
import { matchPath } from '@portal/shared/path-match';

/**
 * The pages rendered in the browser (sign-in and the dashboard) and their titles, as
 * their apps' `src/pages.tsx` declare them, so their HTML arrives with the page's heading and title rather
 * than 'Loading…'. When one of those apps builds a server entry, its rows go.
 */
const BROWSER_PAGES: ReadonlyArray<[string, string]> = [
  ['/register', messages.registerTitle],
  ['/login', messages.login],
  ['/verify-email', messages.verifyEmailTitle],
  ['/verify-email/:token', messages.verifyEmailTitle],
  ['/forgot-password', messages.forgotPasswordTitle],
  ['/reset-password', messages.resetPasswordTitle],
  ['/reset-password/:token', messages.resetPasswordTitle],
  ['/dashboard', messages.eyewitnessReportTitle],
  ['/dashboard/my-reports', messages.myReportsTitle],
  ['/dashboard/profile', messages.profileTitle],
  ['/dashboard/user-roles', messages.userRolesTitle],
  ['/dashboard/moderation', messages.moderationTitle],
];

/** The heading of the browser-rendered page at `pathname`, if it is one of them. */
export function browserPageHeading(pathname: string): string | undefined {
  return BROWSER_PAGES.find(([pattern]) => matchPath(pattern, pathname) !== null)?.[1];
}
