/**
 * The queries of the eyewitness area: recording a report with its media, the moderation queue and
 * decisions, and the public list of approved reports.
 */
import path from 'node:path';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../db/database.js';
import { HttpError } from '../errors.js';
import type { Database } from '../db/schema.js';
import { MediaStore, type StagedFile } from './media-store.js';
import type { Decision, DecisionRecord, ModerationReport, PublicReport, ReportMedia, ReportStatus } from '@portal/shared/contracts';
import { API_PATH } from '@portal/shared/rules';
import type { ReportTables } from './report-tables.js';

export type ReportsDB = Kysely<Database & ReportTables>;
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
  if (!person) throw new HttpError(401, 'Please log in to continue.');
  return person;
}

export interface NewReport {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  commentType: string;
  comment: string;
  showName: boolean;
  videoUrl: string | null;
}

/** What an account has sent: reports in the last hour, and bytes of media in the last 24 hours. */
export async function usageOf(db: ReportsDB, userId: number): Promise<{ reportsLastHour: number; bytesLastDay: number }> {
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
  return { reportsLastHour: Number(row.reports), bytesLastDay: Number(row.bytes) };
}

/** Holds other submissions of this account until the transaction ends, so two cannot both pass its quota. */
export async function lockAccount(trx: Transaction<Database & ReportTables>, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Inserts the report and its media rows; the caller commits the files inside the same transaction. */
export async function insertReport(trx: Transaction<Database & ReportTables>, report: NewReport, files: StagedFile[]): Promise<number> {
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
      published_at: null,
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
        })),
      )
      .execute();
  }
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

async function mediaOf(db: ReportsDB, reportIds: number[]): Promise<Map<number, ReportMedia[]>> {
  if (reportIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('eyewitness_media')
    .select(['id', 'report_id', 'kind', 'content_type', 'size'])
    .where('report_id', 'in', reportIds)
    .orderBy('report_id')
    .orderBy('position')
    .execute();
  return byReport(rows, (row) => ({ id: row.id, kind: row.kind, contentType: row.content_type, size: row.size }));
}

async function decisionsOf(db: ReportsDB, reportIds: number[]): Promise<Map<number, DecisionRecord[]>> {
  if (reportIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('eyewitness_decisions')
    .selectAll()
    .where('report_id', 'in', reportIds)
    .orderBy('decided_at')
    .orderBy('id')
    .execute();
  return byReport(rows, (row) => ({
    decision: row.decision,
    reason: row.reason,
    at: row.decided_at.toISOString(),
    by: { id: row.decided_by, name: row.decided_by_name },
  }));
}

const moderationColumns = [
  'id',
  'first_name',
  'last_name',
  'email',
  'comment_type',
  'comment',
  'show_name',
  'video_url',
  'status',
  'verified',
  'created_at',
] as const;

type ModerationRow = Pick<Selectable<ReportTables['eyewitness_reports']>, (typeof moderationColumns)[number]>;

async function withDetails(db: ReportsDB, rows: ModerationRow[]): Promise<ModerationReport[]> {
  const ids = rows.map((row) => row.id);
  const [media, decisions] = await Promise.all([mediaOf(db, ids), decisionsOf(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    commentType: row.comment_type,
    comment: row.comment,
    showName: row.show_name,
    videoUrl: row.video_url,
    status: row.status,
    verified: row.verified,
    createdAt: row.created_at.toISOString(),
    media: media.get(row.id) ?? [],
    decisions: decisions.get(row.id) ?? [],
  }));
}

/** The queue: reports of one status, oldest first so nothing waits forever. */
export async function listForModeration(db: ReportsDB, status: ReportStatus, limit: number): Promise<ModerationReport[]> {
  const rows = await db
    .selectFrom('eyewitness_reports')
    .select(moderationColumns)
    .where('status', '=', status)
    .orderBy('created_at', status === 'submitted' ? 'asc' : 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return withDetails(db, rows);
}

export async function findForModeration(db: ReportsDB, id: number): Promise<ModerationReport | null> {
  const row = await db.selectFrom('eyewitness_reports').select(moderationColumns).where('id', '=', id).executeTakeFirst();
  return row ? (await withDetails(db, [row]))[0]! : null;
}

export interface Decider {
  id: number;
  name: string;
}

/**
 * Records a decision if it still applies (approve a report not yet approved; reject one not yet rejected;
 * verify one neither verified nor rejected), in one transaction with its record. Returns false when it
 * no longer applies, so two moderators deciding at once cannot both win.
 */
export async function decide(db: ReportsDB, id: number, decision: Decision, by: Decider, reason: string | null): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const update = trx.updateTable('eyewitness_reports').where('id', '=', id);
    const changed =
      decision === 'approved'
        ? await update.set({ status: 'approved', published_at: new Date() }).where('status', '<>', 'approved').executeTakeFirst()
        : decision === 'rejected'
          ? await update.set({ status: 'rejected', published_at: null }).where('status', '<>', 'rejected').executeTakeFirst()
          : await update.set({ verified: true }).where('verified', '=', false).where('status', '<>', 'rejected').executeTakeFirst();
    if (changed.numUpdatedRows === 0n) return false;
    await trx
      .insertInto('eyewitness_decisions')
      .values({ report_id: id, decision, reason, decided_by: by.id, decided_by_name: by.name })
      .execute();
    return true;
  });
}

/** Approved reports, newest first, without e-mail addresses or unconsented names. */
export async function listPublic(db: ReportsDB, page: number, perPage: number): Promise<{ reports: PublicReport[]; total: number }> {
  const approved = db.selectFrom('eyewitness_reports').where('status', '=', 'approved');
  const [{ total }, rows] = await Promise.all([
    approved.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    approved
      .select(['id', 'comment_type', 'comment', 'show_name', 'first_name', 'verified', 'published_at', 'video_url'])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  const media = await mediaOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: Number(total),
    reports: rows.map((row) => ({
      id: row.id,
      commentType: row.comment_type,
      comment: row.comment,
      name: row.show_name ? row.first_name : null,
      verified: row.verified,
      publishedAt: (row.published_at ?? new Date(0)).toISOString(),
      videoUrl: row.video_url,
      media: (media.get(row.id) ?? []).map((item) => ({
        id: item.id,
        kind: item.kind,
        contentType: item.contentType,
        url: `${API_PATH}/reports/${row.id}/media/${item.id}`,
      })),
    })),
  };
}

export interface StoredMedia {
  storedName: string;
  contentType: string;
  size: number;
}

/** One media file of a report; with `approvedOnly`, only while the report is public. */
export async function findMedia(db: ReportsDB, reportId: number, mediaId: number, approvedOnly: boolean): Promise<StoredMedia | null> {
  let query = db
    .selectFrom('eyewitness_media as m')
    .innerJoin('eyewitness_reports as r', 'r.id', 'm.report_id')
    .select(['m.stored_name', 'm.content_type', 'm.size'])
    .where('m.id', '=', mediaId)
    .where('m.report_id', '=', reportId);
  if (approvedOnly) query = query.where('r.status', '=', 'approved');
  const row = await query.executeTakeFirst();
  return row ? { storedName: row.stored_name, contentType: row.content_type, size: row.size } : null;
}

/** Which of these stored names a report refers to (the store's clean-up at start keeps only those). */
async function referencedNames(db: ReportsDB, names: string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('eyewitness_media').select('stored_name').where('stored_name', 'in', names).execute();
  return new Set(rows.map((row) => row.stored_name));
}

/** The media store in `DATA_DIR/uploads`, cleared of what a crash left behind. */
export async function openMediaStore(db: DB, dataDir: string): Promise<MediaStore> {
  const store = new MediaStore(path.join(dataDir, 'uploads'));
  await store.open((names) => referencedNames(reportsDb(db), names));
  return store;
}
