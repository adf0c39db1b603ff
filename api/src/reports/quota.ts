/**
 * What one account may send (config.ts, REPORTS_PER_HOUR and REPORT_MB_PER_DAY), checked before a report
 * or a resumable video upload is accepted, and again inside the transaction that records it.
 */
import { MB } from '@portal/shared/rules';
import { HttpError } from '../errors.js';
import { usageOf, type ReportsDB } from './report-repository.js';

export interface ReportQuota {
  perHour: number;
  bytesPerDay: number;
}

/** Refuses with 429 a report (or upload) that would take the account past its quota, `bytes` being its media's size. */
export async function refuseOverQuota(db: ReportsDB, userId: number, quota: ReportQuota, bytes: number): Promise<void> {
  const usage = await usageOf(db, userId);
  if (usage.reportsLastHour >= quota.perHour) {
    throw new HttpError(
      429,
      `You have sent ${quota.perHour} reports in the last hour, the most one account may send. Please send this one a little later.`,
    );
  }
  if (usage.bytesLastDay + bytes > quota.bytesPerDay) {
    throw new HttpError(
      429,
      `This report would take the photographs and videos you sent in the last 24 hours past ${Math.round(quota.bytesPerDay / MB)} MB, the most one account may send in a day. Please send it tomorrow, or with fewer or smaller files.`,
    );
  }
}
