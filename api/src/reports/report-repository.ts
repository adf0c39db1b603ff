/**
 * The queries of the eyewitness area: recording a report with its place and media, the reporter's own
 * reports (resubmit, withdraw), the moderation queue and decisions with the history they leave, and the
 * public list of published reports.
 */
import type { Locale } from '@portal/shared/i18n';
import path from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/database.js';
import { HttpError } from '../errors.js';
import type { Database } from '../db/schema.js';
import { MediaStore, THUMBNAIL_FORMAT, type StagedFile } from './media-store.js';
import type {
  Decision,
  ModerationReport,
  PhoneGateway,
  MyReport,
  PublicReport,
  ReportEvent,
  ReportMedia,
  ReportStatus,
} from '@portal/shared/contracts';
import { API_PATH, PLACE_MAX_LENGTH } from '@portal/shared/rules';
import type { ReportTables } from './report-tables.js';
import { phoneEnding } from '../channels/phone-number.js';

export type ReportsDB = Kysely<Database & ReportTables>;
export type ReportsTrx = Transaction<Database & ReportTables>;
/** The database with the reports area's tables added to its type. */
export const reportsDb = (db: DB): ReportsDB => db.withTables<ReportTables>();

export interface Person {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
}

/** The account behind an authenticated request: names for decisions, the address for reports. */
export async function whoIs(db: ReportsDB, id: number): Promise<Person> {
  const person = await db.selectFrom('users').select(['id', 'firstname', 'lastname', 'email']).where('id', '=', id).executeTakeFirst();
  if (!person) throw new HttpError(401, 'loginRequired');
  return person;
}

/** Where it happened, as stored: the state's id, one of its LGAs by its listed name, and the reporter's words. */
export interface Place {
  stateId: number | null;
  lga: string | null;
  placeDescription: string | null;
}

/**
 * Checks a place against the states the open data holds (400 otherwise): the state must exist and the
 * LGA must be one of its own, matched without regard to case or spacing and stored as the list spells it.
 */
export async function resolvePlace(
  db: ReportsDB,
  input: { stateId?: number | undefined; lga?: string | undefined; placeDescription?: string | undefined },
): Promise<Place> {
  const placeDescription = input.placeDescription?.trim() || null;
  if (placeDescription && placeDescription.length > PLACE_MAX_LENGTH)
    throw new HttpError(400, 'placeDescriptionTooLong', { max: PLACE_MAX_LENGTH });
  const wanted = input.lga?.trim().replace(/\s+/g, ' ').toLowerCase() || null;
  if (input.stateId === undefined) {
    if (wanted) throw new HttpError(400, 'placeLgaWithoutState');
    return { stateId: null, lga: null, placeDescription };
  }
  const state = await db.selectFrom('states').select(['id', 'name', 'lgas']).where('id', '=', input.stateId).executeTakeFirst();
  if (!state) throw new HttpError(400, 'placeUnknownState');
  if (!wanted) return { stateId: state.id, lga: null, placeDescription };
  const lgas = Array.isArray(state.lgas) ? (state.lgas as unknown[]).filter((name): name is string => typeof name === 'string') : [];
  const lga = lgas.find((name) => name.replace(/\s+/g, ' ').toLowerCase() === wanted);
  if (!lga) throw new HttpError(400, 'placeLgaNotOfState', { state: state.name });
  return { stateId: state.id, lga, placeDescription };
}

/** Who sent a report from a phone (issue 40): kept to answer them by SMS, in their language, through their gateway. */
export interface PhoneSender {
  channel: 'sms' | 'ussd';
  /** The gateway's id of the session or message: one report however often the gateway sends it. */
  ref: string;
  phone: string;
  gateway: PhoneGateway;
  language: Locale;
}

export interface NewReport {
  /** The account that sent it, or null for a report from a phone (`phone`). */
  userId: number | null;
  phone?: PhoneSender;
  firstName: string;
  lastName: string;
  email: string;
  commentType: string;
  comment: string;
  showName: boolean;
  videoUrl: string | null;
  place: Place;
}

/**
 * What an account has sent: reports in the last hour, and bytes of media in the last 24 hours, counting
 * the declared size of each resumable video upload it has begun and not yet attached (no older than a day).
 */
export async function usageOf(db: ReportsDB, userId: number): Promise<{ reportsLastHour: number; bytesLastDay: number }> {
  const pending = await db
    .selectFrom('report_uploads')
    .select(sql<string>`coalesce(sum(size), 0)`.as('bytes'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const row = await db
    .selectFrom('eyewitness_reports as r')
    .leftJoin('eyewitness_media as m', 'm.report_id', 'r.id')
    .select([
      sql<string>`count(distinct r.id) filter (where r.created_at > now() - interval '1 hour')`.as('reports'),
      sql<string>`coalesce(sum(m.size), 0)`.as('bytes'),
    ])
    .where('r.user_id', '=', userId)
    .where('r.created_at', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow();
  return { reportsLastHour: Number(row.reports), bytesLastDay: Number(row.bytes) + Number(pending.bytes) };
}

/** Holds other submissions of this account until the transaction ends, so two cannot both pass its quota. */
export async function lockAccount(trx: ReportsTrx, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Inserts the report, its media rows and its 'submitted' event; the caller commits the files inside the same transaction. */
export async function insertReport(trx: ReportsTrx, report: NewReport, files: StagedFile[]): Promise<number> {
  const { id } = await trx
    .insertInto('eyewitness_reports')
    .values({
      user_id: report.userId,
      first_name: report.firstName,
      last_name: report.lastName,
      email: report.email,
      comment_type: report.commentType,
      comment: report.comment,
      show_name: report.showName,
      video_url: report.videoUrl,
      state_id: report.place.stateId,
      lga: report.place.lga,
      place_description: report.place.placeDescription,
      published_at: null,
      ...(report.phone
        ? {
            channel: report.phone.channel,
            channel_ref: report.phone.ref,
            reply_phone: report.phone.phone,
            reply_gateway: report.phone.gateway,
            reply_language: report.phone.language,
          }
        : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (files.length > 0) {
    await trx
      .insertInto('eyewitness_media')
      .values(
        files.map((file, position) => ({
          report_id: id,
          position,
          kind: file.kind,
          content_type: file.contentType,
          stored_name: file.storedName,
          size: file.size,
          width: file.width,
          height: file.height,
          thumbnail_name: file.thumbnailName,
        })),
      )
      .execute();
  }
  await trx
    .insertInto('eyewitness_events')
    .values({ report_id: id, kind: 'submitted', text: null, actor_id: null, actor_name: null })
    .execute();
  return id;
}

/** Each report's items, in the order of `rows`. */
function byReport<R extends { report_id: number }, T>(rows: readonly R[], item: (row: R) => T): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const items = grouped.get(row.report_id) ?? [];
    items.push(item(row));
    grouped.set(row.report_id, items);
  }
  return grouped;
}

/** Who may fetch the files: everyone (published only), moderators, or the reporter. Each has its own path. */
export type MediaAudience = 'public' | 'moderation' | 'mine';
const MEDIA_BASE: Record<MediaAudience, string> = {
  public: `${API_PATH}/reports`,
  moderation: `${API_PATH}/moderation/reports`,
  mine: `${API_PATH}/my/reports`,
};

async function mediaOf(db: ReportsDB, reportIds: number[], audience: MediaAudience): Promise<Map<number, ReportMedia[]>> {
  if (reportIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('eyewitness_media')
    .select(['id', 'report_id', 'kind', 'content_type', 'size', 'width', 'height', 'thumbnail_name'])
    .where('report_id', 'in', reportIds)
    .orderBy('report_id')
    .orderBy('position')
    .execute();
  return byReport(rows, (row) => {
    const url = `${MEDIA_BASE[audience]}/${row.report_id}/media/${row.id}`;
    return {
      id: row.id,
      kind: row.kind,
      contentType: row.content_type,
      size: row.size,
      url,
      thumbnailUrl: row.thumbnail_name ? `${url}/thumbnail` : null,
      listUrl: row.thumbnail_name ? `${url}/list` : null,
      width: row.width,
      height: row.height,
    };
  });
}

/** Each report's history, oldest first; `withActors` for moderators, who see who acted. */
async function historyOf(db: ReportsDB, reportIds: number[], withActors: boolean): Promise<Map<number, ReportEvent[]>> {
  if (reportIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('eyewitness_events')
    .select(['report_id', 'kind', 'text', 'actor_id', 'actor_name', 'at'])
    .where('report_id', 'in', reportIds)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return byReport(rows, (row) => ({
    kind: row.kind,
    text: row.text,
    at: row.at.toISOString(),
    by: withActors && row.actor_name !== null ? { id: row.actor_id, name: row.actor_name } : null,
  }));
}

/** Reports with the state's name: every view starts here. */
const reports = (db: ReportsDB) =>
  db
    .selectFrom('eyewitness_reports as r')
    .leftJoin('states as s', 's.id', 'r.state_id')
    .select([
      'r.id',
      'r.user_id',
      'r.first_name',
      'r.last_name',
      'r.email',
      'r.comment_type',
      'r.comment',
      'r.show_name',
      'r.video_url',
      'r.status',
      'r.verified',
      'r.verified_how',
      'r.state_id',
      's.name as state',
      'r.lga',
      'r.place_description',
      'r.created_at',
      'r.published_at',
      'r.channel',
      'r.reply_phone',
    ]);
type ReportRow = Awaited<ReturnType<ReturnType<typeof reports>['executeTakeFirstOrThrow']>>;

/** What every audience sees of a report: its words, its verification and its place (state and LGA). */
const common = (row: ReportRow) => ({
  id: row.id,
  commentType: row.comment_type,
  comment: row.comment,
  videoUrl: row.video_url,
  verified: row.verified,
  verifiedHow: row.verified_how,
  stateId: row.state_id,
  state: row.state,
  lga: row.lga,
});

/** The reporter's view of their reports; moderation sees the same with its own media links and who acted in the history. */
async function asMine(db: ReportsDB, rows: ReportRow[], audience: 'mine' | 'moderation' = 'mine'): Promise<MyReport[]> {
  const ids = rows.map((row) => row.id);
  const [media, history] = await Promise.all([mediaOf(db, ids, audience), historyOf(db, ids, audience === 'moderation')]);
  return rows.map((row) => ({
    ...common(row),
    placeDescription: row.place_description,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    media: media.get(row.id) ?? [],
    history: history.get(row.id) ?? [],
  }));
}

/**
 * Moderators see what the reporter sees plus who sent the report and whether they agreed to show their
 * name; of an SMS or USSD reporter, the channel and the number's last digits only.
 */
async function asModeration(db: ReportsDB, rows: ReportRow[]): Promise<ModerationReport[]> {
  const mine = await asMine(db, rows, 'moderation');
  return rows.map((row, index) => ({
    ...mine[index]!,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    showName: row.show_name,
    channel: row.channel,
    phoneEnding: row.reply_phone === null ? null : phoneEnding(row.reply_phone),
  }));
}

/** Published reports hold no e-mail address, no last name, no description of the place, and a first name only when consented. */
async function asPublic(db: ReportsDB, rows: ReportRow[]): Promise<PublicReport[]> {
  const media = await mediaOf(
    db,
    rows.map((row) => row.id),
    'public',
  );
  return rows.map((row) => ({
    ...common(row),
    name: row.show_name ? row.first_name : null,
    publishedAt: (row.published_at ?? row.created_at).toISOString(),
    media: media.get(row.id) ?? [],
  }));
}

export interface ModerationFilter {
  status: ReportStatus;
  stateId?: number | undefined;
}

/** The queue: reports of one status (and state), the submitted oldest first so nothing waits forever. */
export async function listForModeration(db: ReportsDB, filter: ModerationFilter, limit: number): Promise<ModerationReport[]> {
  let query = reports(db).where('r.status', '=', filter.status);
  if (filter.stateId !== undefined) query = query.where('r.state_id', '=', filter.stateId);
  const waiting = filter.status === 'submitted' || filter.status === 'under_review';
  const rows = await query
    .orderBy('r.created_at', waiting ? 'asc' : 'desc')
    .orderBy('r.id')
    .limit(limit)
    .execute();
  return asModeration(db, rows);
}

export async function findForModeration(db: ReportsDB, id: number): Promise<ModerationReport | null> {
  const row = await reports(db).where('r.id', '=', id).executeTakeFirst();
  return row ? (await asModeration(db, [row]))[0]! : null;
}

/** The reporter's own reports, newest first. */
export async function listMine(db: ReportsDB, userId: number): Promise<MyReport[]> {
  const rows = await reports(db).where('r.user_id', '=', userId).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute();
  return asMine(db, rows);
}

/** One of the reporter's own reports; null for a report of someone else, exactly as for one that does not exist. */
export async function findMine(db: ReportsDB, userId: number, id: number): Promise<MyReport | null> {
  const row = await reports(db).where('r.id', '=', id).where('r.user_id', '=', userId).executeTakeFirst();
  return row ? (await asMine(db, [row]))[0]! : null;
}

export interface PublicFilter {
  page: number;
  perPage: number;
  stateId?: number | undefined;
  commentType?: string | undefined;
}

/** Published reports, newest first. */
export async function listPublic(db: ReportsDB, filter: PublicFilter): Promise<{ reports: PublicReport[]; total: number }> {
  let published = db.selectFrom('eyewitness_reports as r').where('r.status', '=', 'approved');
  if (filter.stateId !== undefined) published = published.where('r.state_id', '=', filter.stateId);
  if (filter.commentType !== undefined) published = published.where('r.comment_type', '=', filter.commentType);
  const [{ total }, page] = await Promise.all([
    published.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    published
      .select('r.id')
      .orderBy('r.published_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage)
      .execute(),
  ]);
  const ids = page.map((row) => row.id);
  const rows = ids.length > 0 ? await reports(db).where('r.id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  // The page's order, whatever order the second query returned them in.
  return {
    total: Number(total),
    reports: await asPublic(
      db,
      ids.flatMap((id) => byId.get(id) ?? []),
    ),
  };
}

/** One published report, or null (not published, no longer, or never). */
export async function findPublic(db: ReportsDB, id: number): Promise<PublicReport | null> {
  const row = await reports(db).where('r.id', '=', id).where('r.status', '=', 'approved').executeTakeFirst();
  return row ? (await asPublic(db, [row]))[0]! : null;
}

/** Whether a state exists in the open data (the public filter refuses an unknown one). */
export async function stateExists(db: ReportsDB, id: number): Promise<boolean> {
  return (await db.selectFrom('states').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export interface Decider {
  id: number;
  name: string;
}

/** The statuses each decision applies to; anything else is a decision that no longer applies (409). */
const APPLIES_TO: Record<Decision, readonly ReportStatus[]> = {
  under_review: ['submitted'],
  approved: ['submitted', 'under_review'],
  // A published report can be taken down; a withdrawn one belongs to its reporter alone.
  rejected: ['submitted', 'under_review', 'approved'],
  verified: ['approved'],
};

/**
 * Records a decision if it still applies, in one transaction with its event. Returns false when it no
 * longer applies (already decided, withdrawn, or a verify on a report not published or already
 * verified), so two moderators deciding at once cannot both win.
 */
export async function decide(db: ReportsDB, id: number, decision: Decision, by: Decider, text: string | null): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const update = trx
      .updateTable('eyewitness_reports')
      .where('id', '=', id)
      .where('status', 'in', [...APPLIES_TO[decision]]);
    const now = sql<Date>`now()`;
    const changed =
      decision === 'under_review'
        ? await update.set({ status: 'under_review' }).executeTakeFirst()
        : decision === 'approved'
          ? await update.set({ status: 'approved', published_at: now }).executeTakeFirst()
          : decision === 'rejected'
            ? await update.set({ status: 'rejected', published_at: null }).executeTakeFirst()
            : await update.set({ verified: true, verified_how: text }).where('verified', '=', false).executeTakeFirst();
    if (changed.numUpdatedRows === 0n) return false;
    await trx
      .insertInto('eyewitness_events')
      .values({ report_id: id, kind: decision, text, actor_id: by.id, actor_name: by.name })
      .execute();
    return true;
  });
}

/** Keeps a moderator's note to the reporter in the history; false when there is no such report. */
export async function addNote(db: ReportsDB, id: number, by: Decider, text: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Locked, so the report cannot disappear between the check and the insert.
    const report = await trx.selectFrom('eyewitness_reports').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!report) return false;
    await trx.insertInto('eyewitness_events').values({ report_id: id, kind: 'note', text, actor_id: by.id, actor_name: by.name }).execute();
    return true;
  });
}

/** Whether one of the reporter's own steps applied: 'missing' is also someone else's report (never told apart). */
export type OwnStep = { done: true } | { done: false; status: ReportStatus | 'missing' };

async function ownStatus(trx: ReportsTrx, userId: number, id: number): Promise<ReportStatus | 'missing'> {
  const row = await trx
    .selectFrom('eyewitness_reports')
    .select('status')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.status ?? 'missing';
}

/**
 * The reporter takes a report back, whatever its status but withdrawn: it is unpublished, its media rows
 * go, and the names of their files (photos and thumbnails) are returned for the caller to delete once
 * this has committed. A deletion that fails then is finished by the store's clean-up at the next start.
 */
export async function withdraw(db: ReportsDB, userId: number, id: number): Promise<OwnStep & { files: string[] }> {
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('eyewitness_reports')
      .set({ status: 'withdrawn', published_at: null })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '<>', 'withdrawn')
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) return { done: false, status: await ownStatus(trx, userId, id), files: [] };
    const media = await trx
      .deleteFrom('eyewitness_media')
      .where('report_id', '=', id)
      .returning(['stored_name', 'thumbnail_name'])
      .execute();
    await trx
      .insertInto('eyewitness_events')
      .values({ report_id: id, kind: 'withdrawn', text: null, actor_id: null, actor_name: null })
      .execute();
    return { done: true, files: media.flatMap((row) => [row.stored_name, ...(row.thumbnail_name ? [row.thumbnail_name] : [])]) };
  });
}

export interface Correction {
  commentType: string;
  comment: string;
  place: Place;
}

/**
 * A rejected report, corrected by its reporter, goes back to the queue as submitted. It is new words,
 * so any earlier verification no longer holds.
 */
export async function resubmit(db: ReportsDB, userId: number, id: number, correction: Correction): Promise<OwnStep> {
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('eyewitness_reports')
      .set({
        comment_type: correction.commentType,
        comment: correction.comment,
        state_id: correction.place.stateId,
        lga: correction.place.lga,
        place_description: correction.place.placeDescription,
        status: 'submitted',
        verified: false,
        verified_how: null,
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'rejected')
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) return { done: false, status: await ownStatus(trx, userId, id) };
    await trx
      .insertInto('eyewitness_events')
      .values({ report_id: id, kind: 'resubmitted', text: null, actor_id: null, actor_name: null })
      .execute();
    return { done: true };
  });
}

export interface Reporter {
  email: string;
  firstname: string;
  /** The language of the account, which mail to it is written in. */
  language: Locale;
  submittedAt: Date;
  comment: string;
}

/** Who sent a report, for the mail about a decision: the account's address and name today. */
export async function reporterOf(db: ReportsDB, id: number): Promise<Reporter | null> {
  const row = await db
    .selectFrom('eyewitness_reports as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.email', 'u.firstname', 'u.language', 'r.created_at', 'r.comment'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  return row
    ? { email: row.email, firstname: row.firstname, language: row.language, submittedAt: row.created_at, comment: row.comment }
    : null;
}

/**
 * The median time, in hours, from a report's submission to its first approval or rejection, over every
 * report that has had one; null when none has.
 */
export async function medianHoursToDecision(db: ReportsDB): Promise<number | null> {
  const { median } = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('eyewitness_reports as r')
        .innerJoin('eyewitness_events as e', 'e.report_id', 'r.id')
        .where('e.kind', 'in', ['approved', 'rejected'])
        .groupBy(['r.id', 'r.created_at'])
        .select(sql<number>`extract(epoch from min(e.at) - r.created_at)::float8 / 3600`.as('hours'))
        .as('first_decisions'),
    )
    .select(sql<number | null>`percentile_cont(0.5) within group (order by hours)`.as('median'))
    .executeTakeFirstOrThrow();
  // Hundredths of an hour: precise enough to show, without floating-point noise.
  return median === null ? null : Math.round(Number(median) * 100) / 100;
}

export interface StoredMedia {
  storedName: string;
  contentType: string;
}

/** Where a media file may be fetched from: published reports, any report (moderators), or the reporter's own. */
export type MediaScope = { published: true } | { published: false } | { userId: number };

/** One media file of a report, or its thumbnail; null when it is not there for this scope (or has no thumbnail). */
export async function findMedia(
  db: ReportsDB,
  reportId: number,
  mediaId: number,
  scope: MediaScope,
  variant: 'full' | 'thumbnail' = 'full',
): Promise<StoredMedia | null> {
  let query = db
    .selectFrom('eyewitness_media as m')
    .innerJoin('eyewitness_reports as r', 'r.id', 'm.report_id')
    .select(['m.stored_name', 'm.content_type', 'm.thumbnail_name'])
    .where('m.id', '=', mediaId)
    .where('m.report_id', '=', reportId);
  if ('userId' in scope) query = query.where('r.user_id', '=', scope.userId);
  else if (scope.published) query = query.where('r.status', '=', 'approved');
  const row = await query.executeTakeFirst();
  if (!row) return null;
  if (variant === 'full') return { storedName: row.stored_name, contentType: row.content_type };
  return row.thumbnail_name ? { storedName: row.thumbnail_name, contentType: THUMBNAIL_FORMAT.contentType } : null;
}

/** Which of these stored names a report refers to, as a file or a thumbnail (the store's clean-up at start keeps only those). */
async function referencedNames(db: ReportsDB, names: string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('eyewitness_media')
    .select('stored_name as name')
    .where('stored_name', 'in', names)
    .union(
      db
        .selectFrom('eyewitness_media')
        .select(sql<string>`thumbnail_name`.as('name'))
        .where('thumbnail_name', 'in', names),
    )
    .execute();
  return new Set(rows.map((row) => row.name));
}

/** The media store in `DATA_DIR/uploads`, cleared of what a crash left behind. */
export async function openMediaStore(db: DB, dataDir: string): Promise<MediaStore> {
  const store = new MediaStore(path.join(dataDir, 'uploads'));
  await store.open((names) => referencedNames(reportsDb(db), names));
  return store;
}
