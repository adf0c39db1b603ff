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
    throw new HttpError(429, 'reportsPerHourSpent', { count: quota.perHour });
  }
  if (usage.bytesLastDay + bytes > quota.bytesPerDay) {
    throw new HttpError(429, 'mediaPerDaySpent', { mb: Math.round(quota.bytesPerDay / MB) });
  }
}
