import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { parse } from 'csv-parse/sync';
import { sql, type Transaction } from 'kysely';
import { IMPAIRMENTS, LAW_STATUSES } from '@portal/shared/rules';
import { POLICY_FACTS, SCHOOL_SUPPORTS, policySupports } from '@portal/shared/source-supports';
import { PolicyRecord, School, type Impairment, type LawStatus, type Source } from '@portal/shared/contracts';
import type { DB } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { OpenDataSnapshot } from './repository.js';
import { recordRows, upsertRows } from './repository.js';
import { createStateMatcher } from './state-names.js';
import { confidenceOf, sourceOfRow } from './sources.js';
import { firstProblem, specStatus } from './schemas.js';

export type ImportDataset = 'schools' | 'policies';
export type ImportFormat = 'csv' | 'json';

export interface ImportReport {
  dataset: ImportDataset;
  /** True only when every row was valid and the records were written, in one transaction. */
  applied: boolean;
  accepted: number;
  rejected: Array<{ line: number; reason: string }>;
  /** State names written differently in the file and mapped to a state. */
  mappings: Array<{ line: number; from: string; to: string }>;
  created: number;
  updated: number;
  unchanged: number;
}

/** What an import is checked against and merged into: the data as published now. */
export type ImportContext = Pick<OpenDataSnapshot, 'states' | 'policies' | 'schools'>;

export interface FileRow {
  line: number;
  fields: Record<string, unknown>;
}

/** The file's rows with the line (CSV) or record number (JSON) a person would look at. */
export function readRows(text: string, format: ImportFormat): FileRow[] {
  if (format === 'json') {
    const parsed: unknown = JSON.parse(text);
    const records = Array.isArray(parsed) ? parsed : (parsed as { records?: unknown })?.records;
    if (!Array.isArray(records)) throw new ImportFileError('A JSON import is a list of records, or an object with a "records" list.');
    return records.map((fields, index) => ({ line: index + 1, fields: (fields ?? {}) as Record<string, unknown> }));
  }
  const records = parse(text, {
    columns: true,
    comment: '#',
    comment_no_infix: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
    bom: true,
  }) as Array<{
    record: Record<string, string>;
    info: { lines: number };
  }>;
  return records.map(({ record, info }) => ({ line: info.lines, fields: record }));
}

/** The file as a whole cannot be read (not CSV, not JSON, no rows). */
export class ImportFileError extends Error {}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
/** A list cell: a JSON array, or text separated by semicolons or vertical bars. */
const list = (value: unknown) =>
  (Array.isArray(value)
    ? value.map(text)
    : text(value)
        .split(/[;|]/)
        .map((part) => part.trim())
  ).filter(Boolean);
/** The first of `names` the row has a column for (files name some columns in more than one way). */
const pick = (fields: Record<string, unknown>, ...names: string[]) => text(fields[names.find((name) => name in fields) ?? '']);
const has = (fields: Record<string, unknown>, ...names: string[]) => names.some((name) => name in fields);

/** '08031234567', '0803-123-4567' or '+234 803 123 4567' → '0803 123 4567' (spec §3.7); else as written. */
export function localPhone(value: string): string {
  const digits = value.replace(/[^\d+]/g, '').replace(/^\+234/, '0');
  return /^0\d{10}$/.test(digits) ? `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}` : value.trim();
}

type Candidate<T> = { line: number; record: T } | { line: number; reason: string };

/** The row's source, when it gives an address; a reason when its evidence columns are unusable. */
function rowSource(fields: Record<string, unknown>, supports: string): Source | null | { reason: string } {
  const url = pick(fields, 'source_url');
  if (!url) return null;
  const confidence = confidenceOf(pick(fields, 'confidence', 'source_reliability'));
  if (confidence === null) return { reason: 'confidence must be high, medium or low' };
  return sourceOfRow({ title: pick(fields, 'source_title'), url, quote: pick(fields, 'quote'), confidence, supports });
}

/** The impairment words a source uses ('deaf', 'autism', 'speech/hearing') and the category each is listed under. */
const IMPAIRMENT_WORDS: ReadonlyArray<[Impairment, RegExp]> = [
  ['visual', /visual|blind|sight/],
  ['hearing', /hearing|deaf|speech/],
  ['physical', /physical|cerebral palsy|mobility/],
  ['intellectual', /intellectual|autism|down syndrome|learning|adhd|developmental/],
  ['multiple', /multiple/],
];

/** Each part of an impairments cell as the categories it names; an unknown word makes it a reason. */
function impairmentsOf(value: unknown): Impairment[] | { reason: string } {
  const found = new Set<Impairment>();
  for (const part of list(value)) {
    const named = IMPAIRMENT_WORDS.filter(([, words]) => words.test(part.toLowerCase())).map(([impairment]) => impairment);
    if (named.length === 0) return { reason: `impairment "${part}" is not one of ${IMPAIRMENTS.join(', ')}` };
    named.forEach((impairment) => found.add(impairment));
  }
  return IMPAIRMENTS.filter((impairment) => found.has(impairment));
}

/**
 * Levels as the sources write them, as the spec's school types. Nigeria's basic education is primary and
 * junior secondary, so 'basic' is both; a special school is also of type 'special' (spec §3.7).
 */
const LEVEL_TYPES: Record<string, School['type']> = {
  nursery: ['nursery'],
  'pre-primary': ['nursery'],
  primary: ['primary'],
  basic: ['primary', 'secondary'],
  secondary: ['secondary'],
  'junior secondary': ['secondary'],
  'senior secondary': ['secondary'],
  special: ['special'],
  // A rehabilitation centre's programme is no school level of the spec: it adds no type (the school is special).
  rehabilitation: [],
};

/** What checking a file needs besides its rows: plain values, so a worker thread can be given them. */
export interface CheckOptions {
  dataset: ImportDataset;
  /** Who imports the file, published with each record. */
  importedBy: string;
  /** When the file's facts were last checked against their sources (YYYY-MM or YYYY-MM-DD); today by default. */
  reviewedAt?: string;
  /**
   * A correction from an accepted suggestion (issue 36): the row's source goes before the record's current
   * sources, saying what it supports, instead of replacing them, since the record's other facts still
   * rest on those.
   */
  correction?: { supports: string };
}

interface ImportOptions extends CheckOptions {
  format: ImportFormat;
  text: string;
  /**
   * Runs inside the import's transaction, after the records are written, with those that changed: what is
   * kept beside them (a suggestion's decision, the record's history) commits or fails with them.
   */
  onWrite?: (trx: Transaction<Database>, written: ReadonlyArray<School | PolicyRecord>) => Promise<void>;
}

/** Who imported the records and when their facts were last reviewed, as every record publishes it. */
type Attribution = { importedBy: string; reviewedAt: string };

/** A state as the import found it: its id, which the record keeps, and its name, which messages use. */
type FoundState = { id: number; name: string };

/** The key a school is known by: its state and its name in any case. */
const schoolKey = (stateId: number, name: string) => `${stateId}:${name.toLowerCase()}`;

function schoolCandidate(
  row: FileRow,
  state: FoundState,
  options: Attribution,
  now: string,
  knownSchools: ReadonlyMap<string, School>,
  nextId: () => number,
): Candidate<School> {
  const f = row.fields;
  const name = pick(f, 'name');
  const setting = pick(f, 'special_or_inclusive', 'setting').toLowerCase();
  const levels = has(f, 'type') ? list(f.type) : [...list(f.level), ...(setting === 'special' ? ['special'] : [])];
  const unknownLevel = levels.find((level) => !LEVEL_TYPES[level.toLowerCase()]);
  if (unknownLevel)
    return {
      line: row.line,
      reason: `level "${unknownLevel}" is not one of nursery, primary, secondary, special (or pre-primary, basic, junior or senior secondary)`,
    };
  const impairments = impairmentsOf(f.impairments);
  if ('reason' in impairments) return { line: row.line, reason: impairments.reason };
  const source = rowSource(f, SCHOOL_SUPPORTS);
  if (source === null)
    return { line: row.line, reason: `${name || 'the school'} has no source address (source_url): every school needs one` };
  if ('reason' in source) return { line: row.line, reason: source.reason };
  // A row updates the school of its state and name, or renames the one it names as its `former_name`.
  const known = (wanted: string) => knownSchools.get(schoolKey(state.id, wanted));
  const formerName = pick(f, 'former_name');
  const match = known(name) ?? (formerName ? known(formerName) : undefined);
  const record: School = {
    id: match?.id ?? nextId(),
    state_id: state.id,
    state: state.name,
    name,
    type: [...new Set(levels.flatMap((level) => LEVEL_TYPES[level.toLowerCase()]!))],
    location: pick(f, 'location', 'town_or_lga'),
    local_government: pick(f, 'local_government'),
    desc: pick(f, 'desc', 'description'),
    picture_url: pick(f, 'picture_url'),
    website: pick(f, 'website'),
    phone: pick(f, 'phone') && localPhone(pick(f, 'phone')),
    email: pick(f, 'email'),
    setting: setting as School['setting'],
    impairments,
    sources: [source],
    reviewed_at: options.reviewedAt,
    imported_by: options.importedBy,
    updated_at: now,
  };
  const problem = firstProblem(School, record);
  return problem ? { line: row.line, reason: problem } : { line: row.line, record };
}

/** A law status as a file gives it: `law_status` (one of LAW_STATUSES), else `law_passed` yes / no / unknown. */
function lawStatusOf(fields: Record<string, unknown>): LawStatus | { reason: string } {
  const explicit = pick(fields, 'law_status')
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (explicit)
    return (LAW_STATUSES as readonly string[]).includes(explicit)
      ? (explicit as LawStatus)
      : { reason: `law_status "${explicit}" is not one of ${LAW_STATUSES.join(', ')}` };
  const passed = pick(fields, 'law_passed').toLowerCase();
  if (passed === 'yes') return 'in_force';
  if (passed === 'no') return 'no_law';
  if (passed === 'unknown' || passed === '') return 'unknown';
  return { reason: `law_passed "${passed}" is not yes, no or unknown` };
}

/** One row of a policies file: the facts it states and the source it gives for them. */
interface LawEvidence {
  line: number;
  status: LawStatus;
  lawName: string;
  year: number | null;
  agency: string;
  /** The file's `notes`: the team's working notes on the row, stored and never published. */
  workingNotes: string;
  source: Source | null;
  /** The file's own mark of a disagreement between sources: a note starting 'CONFLICT'. */
  conflict: boolean;
}

/** '(bill)' after a law's name: the sourced file's mark of a bill's name, a note of the team's and not part of the name its source gives. */
const BILL_MARK = /\s*\(bill\)\s*$/i;

function lawEvidence(row: FileRow, state: string): LawEvidence | { line: number; reason: string } {
  const f = row.fields;
  const status = lawStatusOf(f);
  if (typeof status === 'object') return { line: row.line, reason: status.reason };
  const yearText = pick(f, 'year', 'law_year');
  const year = yearText ? Number(yearText) : null;
  if (year !== null && !(Number.isInteger(year) && year >= 1960 && year <= 2100))
    return { line: row.line, reason: `year "${yearText}" is not a year` };
  const lawName = pick(f, 'law_name').replace(BILL_MARK, '');
  const agency = pick(f, 'agency_name', 'agency');
  const facts = POLICY_FACTS.filter((fact) => ({ lawStatus: status !== 'unknown', lawName, year, agency })[fact]);
  const supports = policySupports(facts);
  const source = rowSource(f, supports);
  if (source !== null && 'reason' in source) return { line: row.line, reason: source.reason };
  // A row that only says 'unknown' is an absence of evidence and may come without a source; a fact never.
  if (!source && facts.length > 0)
    return {
      line: row.line,
      reason: `${state}: a row that states a fact (${supports.toLowerCase()}) needs its source address (source_url)`,
    };
  const workingNotes = pick(f, 'notes');
  return { line: row.line, status, lawName, year, agency, workingNotes, source, conflict: /^conflict\b/i.test(workingNotes) };
}

/**
 * A state's record from its rows: every source is kept; the status is the one the sources agree on, or
 * 'disputed' when they disagree (or a note marks a conflict), so nothing is resolved silently. The other
 * fields (ranking, description, contacts) keep their current values unless the file has their column.
 */
function policyRecord(
  rows: FileRow[],
  evidence: LawEvidence[],
  current: PolicyRecord | undefined,
  state: string,
  stateId: number,
  options: Attribution,
  now: string,
): Candidate<PolicyRecord> {
  const claimed = new Set(evidence.map((e) => e.status).filter((status) => status !== 'unknown'));
  const lawStatus: LawStatus = evidence.some((e) => e.conflict) || claimed.size > 1 ? 'disputed' : ([...claimed][0] ?? 'unknown');
  const first = <T>(values: T[], empty: T) => values.find((value) => value !== empty) ?? empty;
  // A state's rows as one: a later row's value wins, but its empty cell erases nothing another row gave (a
  // public note written in one row of several); a column in any row counts as given.
  const fields: Record<string, unknown> = {};
  for (const row of rows)
    for (const [name, value] of Object.entries(row.fields)) if (!(name in fields) || text(value) !== '') fields[name] = value;
  const given = <T>(names: string[], read: () => T, fallback: T) => (has(fields, ...names) ? read() : fallback);
  const record: PolicyRecord = {
    id: stateId,
    state_id: stateId,
    state,
    status: specStatus(lawStatus),
    url: given(['url'], () => pick(fields, 'url'), current?.url ?? ''),
    desc: given(['desc', 'description'], () => pick(fields, 'desc', 'description'), current?.desc ?? ''),
    ranking: given(['ranking'], () => pick(fields, 'ranking'), current?.ranking ?? ''),
    key_findings: given(['key_findings'], () => list(fields.key_findings), current?.key_findings ?? []),
    email: given(['email'], () => pick(fields, 'email'), current?.email ?? ''),
    phone: given(['phone'], () => list(fields.phone).map(localPhone), current?.phone ?? []),
    address: given(['address'], () => pick(fields, 'address'), current?.address ?? ''),
    law_status: lawStatus,
    law_name: first(
      evidence.map((e) => e.lawName),
      '',
    ),
    law_year: first(
      evidence.map((e) => e.year),
      null,
    ),
    agency: first(
      evidence.map((e) => e.agency),
      '',
    ),
    // The public note is a column of its own, written for the reader; the `notes` column is the team's.
    notes: given(['public_note'], () => pick(fields, 'public_note'), current?.notes ?? ''),
    sources: evidence.flatMap((e) => (e.source ? [e.source] : [])),
    reviewed_at: options.reviewedAt,
    imported_by: options.importedBy,
    updated_at: now,
  };
  const problem = firstProblem(PolicyRecord, record);
  return problem ? { line: rows[0]!.line, reason: `${state}: ${problem}` } : { line: rows[0]!.line, record };
}

/** Equal apart from when it was written: re-importing the same file changes nothing. */
function sameContent(a: object, b: object): boolean {
  const canonical = (record: object) => {
    const fields: Record<string, unknown> = { ...record, updated_at: null };
    return JSON.stringify(fields, Object.keys(fields).sort());
  };
  return canonical(a) === canonical(b);
}

const today = () => new Date().toISOString().slice(0, 10);

/** What checking a file gives: its report, and when no row was rejected, what to write. */
export interface CheckedImport {
  report: ImportReport;
  /** The records that are new or differ from those published. */
  changed: Array<School | PolicyRecord>;
  /** `changed` as the rows of its table, in JSON, WRITE_BATCH a part: one write statement each. */
  rowParts: string[];
}

/** How often checking and writing say how far they are, in rows. */
const PROGRESS_EVERY = 1000;

/**
 * Rows in one write statement: 60,000 rows take 600 statements instead of 60,000, and each is short
 * enough that the server answers others between them (the event loop turns after each).
 */
const WRITE_BATCH = 100;

/**
 * Imports schools or policies: every row is checked, and only if all of them are valid are the records
 * written, in one transaction. A policies file may give several rows for one state, one per source. The
 * report lists accepted and rejected rows (with line and reason) and every state name it mapped. The
 * caller reloads what it serves when the report says `applied` and something changed.
 */
export async function importRecords(db: DB, context: ImportContext, options: ImportOptions): Promise<ImportReport> {
  return importRows(db, context, readRows(options.text, options.format), options);
}

/** `importRecords` for rows already read, so that several files can make one import (the default data). */
export async function importRows(
  db: DB,
  context: ImportContext,
  rows: FileRow[],
  options: Omit<ImportOptions, 'text' | 'format'>,
): Promise<ImportReport> {
  const { report, changed, rowParts } = checkRows(context, rows, options);
  return writeChecked(db, report, rowParts, { onWrite: options.onWrite && ((trx) => options.onWrite!(trx, changed)) });
}

/**
 * Checks every row against the data as published (no database needed, so it can run in a worker
 * thread) and works out what would change. `onChecked` hears how many rows are checked as it goes.
 */
export function checkRows(
  context: ImportContext,
  rows: FileRow[],
  options: CheckOptions,
  onChecked?: (rows: number) => void,
): CheckedImport {
  if (rows.length === 0) throw new ImportFileError('The file holds no rows.');
  const reviewedAt = options.reviewedAt ?? today();
  if (!/^\d{4}-\d{2}(-\d{2})?$/.test(reviewedAt)) throw new ImportFileError('The review date is a month or a day: YYYY-MM or YYYY-MM-DD.');
  const by = { importedBy: options.importedBy.trim().slice(0, 200) || 'unnamed', reviewedAt };
  const matchState = createStateMatcher(context.states.map((s) => s.name));
  const stateNamed = new Map(context.states.map((s) => [s.name, s]));
  const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const report: ImportReport = {
    dataset: options.dataset,
    applied: false,
    accepted: 0,
    rejected: [],
    mappings: [],
    created: 0,
    updated: 0,
    unchanged: 0,
  };
  // A loop, not Math.max(...ids): spreading tens of thousands of ids overflows the call stack.
  let lastId = context.schools.reduce((max, school) => Math.max(max, school.id), 0);
  const knownSchools = new Map<string, School>();
  for (const school of context.schools)
    if (!knownSchools.has(schoolKey(school.state_id, school.name))) knownSchools.set(schoolKey(school.state_id, school.name), school);
  const seenSchools = new Set<string | number>();
  const accepted: Array<School | PolicyRecord> = [];
  const lawRows = new Map<string, { rows: FileRow[]; evidence: LawEvidence[] }>();
  const workingNotes = new Map<number, string>();

  for (const [index, row] of rows.entries()) {
    if (index % PROGRESS_EVERY === 0) onChecked?.(index);
    const written = text(row.fields.state);
    const match = matchState(written);
    if (!match) {
      report.rejected.push({ line: row.line, reason: written ? `state "${written}" matches no state of Nigeria` : 'state is missing' });
      continue;
    }
    if (match.corrected) report.mappings.push({ line: row.line, from: written, to: match.state });
    if (options.dataset === 'policies') {
      const evidence = lawEvidence(row, match.state);
      if ('reason' in evidence) report.rejected.push(evidence);
      else {
        const entry = lawRows.get(match.state) ?? { rows: [], evidence: [] };
        entry.rows.push(row);
        entry.evidence.push(evidence);
        lawRows.set(match.state, entry);
      }
      continue;
    }
    // The name is matched to its state once, here; the record keeps the state's id.
    const state = stateNamed.get(match.state)!;
    const candidate = schoolCandidate(row, state, by, now, knownSchools, () => ++lastId);
    if ('reason' in candidate) {
      report.rejected.push(candidate);
      continue;
    }
    const key = `${candidate.record.state}: ${candidate.record.name.toLowerCase()}`;
    if (seenSchools.has(key) || seenSchools.has(candidate.record.id)) {
      report.rejected.push({ line: row.line, reason: `a row earlier in the file already gives ${key}, or the school it renames` });
      continue;
    }
    seenSchools.add(key).add(candidate.record.id);
    accepted.push(candidate.record);
  }
  for (const [state, { rows: stateRows, evidence }] of lawRows) {
    const stateId = stateNamed.get(state)!.id;
    const candidate = policyRecord(
      stateRows,
      evidence,
      context.policies.find((p) => p.state_id === stateId),
      state,
      stateId,
      by,
      now,
    );
    if ('reason' in candidate) report.rejected.push(candidate);
    else {
      accepted.push(candidate.record);
      workingNotes.set(
        stateId,
        evidence
          .map((e) => e.workingNotes)
          .filter(Boolean)
          .join('\n\n'),
      );
    }
  }
  report.accepted =
    options.dataset === 'policies' ? [...lawRows.values()].reduce((sum, entry) => sum + entry.rows.length, 0) : accepted.length;
  if (report.rejected.length > 0) return { report, changed: [], rowParts: [] };
  if (options.correction) {
    const records: ReadonlyArray<School | PolicyRecord> = options.dataset === 'schools' ? context.schools : context.policies;
    for (const record of accepted) {
      const [source] = record.sources;
      const before = records.find((r) => r.id === record.id)?.sources ?? [];
      if (source)
        record.sources = [{ ...source, supports: options.correction.supports }, ...before.filter((s) => s.url !== source.url)].slice(0, 20);
    }
  }

  const current = new Map<number, object>(
    (options.dataset === 'schools' ? context.schools : context.policies).map((record) => [record.id, record]),
  );
  const changed = accepted.filter((record) => {
    const before = current.get(record.id);
    if (!before) report.created += 1;
    else if (sameContent(before, record)) report.unchanged += 1;
    else report.updated += 1;
    return !before || !sameContent(before, record);
  });
  return { report, changed, rowParts: recordRows(options.dataset, changed, workingNotes, WRITE_BATCH) };
}

/**
 * Writes what `checkRows` found, when it rejected nothing: in one transaction (all or nothing), a
 * statement a part, letting the event loop turn between them. `onWritten` hears how many records are
 * written so far; `onWrite` runs last, inside the transaction.
 */
export async function writeChecked(
  db: DB,
  report: ImportReport,
  rowParts: readonly string[],
  options: { onWritten?: (records: number) => void; onWrite?: (trx: Transaction<Database>) => Promise<void> } = {},
): Promise<ImportReport> {
  if (report.rejected.length > 0) return report;
  await db.transaction().execute(async (trx) => {
    for (const [index, rows] of rowParts.entries()) {
      await upsertRows(trx, report.dataset, rows);
      options.onWritten?.(Math.min((index + 1) * WRITE_BATCH, report.created + report.updated));
      await yieldToEventLoop();
    }
    if (rowParts.length > 0)
      await trx
        .updateTable('datasets')
        .set({ updated_at: sql`now()` })
        .where('name', '=', report.dataset)
        .execute();
    await options.onWrite?.(trx);
  });
  return { ...report, applied: true };
}
