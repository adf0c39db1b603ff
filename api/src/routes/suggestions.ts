/**
 * Suggestions (issue 36, item 7): a signed-in reader suggests a correction to a school or a state's policy
 * record, or a new school, with the address of a page that supports it; moderators accept or decline it
 * with a reason and the reader is e-mailed, as for reports. An accepted suggestion changes the data only
 * through the import (`importRows`, with every check a file gets), in one transaction with the decision
 * and the record's history; a declined one changes nothing. The history is public, beside the record.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  RecordHistoryAnswer,
  RowId,
  SuggestionAnswer,
  SuggestionBody,
  SuggestionDecisionBody,
  SuggestionQueueAnswer,
  SuggestionQueueQuery,
  SuggestionReceivedAnswer,
  type PolicyRecord,
  type School,
} from '@portal/shared/contracts';
import { isHttpUrl } from '@portal/shared/rules';
import { POLICY_SUGGESTION_FIELDS, SCHOOL_SUGGESTION_FIELDS } from '@portal/shared/suggestion-fields';
import { apiText } from '../i18n/api-text.js';
import { noStore, requireRole, type Authenticate } from '../auth/guard.js';
import type { DB } from '../db/database.js';
import { HttpError } from '../errors.js';
import { mailInBackground, type SendMail } from '../mail/mailer.js';
import { suggestionMail, type SuggestionAbout, type SuggestionMailKind } from '../mail/suggestion-mails.js';
import { importRows, type ImportReport } from '../open-data/import.js';
import { createStateMatcher } from '../open-data/state-names.js';
import type { OpenDataStore } from '../open-data/store.js';
import { sendCached } from '../cached-response.js';
import { unlessTaken } from '../db/conflicts.js';
import { reportsDb, whoIs } from '../reports/report-repository.js';
import {
  decideSuggestion,
  findSuggestion,
  insertSuggestion,
  listSuggestions,
  requestOf,
  suggestionsDb,
  toSuggestion,
  type SuggestionRow,
} from '../suggestions/suggestion-repository.js';
import { currentValue, recordOf, suggestionRow, type SuggestionRequest } from '../suggestions/suggestion-rows.js';
import { CONTROL_CHARACTERS } from './eyewitness.js';

export interface SuggestionOptions {
  db: DB;
  store: OpenDataStore;
  /** The accounts area's session lookup: this area never reads tokens itself. */
  authenticate: Authenticate;
  /** Mail to suggesters about decisions (SMTP or the outbox). */
  sendMail: SendMail;
  /** The portal's address, for the link in those mails. */
  publicUrl: string;
}

const QUEUE_LIMIT = 200;
const IdParams = Type.Object({ id: RowId() });
const QueueQuery = Type.Object({ status: Type.Union(SuggestionQueueQuery.properties.status.anyOf, { default: 'pending' }) });

/** No control character belongs in a suggestion either (the reports' rule), with the suggestion's own message. */
function refuseControlCharacters(values: readonly string[]): void {
  if (values.some((value) => CONTROL_CHARACTERS.test(value))) throw new HttpError(400, 'suggestionCharactersNotAllowed');
}

/** Published with each record the import writes, as an administrator's import is: a moderator by number, not by name. */
const moderatorNo = (id: number) => `Portal moderator no. ${id}`;

/** The page a suggestion is about: the school, the state, or the list of schools for a new school not added. */
function pageOf(suggestion: Pick<SuggestionRow, 'target' | 'record_id'>): string {
  if (suggestion.target === 'policy') return `/states/${suggestion.record_id}`;
  return suggestion.record_id === null ? '/schools' : `/schools/${suggestion.record_id}`;
}

/** Thrown inside the import's transaction to learn what it would write without writing it. */
class CheckOnly extends Error {
  constructor(readonly written: ReadonlyArray<School | PolicyRecord>) {
    super('check only');
  }
}

/**
 * Whether the record the import would write says something new in the suggested field: its sources change
 * with every suggestion, so the import alone would count a repeated value as a change.
 */
function changesTheFact(request: SuggestionRequest, written: School | PolicyRecord | undefined, store: OpenDataStore): boolean {
  if (!written) return false;
  if (request.target === 'new_school') return true;
  // A correction changes its own record, never another (a school renamed is found by its former name).
  if (written.id !== request.recordId) throw new HttpError(409, 'suggestionWrongRecord');
  const before = recordOf(request, store.data);
  return !before || currentValue(before, request.field!) !== currentValue(written, request.field!);
}

/** A suggestion's one-row file, with a policy's working notes read from the database (they are never in the published data). */
async function fileOf(db: DB, store: OpenDataStore, request: SuggestionRequest) {
  if (request.target !== 'policy' || request.recordId === null) return suggestionRow(request, store.data);
  const stored = await db.selectFrom('policies').select('working_notes').where('id', '=', request.recordId).executeTakeFirst();
  return suggestionRow(request, store.data, stored?.working_notes ?? '');
}

const refusal = (report: ImportReport) => report.rejected.map((row) => row.reason).join('; ');

export const suggestionRoutes: FastifyPluginAsyncTypebox<SuggestionOptions> = async (app, options) => {
  await app.register(suggestRoutes, options);
  await app.register(suggestionModerationRoutes, options);
  await app.register(recordHistoryRoutes, options);
};

/**
 * The import's verdict on a suggestion, against the data as published now, in a transaction that is
 * rolled back: a value the import would refuse, or one that changes nothing, is refused when it is made.
 */
async function checkWithImport(db: DB, store: OpenDataStore, request: SuggestionRequest): Promise<void> {
  const row = await fileOf(db, store, request);
  if (!row) throw new HttpError(404, request.target === 'school' ? 'noSuchSchool' : 'noSuchState');
  try {
    const report = await importRows(db, store.data, [{ line: 1, fields: row.fields }], {
      dataset: row.dataset,
      importedBy: 'check',
      ...(row.supports && { correction: { supports: row.supports } }),
      onWrite: async (_trx, written) => {
        throw new CheckOnly(written);
      },
    });
    throw new HttpError(400, 'suggestionRefusedByImport', { reasons: refusal(report) });
  } catch (error) {
    if (!(error instanceof CheckOnly)) throw error;
    const [record] = error.written;
    if (!record || !changesTheFact(request, record, store)) throw new HttpError(400, 'portalAlreadySaysThis');
    if (request.target === 'new_school' && store.data.schools.some((school) => school.id === record.id))
      throw new HttpError(409, 'schoolAlreadyListed', { state: record.state, school: (record as School).name });
  }
}

/** `POST /suggestions`: any signed-in user. */
const suggestRoutes: FastifyPluginAsyncTypebox<SuggestionOptions> = async (app, { db, store, authenticate }) => {
  const sdb = suggestionsDb(db);
  app.post(
    '/suggestions',
    {
      schema: {
        summary: 'Suggest a correction to a school or a state policy record, or a new school, with the address of a page that supports it',
        body: SuggestionBody,
        response: { 201: SuggestionReceivedAnswer },
      },
      preHandler: requireRole(authenticate),
    },
    async (request, reply) => {
      const { body } = request;
      const sourceUrl = (body.sourceUrl ?? '').trim();
      const note = (body.note ?? '').trim();
      const value = (body.value ?? '').trim();
      const school = body.school ? Object.fromEntries(Object.entries(body.school).map(([k, v]) => [k, v.trim()])) : null;
      refuseControlCharacters([sourceUrl, note, value, ...Object.values(school ?? {})]);
      if (!sourceUrl) throw new HttpError(400, 'suggestionSourceMissing');
      if (!isHttpUrl(sourceUrl) || /\s/.test(sourceUrl)) throw new HttpError(400, 'suggestionSourceNotWeb');

      let suggestion: SuggestionRequest;
      if (body.target === 'new_school') {
        if (!school?.name || !school.state) throw new HttpError(400, 'suggestionSchoolMissing');
        if (!createStateMatcher(store.data.states.map((state) => state.name))(school.state))
          throw new HttpError(400, 'notAStateOfNigeria', { state: school.state });
        suggestion = {
          target: 'new_school',
          recordId: null,
          field: null,
          value: '',
          school: school as SuggestionRequest['school'],
          sourceUrl,
        };
      } else {
        if (body.recordId === undefined) throw new HttpError(400, 'suggestionTargetMissing');
        const fields: readonly string[] = body.target === 'school' ? SCHOOL_SUGGESTION_FIELDS : POLICY_SUGGESTION_FIELDS;
        if (!body.field || !fields.includes(body.field)) throw new HttpError(400, 'suggestionFieldMissing');
        if (!value) throw new HttpError(400, 'suggestionValueMissing');
        suggestion = { target: body.target, recordId: body.recordId, field: body.field, value, school: null, sourceUrl };
        if (!recordOf(suggestion, store.data)) throw new HttpError(404, body.target === 'school' ? 'noSuchSchool' : 'noSuchState');
      }
      await checkWithImport(db, store, suggestion);
      const id = await insertSuggestion(sdb, { ...suggestion, userId: request.actor!.id, note, showName: body.showName ?? false });
      return reply.status(201).send({ message: apiText(request, reply, 'suggestionReceived'), suggestion: { id, status: 'pending' } });
    },
  );
};

/** The moderators' queue and decisions: admin and moderator only. */
const suggestionModerationRoutes: FastifyPluginAsyncTypebox<SuggestionOptions> = async (
  app,
  { db, store, authenticate, sendMail, publicUrl },
) => {
  const sdb = suggestionsDb(db);
  const send = mailInBackground(app, sendMail);
  app.addHook('onRequest', noStore);
  app.addHook('preHandler', requireRole(authenticate, 'admin', 'moderator'));

  async function pending(id: number): Promise<SuggestionRow> {
    const row = await findSuggestion(sdb, id);
    if (!row) throw new HttpError(404, 'noSuchSuggestion');
    if (row.status !== 'pending') throw new HttpError(409, 'suggestionAlreadyDecided', { status: row.status });
    return row;
  }

  async function answer(id: number, message: string) {
    const row = await findSuggestion(sdb, id);
    if (!row) throw new HttpError(404, 'noSuchSuggestion');
    return { message, suggestion: toSuggestion(row, store.data) };
  }

  /** Tells the suggester, after the fact: a mail that cannot be sent is logged and changes nothing. */
  function tellSuggester(row: SuggestionRow, kind: SuggestionMailKind, reason: string | null, recordName: string, recordId: number | null) {
    const about: SuggestionAbout =
      row.target === 'new_school' ? { newSchool: row.new_school?.name ?? '' } : { field: row.field!, record: recordName };
    send(
      suggestionMail(
        kind,
        {
          to: row.email,
          firstname: row.firstname,
          language: row.language,
          suggestedAt: row.created_at,
          about,
          value: row.value,
          reason,
          page: pageOf({ target: row.target, record_id: recordId }),
        },
        publicUrl,
      ),
    );
  }

  /** A reason as the moderator wrote it: trimmed, plain, '' as none. */
  function reasonOf(text: string | undefined): string | null {
    const reason = (text ?? '').trim();
    refuseControlCharacters([reason]);
    return reason || null;
  }

  app.get(
    '/moderation/suggestions',
    {
      schema: {
        summary: 'Suggestions by status, oldest first; pending by default',
        querystring: QueueQuery,
        response: { 200: SuggestionQueueAnswer },
      },
    },
    async (request) => {
      const rows = await listSuggestions(sdb, request.query.status, QUEUE_LIMIT);
      return { suggestions: rows.map((row) => toSuggestion(row, store.data)) };
    },
  );

  app.post(
    '/moderation/suggestions/:id/accept',
    {
      schema: {
        summary: 'Accept a suggestion: the data changes through the import, and the record keeps the change in its history',
        params: IdParams,
        body: SuggestionDecisionBody,
        response: { 200: SuggestionAnswer },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await pending(id);
      const reason = reasonOf(request.body.reason);
      const actor = request.actor!;
      const moderator = await whoIs(reportsDb(db), actor.id);
      const before = toSuggestion(row, store.data);
      const file = await fileOf(db, store, requestOf(row));
      if (!file) throw new HttpError(409, 'suggestionRecordGone');
      const added: { recordId: number | null } = { recordId: null };
      const report = await unlessTaken(
        importRows(db, store.data, [{ line: 1, fields: file.fields }], {
          dataset: file.dataset,
          importedBy: moderatorNo(actor.id),
          ...(file.supports && { correction: { supports: file.supports } }),
          onWrite: async (trx, written) => {
            const [record] = written;
            if (!record || !changesTheFact(requestOf(row), record, store)) throw new HttpError(409, 'acceptingChangesNothing');
            if (row.target === 'new_school' && store.data.schools.some((school) => school.id === record.id))
              throw new HttpError(409, 'schoolAlreadyListedDecline', { state: record.state, school: (record as School).name });
            const decided = await decideSuggestion(suggestionsDb(trx), id, {
              status: 'accepted',
              reason,
              by: { id: moderator.id, name: `${moderator.firstname} ${moderator.lastname}`.trim() },
              recordId: record.id,
            });
            if (!decided) throw new HttpError(409, 'suggestionDecidedByAnother');
            await trx
              .insertInto('record_history')
              .values({
                dataset: file.dataset,
                record_id: record.id,
                change: row.target === 'new_school' ? 'added' : 'corrected',
                field: row.field ?? '',
                source_url: row.source_url,
                // Named only as they agreed: their first name, as a published report names its reporter.
                suggested_by: row.show_name ? row.firstname : '',
                moderator_id: actor.id,
                moderated_by: moderatorNo(actor.id),
                suggestion_id: id,
              })
              .execute();
            added.recordId = record.id;
          },
        }),
        'suggestionAcceptedMeanwhile',
      );
      if (!report.applied) throw new HttpError(422, 'importRefusesSuggestion', { reasons: refusal(report) });
      await store.reload();
      tellSuggester(row, 'accepted', reason, before.recordName, added.recordId);
      return answer(id, apiText(request, reply, 'suggestionAccepted', { id }));
    },
  );

  app.post(
    '/moderation/suggestions/:id/decline',
    {
      schema: {
        summary: 'Decline a suggestion, with the reason: nothing changes',
        params: IdParams,
        body: SuggestionDecisionBody,
        response: { 200: SuggestionAnswer },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await pending(id);
      const reason = reasonOf(request.body.reason);
      if (!reason) throw new HttpError(400, 'suggestionDeclineReasonMissing');
      const moderator = await whoIs(reportsDb(db), request.actor!.id);
      const decided = await decideSuggestion(sdb, id, {
        status: 'declined',
        reason,
        by: { id: moderator.id, name: `${moderator.firstname} ${moderator.lastname}`.trim() },
      });
      if (!decided) throw new HttpError(409, 'suggestionDecidedByAnother');
      tellSuggester(row, 'declined', reason, toSuggestion(row, store.data).recordName, row.record_id);
      return answer(id, apiText(request, reply, 'suggestionDeclined', { id }));
    },
  );
};

/** `GET /schools/:id/history` and `/policies/:id/history`: public, from memory, like the rest of the open data. */
const recordHistoryRoutes: FastifyPluginAsyncTypebox<SuggestionOptions> = async (app, { store }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  for (const dataset of ['schools', 'policies'] as const) {
    app.get(
      `/${dataset}/:id/history`,
      {
        schema: {
          summary: `The changes accepted suggestions made to one ${dataset === 'schools' ? 'school' : 'state policy record'}, oldest first`,
          params: IdParams,
          response: { 200: RecordHistoryAnswer },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (!store.data[dataset].some((record) => record.id === id))
          throw new HttpError(404, dataset === 'schools' ? 'noSchoolWithId' : 'noPolicyRecordWithId', { id });
        const response = store.response(request.url, () => ({
          data: store.data.history
            .filter((change) => change.dataset === dataset && change.record_id === id)
            .map(({ dataset: _dataset, record_id: _id, ...change }) => change),
        }));
        reply.header('Cache-Control', 'public, no-cache');
        reply.type('application/json; charset=utf-8');
        return sendCached(request, reply, response);
      },
    );
  }
};
