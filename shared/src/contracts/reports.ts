/**
 * Eyewitness reports (spec §3.3, §7, issue 19) and their moderation: what `POST /eyewitness` answers, the
 * public list of published reports, the reporter's own reports, and the moderation queue with each
 * report's history.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  COMMENT_MAX_LENGTH,
  MEDIA_KINDS,
  NAME_MAX_LENGTH,
  PLACE_MAX_LENGTH,
  REJECT_REASON_MAX_LENGTH,
  VIDEO_URL_MAX_LENGTH,
} from '../rules.js';
import { literals, RowId } from './common.js';
import { declareDataset, field } from './declare.js';

const MediaKind = literals(MEDIA_KINDS);
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * Where a report stands. Submitted: waiting in the queue; under review: a moderator has taken it;
 * approved: published (the reporter reads 'Published', or 'Verified' once its facts were checked);
 * rejected: not published, with the moderator's reason; withdrawn: the reporter took it back.
 */
export const ReportStatus = literals(['submitted', 'under_review', 'approved', 'rejected', 'withdrawn']);
export type ReportStatus = Static<typeof ReportStatus>;

/** How a report came: the web form, an SMS, or a USSD session on a basic phone (issue 40). */
export const ReportChannel = literals(['web', 'sms', 'ussd']);
export type ReportChannel = Static<typeof ReportChannel>;

/** Who carries a phone reporter's SMS: an Africa's Talking account, or an Android phone running SMS Gateway for Android. */
export const PhoneGateway = literals(['africastalking', 'phone-gateway']);
export type PhoneGateway = Static<typeof PhoneGateway>;

/** What a moderator decides: take it for review, publish it, refuse it with a reason, record that its facts were checked. */
export const Decision = literals(['under_review', 'approved', 'rejected', 'verified']);
export type Decision = Static<typeof Decision>;

/** One line of a report's history: the reporter's own steps, each decision, and each note to the reporter. */
export const ReportEventKind = literals([
  'submitted',
  'resubmitted',
  'under_review',
  'approved',
  'rejected',
  'verified',
  'note',
  'withdrawn',
]);
export type ReportEventKind = Static<typeof ReportEventKind>;

export const ReportEvent = Type.Object({
  kind: ReportEventKind,
  /** The reason of a rejection, the words of a note, how the facts were checked for 'verified'; else null. */
  text: Nullable(Type.String()),
  at: Type.String(),
  /**
   * Who acted, for moderators: the id is null once their account is gone, the name is kept. Null for the
   * reporter's own steps, and in the reporter's own view (a reporter is told what was decided, not by whom).
   */
  by: Type.Union([Type.Object({ id: Nullable(Type.Integer()), name: Type.String() }), Type.Null()]),
});
export type ReportEvent = Static<typeof ReportEvent>;

/** Where it happened, without a map: a state and one of its local government areas, both optional. */
const placeFields = {
  stateId: Nullable(Type.Integer()),
  /** The state's name, for display. */
  state: Nullable(Type.String()),
  lga: Nullable(Type.String()),
};

/** The place as the reporter gives it, in `POST /eyewitness` (multipart fields) and `PUT /my/reports/:id`. */
export const ReportPlaceInput = Type.Object({
  stateId: Type.Optional(RowId()),
  /** Must be one of the local government areas of `stateId` (400 otherwise). */
  lga: Type.Optional(Type.String({ maxLength: 100 })),
  /** 'Describe the place': shown to moderators and the reporter, never published. */
  placeDescription: Type.Optional(Type.String({ maxLength: PLACE_MAX_LENGTH })),
});
export type ReportPlaceInput = Static<typeof ReportPlaceInput>;

/**
 * `POST /eyewitness`'s multipart/form-data fields (§3.3, §7), as the API reads them: the report's words,
 * the place, then repeated `media` files (photographs, or one video), the id of a video's finished
 * resumable upload (`videoUpload`), or a `videoUrl`. Described in the OpenAPI document; the route reads
 * the parts as they stream, so the checks are the route's own (the same rules, §5).
 */
export const EyewitnessForm = Type.Object({
  firstName: Type.String({ maxLength: NAME_MAX_LENGTH }),
  lastName: Type.String({ maxLength: NAME_MAX_LENGTH }),
  email: Type.String({ maxLength: 254, description: "The account's own address" }),
  commentType: Type.String({ maxLength: 100, description: 'One of the comment types (§3.3)' }),
  comment: Type.String({ maxLength: COMMENT_MAX_LENGTH }),
  showName: Type.Optional(literals(['true', 'false'])),
  ...ReportPlaceInput.properties,
  media: Type.Optional(
    Type.Array(Type.String({ format: 'binary' }), { description: 'Photographs (JPEG, PNG or WebP), or one video (MP4, WebM)' }),
  ),
  videoUpload: Type.Optional(Type.String({ description: 'The id of a finished resumable upload of the video (/eyewitness/uploads)' })),
  videoUrl: Type.Optional(Type.String({ maxLength: VIDEO_URL_MAX_LENGTH, description: 'A link to the video, instead of a file' })),
});
export type EyewitnessForm = Static<typeof EyewitnessForm>;

/** `POST /eyewitness` (201): the report is in the moderation queue. */
export const ReportReceivedAnswer = Type.Object({
  message: Type.String(),
  report: Type.Object({ id: Type.Integer(), status: ReportStatus }),
});
export type ReportReceivedAnswer = Static<typeof ReportReceivedAnswer>;

/** What the public, the reporter and the moderators all see of a report. */
const reportFields = {
  id: Type.Integer(),
  commentType: Type.String(),
  comment: Type.String(),
  videoUrl: Nullable(Type.String()),
  /** A moderator checked its facts. */
  verified: Type.Boolean(),
  /** How its facts were checked, as the moderator wrote it when verifying; null until verified. */
  verifiedHow: Nullable(Type.String()),
  ...placeFields,
};

/**
 * A photograph or video of a report. Photographs are re-encoded on the server (PHOTO_LIMITS): `url` is the
 * full photo, `thumbnailUrl` the 480 px copy a report's page shows, `listUrl` the small AVIF copy lists
 * show (LIST_PHOTO), `width` and `height` the full photo's, so a page reserves the space before it loads.
 * Videos have neither copy and no size.
 */
export const ReportMedia = Type.Object({
  id: Type.Integer(),
  kind: MediaKind,
  contentType: Type.String(),
  size: Type.Integer(),
  url: Type.String(),
  thumbnailUrl: Nullable(Type.String()),
  listUrl: Nullable(Type.String()),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
});
export type ReportMedia = Static<typeof ReportMedia>;

/**
 * A published report as `GET /reports` and `GET /reports/:id` give it: the place only as state and local
 * government area (never the reporter's description of it), no e-mail address, and a first name only when
 * consented.
 */
export const PublicReport = Type.Object({
  ...reportFields,
  /** The reporter's first name, or null when they did not agree to show it. */
  name: Nullable(Type.String()),
  publishedAt: Type.String(),
  media: Type.Array(ReportMedia),
});
export type PublicReport = Static<typeof PublicReport>;

/**
 * The published reports as open data (`/downloads/reports.csv` and `.json`): each report's place (state and
 * local government area only), type, words, date, whether and how its facts were checked, and the
 * addresses of its media; never a name, an e-mail address or the reporter's own description of the place.
 */
export const ReportRows = declareDataset({
  id: field(Type.Integer(), 'integer', 'Identifier of the report, its page at /reports/{id}'),
  state_id: field(Nullable(Type.Integer()), 'integer', "The state's id in the states resource; empty when not given"),
  state: field(Nullable(Type.String()), 'string', 'The state; empty when not given'),
  lga: field(Nullable(Type.String()), 'string', 'The local government area; empty when not given'),
  comment_type: field(Type.String(), 'string', 'What kind of report it is (§3.3)'),
  comment: field(Type.String(), 'string', "The reporter's words"),
  published_at: field(Type.String(), 'datetime', 'When a moderator published it'),
  verified: field(Type.Boolean(), 'boolean', 'True only where a moderator checked its facts'),
  verified_how: field(Nullable(Type.String()), 'string', 'How its facts were checked; empty until verified'),
  video_url: field(Nullable(Type.String()), 'string', 'A link to its video; empty when none'),
  media: field(Type.Array(Type.String()), 'string', "The addresses of its photographs and video; several values are separated by '; '"),
});
export type ReportRow = Static<typeof ReportRows.contract>;

/** `GET /reports?state_id=&comment_type=&page=&per_page=` */
export const PublicReportsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1 })),
  state_id: Type.Optional(RowId()),
  comment_type: Type.Optional(Type.String({ maxLength: 100 })),
});
export type PublicReportsQuery = Static<typeof PublicReportsQuery>;

/** A report as its reporter sees it in My reports: everything they sent, where it stands, and its history. */
export const MyReport = Type.Object({
  ...reportFields,
  placeDescription: Nullable(Type.String()),
  status: ReportStatus,
  createdAt: Type.String(),
  media: Type.Array(ReportMedia),
  history: Type.Array(ReportEvent),
});
export type MyReport = Static<typeof MyReport>;

/** `GET /my/reports`: the signed-in user's reports, newest first. */
export const MyReportsAnswer = Type.Object({ reports: Type.Array(MyReport) });
export type MyReportsAnswer = Static<typeof MyReportsAnswer>;

/** `POST /my/reports/:id/withdraw` and `PUT /my/reports/:id` (resubmit a report that was not published). */
export const MyReportAnswer = Type.Object({ message: Type.String(), report: MyReport });
export type MyReportAnswer = Static<typeof MyReportAnswer>;

/** `PUT /my/reports/:id`: the report sent again with its words and place corrected; it returns to the queue. */
export const ResubmitBody = Type.Composite([
  Type.Object({ commentType: Type.String({ maxLength: 100 }), comment: Type.String({ maxLength: COMMENT_MAX_LENGTH }) }),
  ReportPlaceInput,
]);
export type ResubmitBody = Static<typeof ResubmitBody>;

/**
 * A report as moderators see it: everything the reporter sent, and its whole history with who acted. An
 * SMS or USSD report has no name and no e-mail address (both empty): its channel and number's ending say who.
 */
export const ModerationReport = Type.Object({
  ...reportFields,
  placeDescription: Nullable(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  /** The reporter agreed that their first name is shown once the report is published. */
  showName: Type.Boolean(),
  channel: ReportChannel,
  /**
   * The last three digits of an SMS or USSD reporter's number, all moderators see of it (the number is
   * kept only to answer by SMS); null for a web report, and once the reporter has sent STOP.
   */
  phoneEnding: Nullable(Type.String()),
  status: ReportStatus,
  createdAt: Type.String(),
  media: Type.Array(ReportMedia),
  history: Type.Array(ReportEvent),
});
export type ModerationReport = Static<typeof ModerationReport>;

/** `GET /moderation/reports?status=&state_id=`; without a status, the reports waiting for a first look (submitted). */
export const ModerationQueueQuery = Type.Object({ status: Type.Optional(ReportStatus), state_id: Type.Optional(RowId()) });
export type ModerationQueueQuery = Static<typeof ModerationQueueQuery>;

/** `GET /moderation/reports`; `medianHoursToDecision` (submission to first approve or reject) only for administrators. */
export const ModerationQueueAnswer = Type.Object({
  reports: Type.Array(ModerationReport),
  medianHoursToDecision: Type.Optional(Nullable(Type.Number())),
});
export type ModerationQueueAnswer = Static<typeof ModerationQueueAnswer>;

/** Approve, verify, reject: the report as it stands after the decision. */
export const ModerationReportAnswer = Type.Object({ report: ModerationReport });
export type ModerationReportAnswer = Static<typeof ModerationReportAnswer>;

export const RejectBody = Type.Object({ reason: Type.String({ maxLength: REJECT_REASON_MAX_LENGTH }) });
export type RejectBody = Static<typeof RejectBody>;

/** `POST /moderation/reports/:id/verify`: how the facts were checked (required; shown with the report). */
export const VerifyBody = Type.Object({ how: Type.String({ maxLength: REJECT_REASON_MAX_LENGTH }) });
export type VerifyBody = Static<typeof VerifyBody>;

/** `POST /moderation/reports/:id/notes`: a note e-mailed to the reporter and kept in the history. */
export const NoteBody = Type.Object({ note: Type.String({ maxLength: REJECT_REASON_MAX_LENGTH }) });
export type NoteBody = Static<typeof NoteBody>;
