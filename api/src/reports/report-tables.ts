/**
 * The eyewitness tables as Kysely sees them (migration 0004). The reports area adds them to the database
 * type where it queries (`db.withTables<ReportTables>()`), so the shared schema file stays the API's own.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Decision, ReportStatus } from '@portal/shared/contracts';
import type { MediaKind } from '@portal/shared/rules';

export type EyewitnessReportTable = {
  id: Generated<number>;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  comment_type: string;
  comment: string;
  /** The reporter agreed that their first name is shown with the published report. */
  show_name: boolean;
  video_url: string | null;
  status: ColumnType<ReportStatus, ReportStatus | undefined, ReportStatus>;
  verified: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, never, never>;
  /** When it was last approved: the public list's order. */
  published_at: Date | null;
};

export type EyewitnessMediaTable = {
  id: Generated<number>;
  report_id: number;
  position: number;
  kind: MediaKind;
  content_type: string;
  stored_name: string;
  size: number;
};

export type EyewitnessDecisionTable = {
  id: Generated<number>;
  report_id: number;
  decision: Decision;
  reason: string | null;
  /** Who decided; the name is kept too, so the record survives the account. */
  decided_by: number | null;
  decided_by_name: string;
  decided_at: ColumnType<Date, never, never>;
};

export type ReportTables = {
  eyewitness_reports: EyewitnessReportTable;
  eyewitness_media: EyewitnessMediaTable;
  eyewitness_decisions: EyewitnessDecisionTable;
};
