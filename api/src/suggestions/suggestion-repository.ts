/**
 * Suggestions in the database (migration 0012): adding one, the moderators' queue, and the decisions.
 * Accepting goes through the import (`importRows`), whose transaction also records the decision and the
 * record's history, so the data, the decision and the history change together or not at all.
 */
import type { Locale } from '@portal/shared/i18n';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { School, Suggestion, SuggestionStatus } from '@portal/shared/contracts';
import type { DB } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { jsonb } from '../open-data/repository.js';
import type { ImportContext } from '../open-data/import.js';
import type { SuggestionTable, SuggestionTables } from './suggestion-tables.js';
import { currentValue, recordOf, type SuggestionRequest } from './suggestion-rows.js';

export type SuggestionsDB = Kysely<Database & SuggestionTables>;
/** The database with the suggestions table added to its type. */
export const suggestionsDb = (db: DB | Transaction<Database>): SuggestionsDB => db.withTables<SuggestionTables>();

export type SuggestionRow = Selectable<SuggestionTable> & { firstname: string; lastname: string; email: string; language: Locale };

export interface NewSuggestion extends SuggestionRequest {
  userId: number;
  note: string;
  showName: boolean;
}

export async function insertSuggestion(db: SuggestionsDB, suggestion: NewSuggestion): Promise<number> {
  const { id } = await db
    .insertInto('suggestions')
    .values({
      user_id: suggestion.userId,
      target: suggestion.target,
      record_id: suggestion.recordId,
      field: suggestion.field,
      value: suggestion.value,
      new_school: suggestion.school ? jsonb(suggestion.school) : null,
      source_url: suggestion.sourceUrl,
      note: suggestion.note,
      show_name: suggestion.showName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const withSuggester = (db: SuggestionsDB) =>
  db
    .selectFrom('suggestions')
    .innerJoin('users', 'users.id', 'suggestions.user_id')
    .selectAll('suggestions')
    .select(['firstname', 'lastname', 'email', 'language']);

/** The suggestions of a status, oldest first (the queue is worked through in the order they came). */
export async function listSuggestions(db: SuggestionsDB, status: SuggestionStatus, limit: number): Promise<SuggestionRow[]> {
  return withSuggester(db).where('status', '=', status).orderBy('suggestions.created_at').orderBy('suggestions.id').limit(limit).execute();
}

export async function findSuggestion(db: SuggestionsDB, id: number): Promise<SuggestionRow | undefined> {
  return withSuggester(db).where('suggestions.id', '=', id).executeTakeFirst();
}

/** The request a stored suggestion makes, as `suggestionRow` reads it. */
export const requestOf = (row: Selectable<SuggestionTable>): SuggestionRequest => ({
  target: row.target,
  recordId: row.record_id,
  field: row.field,
  value: row.value,
  school: row.new_school,
  sourceUrl: row.source_url,
});

/**
 * Records a decision on a pending suggestion; false when it is no longer pending (another moderator
 * decided first), so a suggestion is decided once.
 */
export async function decideSuggestion(
  db: SuggestionsDB,
  id: number,
  decision: { status: 'accepted' | 'declined'; reason: string | null; by: { id: number; name: string }; recordId?: number },
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('suggestions')
    .set({
      status: decision.status,
      reason: decision.reason,
      decided_by: decision.by.id,
      decided_by_name: decision.by.name,
      decided_at: new Date(),
      ...(decision.recordId !== undefined && { record_id: decision.recordId }),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

const iso = (value: Date) => value.toISOString();

/** A stored suggestion as moderators see it, with the record's name and what it says now. */
export function toSuggestion(row: SuggestionRow, context: ImportContext): Suggestion {
  const request = requestOf(row);
  const record = recordOf(request, context);
  const recordName =
    request.target === 'new_school'
      ? (request.school?.name ?? '')
      : request.target === 'school'
        ? ((record as School | undefined)?.name ?? '')
        : (context.states.find((s) => s.id === request.recordId)?.name ?? '');
  return {
    id: row.id,
    target: row.target,
    recordId: row.record_id,
    recordName,
    field: row.field,
    current: record && row.field ? currentValue(record, row.field) : '',
    value: row.value,
    school: row.new_school,
    sourceUrl: row.source_url,
    note: row.note,
    showName: row.show_name,
    status: row.status,
    by: { firstName: row.firstname, lastName: row.lastname, email: row.email },
    createdAt: iso(row.created_at),
    reason: row.reason,
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
    decidedBy: row.decided_by_name,
  };
}
