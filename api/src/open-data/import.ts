import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import type { DB } from '../db/database.js';
import type { OpenDataStore } from './store.js';
import { upsertPolicy, upsertSchool } from './repository.js';
import { createStateMatcher } from './state-names.js';
import {
  POLICY_STATUS_VALUES,
  PolicyRecord,
  SCHOOL_TYPE_VALUES,
  SchoolRecord,
  firstProblem,
  type PolicyRow,
  type SchoolRow,
} from './schemas.js';

export type ImportDataset = 'schools' | 'policies';
export type ImportFormat = 'csv' | 'json';

export interface ImportReport {
  dataset: ImportDataset;
  /** True only when every row was valid and the rows were written, in one transaction. */
  applied: boolean;
  accepted: number;
  rejected: Array<{ line: number; reason: string }>;
  /** State names written differently in the file and mapped to a state. */
  mappings: Array<{ line: number; from: string; to: string }>;
  created: number;
  updated: number;
  unchanged: number;
  /** Demonstration schools removed because the import asked for it (`withdrawDemonstration`). */
  withdrawn: number;
}

interface SourceRow {
  line: number;
  fields: Record<string, unknown>;
}

/** The file's rows with the line (CSV) or record number (JSON) a person would look at. */
export function readRows(text: string, format: ImportFormat): SourceRow[] {
  if (format === 'json') {
    const parsed: unknown = JSON.parse(text);
    const records = Array.isArray(parsed) ? parsed : (parsed as { records?: unknown })?.records;
    if (!Array.isArray(records)) throw new ImportFileError('A JSON import is a list of records, or an object with a "records" list.');
    return records.map((fields, index) => ({ line: index + 1, fields: (fields ?? {}) as Record<string, unknown> }));
  }
  const records = parse(text, { columns: true, comment: '#', skip_empty_lines: true, trim: true, info: true, bom: true }) as Array<{
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
  (Array.isArray(value) ? value.map(text) : text(value).split(/[;|]/).map((part) => part.trim())).filter(Boolean);

/** '08031234567', '0803-123-4567' or '+234 803 123 4567' → '0803 123 4567' (spec §3.7); else as written. */
export function localPhone(value: string): string {
  const digits = value.replace(/[^\d+]/g, '').replace(/^\+234/, '0');
  return /^0\d{10}$/.test(digits) ? `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}` : value.trim();
}

type Candidate<T> = { line: number; record: T } | { line: number; reason: string };

function schoolCandidate(row: SourceRow, state: string, source: string, now: string, existing: readonly SchoolRow[], nextId: () => number): Candidate<SchoolRow> {
  const f = row.fields;
  const types = list(f.type).map((t) => t.toLowerCase());
  const badType = types.find((t) => !(SCHOOL_TYPE_VALUES as readonly string[]).includes(t));
  if (badType) return { line: row.line, reason: `type "${badType}" is not one of Primary, Nursery, Secondary, Special` };
  const name = text(f.name);
  const match = existing.find((s) => s.state === state && s.name.toLowerCase() === name.toLowerCase());
  const record: SchoolRow = {
    id: match?.id ?? nextId(),
    state,
    name,
    type: [...new Set(types)] as SchoolRow['type'],
    location: text(f.location),
    local_government: text(f.local_government),
    desc: text(f.desc ?? f.description),
    picture_url: text(f.picture_url),
    website: text(f.website),
    phone: text(f.phone) && localPhone(text(f.phone)),
    email: text(f.email),
    provenance: 'imported',
    source,
    updated_at: now,
  };
  const problem = firstProblem(SchoolRecord, record);
  return problem ? { line: row.line, reason: problem } : { line: row.line, record };
}

function policyCandidate(row: SourceRow, state: string, stateId: number, source: string, now: string): Candidate<PolicyRow> {
  const f = row.fields;
  const status = POLICY_STATUS_VALUES.find((value) => value.toLowerCase() === text(f.status).toLowerCase());
  if (status === undefined) return { line: row.line, reason: `status "${text(f.status)}" is not one of Passed, Pending, Second Reading or empty` };
  const record: PolicyRow = {
    id: stateId,
    state,
    status,
    url: text(f.url),
    desc: text(f.desc ?? f.description),
    ranking: text(f.ranking),
    key_findings: list(f.key_findings),
    email: text(f.email),
    phone: list(f.phone).map(localPhone),
    address: text(f.address),
    source,
    updated_at: now,
  };
  const problem = firstProblem(PolicyRecord, record);
  return problem ? { line: row.line, reason: problem } : { line: row.line, record };
}

/** Equal apart from when it was written: re-importing the same file changes nothing. */
function sameContent(a: object, b: object): boolean {
  const canonical = (record: object) => {
    const fields: Record<string, unknown> = { ...record, updated_at: null };
    return JSON.stringify(fields, Object.keys(fields).sort());
  };
  return canonical(a) === canonical(b);
}

/**
 * Imports schools or policies: every row is checked, and only if all of them are valid are they written,
 * in one transaction. The report lists accepted and rejected rows (with line and reason) and every state
 * name it mapped.
 */
export async function importRecords(
  db: DB,
  store: OpenDataStore,
  options: {
    dataset: ImportDataset;
    format: ImportFormat;
    text: string;
    source: string;
    /** Schools only: remove every demonstration school in the same transaction, once real data arrives. */
    withdrawDemonstration?: boolean;
  },
): Promise<ImportReport> {
  if (options.withdrawDemonstration && options.dataset !== 'schools') throw new ImportFileError('Only a schools import can withdraw the demonstration schools.');
  const rows = readRows(options.text, options.format);
  if (rows.length === 0) throw new ImportFileError('The file holds no rows.');
  const matchState = createStateMatcher(store.data.states.map((s) => s.name));
  const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const report: ImportReport = { dataset: options.dataset, applied: false, accepted: 0, rejected: [], mappings: [], created: 0, updated: 0, unchanged: 0, withdrawn: 0 };
  let lastId = Math.max(0, ...store.data.schools.map((s) => s.id));
  const seenKeys = new Set<string>();
  const accepted: Array<SchoolRow | PolicyRow> = [];

  for (const row of rows) {
    const written = text(row.fields.state);
    const match = matchState(written);
    if (!match) {
      report.rejected.push({ line: row.line, reason: written ? `state "${written}" matches no state of Nigeria` : 'state is missing' });
      continue;
    }
    if (match.corrected) report.mappings.push({ line: row.line, from: written, to: match.state });
    const candidate =
      options.dataset === 'schools'
        ? schoolCandidate(row, match.state, options.source, now, store.data.schools, () => ++lastId)
        : policyCandidate(row, match.state, store.data.states.find((s) => s.name === match.state)!.id, options.source, now);
    if ('reason' in candidate) {
      report.rejected.push({ line: candidate.line, reason: candidate.reason });
      continue;
    }
    const rowKey = 'name' in candidate.record ? `${candidate.record.state}|${candidate.record.name.toLowerCase()}` : candidate.record.state;
    if (seenKeys.has(rowKey)) {
      report.rejected.push({ line: row.line, reason: `a row earlier in the file already gives ${rowKey.replace('|', ': ')}` });
      continue;
    }
    seenKeys.add(rowKey);
    accepted.push(candidate.record);
  }
  report.accepted = accepted.length;
  if (report.rejected.length > 0) return report;

  const current = new Map<number, object>(
    (options.dataset === 'schools' ? store.data.schools : store.data.policies).map((record) => [record.id, record]),
  );
  const changed = accepted.filter((record) => {
    const before = current.get(record.id);
    if (!before) report.created += 1;
    else if (sameContent(before, record)) report.unchanged += 1;
    else report.updated += 1;
    return !before || !sameContent(before, record);
  });
  await db.transaction().execute(async (trx) => {
    for (const record of changed) {
      if (options.dataset === 'schools') await upsertSchool(trx, record as SchoolRow);
      else await upsertPolicy(trx, record as PolicyRow);
    }
    // After the upserts: a demonstration school the file itself gives (same state and name) is now imported.
    if (options.withdrawDemonstration) {
      const removed = await trx.deleteFrom('schools').where('provenance', '=', 'demonstration').executeTakeFirst();
      report.withdrawn = Number(removed.numDeletedRows);
    }
    if (changed.length > 0 || report.withdrawn > 0) {
      await trx.updateTable('datasets').set({ updated_at: sql`now()` }).where('name', '=', options.dataset).execute();
    }
  });
  report.applied = true;
  if (changed.length > 0 || report.withdrawn > 0) await store.reload();
  return report;
}
