/**
 * A suggestion as the import reads it: a one-row file built from the record as published now with the
 * proposed value in its field, and the suggestion's source as the row's source (issue 36, item 7). An
 * accepted suggestion changes the data only through `importRows`, with every check an administrator's file
 * gets; a new school is a row of the sourced `schools.csv` columns.
 */
import type { PolicyRecord, School, SuggestionField } from '@portal/shared/contracts';
import type { NewSchoolSuggestion, SuggestionTarget } from '@portal/shared/contracts';
import { correctionSupports } from '@portal/shared/source-supports';
import type { ImportContext, ImportDataset } from '../open-data/import.js';

/** What the import reads a suggestion's row as. */
export interface SuggestionRow {
  dataset: ImportDataset;
  fields: Record<string, string>;
  /** A correction's source says what it supports; a new school's says what every school's source does. */
  supports: string | null;
}

/** What a suggestion asks for, as stored. */
export interface SuggestionRequest {
  target: SuggestionTarget;
  recordId: number | null;
  field: SuggestionField | null;
  value: string;
  school: NewSchoolSuggestion | null;
  sourceUrl: string;
}

/**
 * A source that a moderator checked: 'medium', as the sourced files grade a page read once by the person
 * who gathered it. Its title is the page's site (the import's default for a row without `source_title`).
 */
const evidence = (sourceUrl: string) => ({ source_url: sourceUrl, confidence: 'medium' });

/** The import's column for each school field (the published record's names otherwise). */
const SCHOOL_COLUMNS: Partial<Record<SuggestionField, string>> = { setting: 'special_or_inclusive' };
/** The import's column for each policy field. */
const POLICY_COLUMNS: Partial<Record<SuggestionField, string>> = { law_year: 'year', agency: 'agency_name' };

/** A school as a row of the import's columns, lists joined by '; ' as the files write them. */
function schoolFields(school: School): Record<string, string> {
  return {
    name: school.name,
    state: school.state,
    type: school.type.join('; '),
    special_or_inclusive: school.setting,
    impairments: school.impairments.join('; '),
    location: school.location,
    local_government: school.local_government,
    desc: school.desc,
    picture_url: school.picture_url,
    website: school.website,
    phone: school.phone,
    email: school.email,
  };
}

/** A policy record's facts as a row of the import's columns; the other columns keep their values when absent. */
function policyFields(policy: PolicyRecord): Record<string, string> {
  return {
    state: policy.state,
    law_status: policy.law_status,
    law_name: policy.law_name,
    year: policy.law_year === null ? '' : String(policy.law_year),
    agency_name: policy.agency,
  };
}

/** A field of a record as the import's columns write it ('' when empty). */
export function currentValue(record: School | PolicyRecord, field: SuggestionField): string {
  const value = (record as unknown as Record<string, unknown>)[field];
  if (Array.isArray(value)) return value.join('; ');
  return value === null || value === undefined ? '' : String(value);
}

/** The record a correction is about, from the data as published now; undefined when there is none. */
export function recordOf(
  request: Pick<SuggestionRequest, 'target' | 'recordId'>,
  context: ImportContext,
): School | PolicyRecord | undefined {
  if (request.recordId === null) return undefined;
  if (request.target === 'school') return context.schools.find((school) => school.id === request.recordId);
  if (request.target === 'policy') return context.policies.find((policy) => policy.id === request.recordId);
  return undefined;
}

/**
 * The one-row file of a suggestion, or null when its record is no longer published. A policy's row carries
 * the team's working notes as its `notes`, which the import keeps unpublished (and would otherwise empty).
 */
export function suggestionRow(request: SuggestionRequest, context: ImportContext, workingNotes = ''): SuggestionRow | null {
  if (request.target === 'new_school') {
    return { dataset: 'schools', fields: { ...request.school!, ...evidence(request.sourceUrl) }, supports: null };
  }
  const record = recordOf(request, context);
  const field = request.field!;
  if (!record) return null;
  const supports = correctionSupports(field);
  if (request.target === 'school') {
    const fields = schoolFields(record as School);
    // A new name renames the school: the import finds it by its former name.
    if (field === 'name') fields.former_name = (record as School).name;
    fields[SCHOOL_COLUMNS[field] ?? field] = request.value;
    return { dataset: 'schools', fields: { ...fields, ...evidence(request.sourceUrl) }, supports };
  }
  const fields: Record<string, string> = { ...policyFields(record as PolicyRecord), notes: workingNotes };
  fields[POLICY_COLUMNS[field] ?? field] = request.value;
  return { dataset: 'policies', fields: { ...fields, ...evidence(request.sourceUrl) }, supports };
}
