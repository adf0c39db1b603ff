/** The reporter's own reports (issue 19): their page; the calls are in dashboard-api.ts. */

export const MY_REPORTS_PATH = '/dashboard/my-reports';
