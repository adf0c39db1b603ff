/**
 * The eyewitness tables as Kysely sees them (migrations 0004, 0009, 0010 and 0017). The reports area adds them to the
 * database type where it queries (`db.withTables<ReportTables>()`), so the shared schema file stays the API's own.
 */
import type { ColumnType, Generated } from 'kysely';
import type { PhoneGateway, ReportChannel, ReportEventKind, ReportStatus } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/i18n';
import type { MediaKind } from '@portal/shared/rules';

export type EyewitnessReportTable = {
  id: Generated<number>;
  /** The account that sent it; null for a report sent by SMS or USSD. */
  user_id: number | null;
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
  channel: ColumnType<ReportChannel, ReportChannel | undefined, never>;
  /** An SMS or USSD reporter's number (E.164), only to answer them by SMS; null once they send STOP. */
  reply_phone: ColumnType<string | null, string | null | undefined, string | null>;
  reply_gateway: ColumnType<PhoneGateway | null, PhoneGateway | null | undefined, never>;
  reply_language: ColumnType<Locale | null, Locale | null | undefined, never>;
  /** The gateway's id of the USSD session or message that made it: a callback sent twice makes one report. */
  channel_ref: ColumnType<string | null, string | null | undefined, never>;
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
