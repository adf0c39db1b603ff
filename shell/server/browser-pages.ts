import { matchPath } from '@portal/shared/path-match';
import { accountMessages } from '@portal/shared/account-messages';

/**
 * The pages rendered in the browser (the dashboard's) and their titles, as their app's `src/pages.tsx`
 * declares them, so their HTML arrives with the page's heading and title rather than 'Loading…'. When
 * mfe-dashboard builds a server entry, these rows go.
 */
const BROWSER_PAGES: ReadonlyArray<[title: string, paths: readonly string[]]> = [
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
