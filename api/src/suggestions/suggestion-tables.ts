/**
 * The suggestions table as Kysely sees it (migration 0012). The suggestions area adds it to the database
 * type where it queries (`db.withTables<SuggestionTables>()`), as the reports area does with its tables.
 */
import type { ColumnType, Generated } from 'kysely';
import type { NewSchoolSuggestion, SuggestionField, SuggestionStatus, SuggestionTarget } from '@portal/shared/contracts';

export type SuggestionTable = {
  id: Generated<number>;
  user_id: number;
  target: SuggestionTarget;
  /** The school or policy record; for a new school, the school made when it was accepted. */
  record_id: number | null;
  field: SuggestionField | null;
  value: string;
  /** A suggested new school's columns (JSON), else null. */
  new_school: ColumnType<NewSchoolSuggestion | null, unknown, unknown>;
  source_url: string;
  note: string;
  /** The suggester agreed that their first name is shown with the change. */
  show_name: boolean;
  status: ColumnType<SuggestionStatus, SuggestionStatus | undefined, SuggestionStatus>;
  reason: string | null;
  /** The moderator who decided; null before, and once their account is gone (the name is kept). */
  decided_by: number | null;
  decided_by_name: string | null;
  created_at: ColumnType<Date, never, never>;
  decided_at: Date | null;
};

export type SuggestionTables = { suggestions: SuggestionTable };
