/**
 * The database's tables as Kysely sees them. Each area declares its own tables in its own module and
 * adds them here, so a query against a missing column is a compile error.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Locale } from '@portal/shared/i18n';

export interface DatasetTable {
  name: string;
  title: string;
  licence: string;
  source_note: string;
  notes: Generated<string>;
  updated_at: Generated<Date>;
}

export interface CountryTable {
  id: number;
  name: string;
  /** The full country record of spec §3.4, as published. */
  record: unknown;
  source: string;
  updated_at: Date | string;
}

export interface StateTable {
  id: number;
  country_id: number;
  name: string;
  code: string;
  /** The state's local government areas, a JSON list of names. */
  lgas: unknown;
  source: string;
  updated_at: Date | string;
}

export interface PolicyTable {
  id: number;
  /** The state, a foreign key to states (id). */
  state_id: number;
  url: string;
  description: string;
  ranking: string;
  key_findings: unknown;
  email: string;
  phone: unknown;
  address: string;
  law_status: string;
  law_name: string;
  law_year: number | null;
  agency: string;
  /** The public note, written for the reader in the portal's words. */
  notes: string;
  /** The team's working notes (a file's `notes` column): kept, never published. */
  working_notes: Generated<string>;
  /** The sources of the facts, a JSON list (`Source` in @portal/shared/contracts). */
  sources: unknown;
  reviewed_at: string;
  imported_by: string;
  updated_at: Date | string;
}

export interface SchoolTable {
  id: number;
  /** The state, a foreign key to states (id). */
  state_id: number;
  name: string;
  type: string[];
  location: string;
  local_government: string;
  description: string;
  picture_url: string;
  website: string;
  phone: string;
  email: string;
  setting: string;
  impairments: string[];
  sources: unknown;
  reviewed_at: string;
  imported_by: string;
  updated_at: Date | string;
}

/** A national or global figure, the published record as JSON (`NationalFigure` in @portal/shared/contracts). */
export interface FigureTable {
  id: number;
  record: unknown;
}

/**
 * One change an accepted suggestion made to a school or a policy record (migration 0012), only ever added:
 * the record's public history. `suggested_by` is the suggester's first name when they agreed, else ''.
 */
export interface RecordHistoryTable {
  id: Generated<number>;
  dataset: 'schools' | 'policies';
  record_id: number;
  change: 'corrected' | 'added';
  field: string;
  source_url: string;
  suggested_by: string;
  moderator_id: number | null;
  /** As published: 'Portal moderator no. 4', as an import names who imported. */
  moderated_by: string;
  suggestion_id: number | null;
  changed_at: Generated<Date>;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  firstname: string;
  lastname: string;
  password_hash: string;
  role: Generated<string>;
  is_verified: Generated<boolean>;
  created_at: Generated<Date>;
  /** The language mail to the account is written in (the check in its migration lists them). */
  language: ColumnType<Locale, Locale | undefined, Locale>;
}

export interface AccountTokenTable {
  id: Generated<number>;
  user_id: number;
  kind: 'session' | 'verification' | 'reset';
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface AttemptTable {
  id: Generated<string>;
  key: string;
  at: Generated<Date>;
}

export interface Database {
  attempts: AttemptTable;
  users: UserTable;
  account_tokens: AccountTokenTable;
  datasets: DatasetTable;
  countries: CountryTable;
  states: StateTable;
  policies: PolicyTable;
  schools: SchoolTable;
  figures: FigureTable;
  record_history: RecordHistoryTable;
}
