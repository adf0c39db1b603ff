/**
 * The eyewitness tables as Kysely sees them (migrations 0004, 0009 and 0010). The reports area adds them to the
 * database type where it queries (`db.withTables<ReportTables>()`), so the shared schema file stays the API's own.
 */
import type { ColumnType, Generated } from 'kysely';
import type { ReportEventKind, ReportStatus } from '@portal/shared/contracts';
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
  /** How a moderator checked its facts, written when verifying. */
  verified_how: ColumnType<string | null, string | null | undefined, string | null>;
  /** The open data's state id (no foreign key: reference data may be reloaded), its LGA, and the reporter's words for the place. */
  state_id: ColumnType<number | null, number | null | undefined, number | null>;
  lga: ColumnType<string | null, string | null | undefined, string | null>;
  place_description: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** The stored photograph's size in pixels; null for videos. */
  width: ColumnType<number | null, number | null | undefined, number | null>;
  height: ColumnType<number | null, number | null | undefined, number | null>;
  /** The small copy lists show, a second file in the uploads folder; null for videos. */
  thumbnail_name: ColumnType<string | null, string | null | undefined, string | null>;
};

/** One step of a report's history; rows are only ever added. */
export type EyewitnessEventTable = {
  id: Generated<number>;
  report_id: number;
  kind: ReportEventKind;
  /** A rejection's reason, a note's words, how the facts were checked. */
  text: string | null;
  /** The moderator who acted, null for the reporter's own steps; the name survives the account. */
  actor_id: number | null;
  actor_name: string | null;
  at: ColumnType<Date, never, never>;
};

/** A resumable video upload (tus) not yet attached to a report: its owner and its declared size. */
export type ReportUploadTable = {
  /** tus's upload id: 32 hex digits, also the file's name in `uploads/resumable/`. */
  id: string;
  user_id: number;
  size: number;
  created_at: ColumnType<Date, never, never>;
};

export type ReportTables = {
  eyewitness_reports: EyewitnessReportTable;
  eyewitness_media: EyewitnessMediaTable;
  eyewitness_events: EyewitnessEventTable;
  report_uploads: ReportUploadTable;
};
