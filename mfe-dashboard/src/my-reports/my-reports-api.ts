/** The reporter's own reports (issue 19): `GET /my/reports`, withdraw, and send again a report that was not published. */
import { api } from '@portal/shared';
import type { MyReport, MyReportAnswer, MyReportsAnswer, ResubmitBody } from '@portal/shared/contracts';

export const MY_REPORTS_PATH = '/dashboard/my-reports';

export const fetchMyReports = async (signal: AbortSignal): Promise<MyReport[]> =>
  (await api.get<MyReportsAnswer>('/my/reports', { signal })).data.reports;

/** Unpublishes the report and deletes its media; the answer is the report as it now stands. */
export const withdrawReport = async (id: number): Promise<MyReport> =>
  (await api.post<MyReportAnswer>(`/my/reports/${id}/withdraw`, {})).data.report;

/** Sends a report that was not published again, corrected; it goes back to the queue as submitted. */
export const resubmitReport = async (id: number, body: ResubmitBody): Promise<MyReport> =>
  (await api.put<MyReportAnswer>(`/my/reports/${id}`, body)).data.report;
