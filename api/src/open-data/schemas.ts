/**
 * The shape of every published record, checked when the data files load at start and on every import.
 * A data file that does not match stops the start with the file, record and field named.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { CONFIDENCES, IMPAIRMENTS, LAW_STATUSES } from '@portal/shared/types';

const Timestamp = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$' });
const Text = (maxLength = 500) => Type.String({ maxLength });
const Id = Type.Integer({ minimum: 1 });

export const SCHOOL_TYPE_VALUES = ['nursery', 'primary', 'secondary', 'special'] as const;
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

/** A public source behind a fact; what each field means is in shared/src/types.ts (`Source`). */
export const SourceRecord = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 500 }),
    publisher: Text(300),
    url: Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 2000 }),
    date: Type.Union([Type.Literal(''), Type.String({ pattern: '^\\d{4}(-\\d{2}(-\\d{2})?)?$' })]),
    quote: Text(1000),
    confidence: literals(CONFIDENCES),
    supports: Text(300),
  },
  { additionalProperties: false },
);
const Sources = Type.Array(SourceRecord, { maxItems: 20 });
/** When the facts were last checked against their sources: a day, or a month when only that is known. */
const ReviewDate = Type.String({ pattern: '^\\d{4}-\\d{2}(-\\d{2})?$' });
/** Spec §3.7: four digits, then groups of three and four, such as 0803 123 4567. */
export const LOCAL_PHONE = '^0\\d{3} \\d{3} \\d{4}$';

export const StateRecord = Type.Object(
  {
    id: Id,
    country_id: Id,
    country_name: Text(100),
    name: Text(100),
    code: Type.String({ pattern: '^NG[A-Z]{2}$' }),
    /** Local government areas, as the source lists them. */
    lgas: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100, uniqueItems: true }),
    source: Text(),
    updated_at: Timestamp,
  },
  { additionalProperties: false },
);

export const PolicyRecord = Type.Object(
  {
    id: Id,
    state: Text(100),
    /** Derived from law_status for the spec's display (§4.8); never imported. */
    status: literals(['Passed', 'Pending', '']),
    url: Type.Union([Type.Literal(''), Type.String({ pattern: '^https?://', maxLength: 2000 })]),
    desc: Text(20_000),
    ranking: Type.Union([Type.Literal(''), Type.String({ pattern: '^\\d{1,2}(st|nd|rd|th)$' })]),
    key_findings: Type.Array(Text(2000), { maxItems: 50 }),
    email: Text(254),
    phone: Type.Array(Type.String({ pattern: LOCAL_PHONE }), { maxItems: 10 }),
    address: Text(1000),
    law_status: literals(LAW_STATUSES),
    law_name: Text(300),
    law_year: Type.Union([Type.Integer({ minimum: 1960, maximum: 2100 }), Type.Null()]),
    agency: Text(300),
    notes: Text(2000),
    sources: Sources,
    reviewed_at: Type.Union([Type.Literal(''), ReviewDate]),
    imported_by: Text(200),
    updated_at: Timestamp,
  },
  { additionalProperties: false },
);

export const SchoolRecord = Type.Object(
  {
    id: Id,
    state: Text(100),
    name: Type.String({ minLength: 1, maxLength: 300 }),
    type: Type.Array(Type.Union(SCHOOL_TYPE_VALUES.map((value) => Type.Literal(value))), { maxItems: 4, uniqueItems: true }),
    location: Text(1000),
    local_government: Text(100),
    desc: Text(5000),
    picture_url: Text(2000),
    website: Text(500),
    phone: Type.Union([Type.Literal(''), Type.String({ pattern: LOCAL_PHONE })]),
    email: Text(254),
    setting: literals(['special', 'inclusive', '']),
    impairments: Type.Array(literals(IMPAIRMENTS), { maxItems: IMPAIRMENTS.length, uniqueItems: true }),
    sources: Type.Array(SourceRecord, { minItems: 1, maxItems: 20 }),
    reviewed_at: ReviewDate,
    imported_by: Type.String({ minLength: 1, maxLength: 200 }),
    updated_at: Timestamp,
  },
  { additionalProperties: false },
);

export const FigureRecord = Type.Object(
  {
    id: Id,
    figure: Type.String({ minLength: 1, maxLength: 300 }),
    value: Type.String({ minLength: 1, maxLength: 300 }),
    year: Text(100),
    scope: Type.String({ minLength: 1, maxLength: 200 }),
    notes: Text(2000),
    sources: Type.Array(SourceRecord, { minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
);

/** The publications behind a figure, or a note saying that none was found. */
const Citation = Type.Object({ sources: Sources, note: Text(500) }, { additionalProperties: false });
const Figure = Type.Object({ value: Type.Number(), unit: Type.Literal('percent'), citation: Citation });

export const CountryRecord = Type.Object(
  {
    id: Id,
    name: Text(100),
    code: Type.String({ pattern: '^[A-Z]{2}$' }),
    year: Type.Integer({ minimum: 1900, maximum: 2100 }),
    population: Type.Object({
      total: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
      withDisability: Type.Integer({ minimum: 0 }),
      withoutDisability: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
      derivation: Text(),
      citation: Citation,
    }),
    policy: Type.Object({
      sources: Sources,
      title: Text(300),
      desc: Text(20_000),
      url: Text(2000),
      address: Text(1000),
      phone: Type.Array(Type.String({ pattern: LOCAL_PHONE })),
      email: Text(254),
    }),
    statistics: Type.Object({
      disabilityShare: Figure,
      ageDistribution: Type.Record(Type.String(), Type.Object({ share: Type.Number(), withDisability: Type.Integer({ minimum: 0 }) })),
      ageDistributionCitation: Citation,
      employmentDistribution: Type.Object({ employed: Type.Object({ totalEmployed: Type.Number(), unit: Type.Literal('percent'), citation: Citation }) }),
      gender_distribution: Type.Object({
        total: Type.Object({ male: Type.Number(), female: Type.Number() }),
        unit: Type.Literal('percent'),
        citation: Citation,
      }),
    }),
    source: Text(),
    updated_at: Timestamp,
  },
  { additionalProperties: false },
);

export type StateRow = Static<typeof StateRecord>;
export type PolicyRow = Static<typeof PolicyRecord>;
export type SchoolRow = Static<typeof SchoolRecord>;
export type CountryRow = Static<typeof CountryRecord>;
export type FigureRow = Static<typeof FigureRecord>;
export type SourceRow = Static<typeof SourceRecord>;

/** The spec's status (§4.8) for a law status: 'Passed' for a law in force, 'Pending' for a bill pending. */
export const specStatus = (lawStatus: PolicyRow['law_status']): PolicyRow['status'] =>
  lawStatus === 'in_force' ? 'Passed' : lawStatus === 'bill_pending' ? 'Pending' : '';

/** What every data file carries beside its records: the licence and a note on where it comes from. */
export const DatasetMeta = Type.Object({
  dataset: Type.String(),
  title: Text(200),
  licence: Text(1000),
  source: Text(2000),
  notes: Text(4000),
});
export type DatasetInfo = Static<typeof DatasetMeta>;

/** The first problem with `value` against `schema`, as "field /type/2: Expected …", or null when it fits. */
export function firstProblem(schema: TSchema, value: unknown): string | null {
  const error = Value.Errors(schema, value).First();
  if (!error) return null;
  const field = error.path.replace(/^\//, '') || '(record)';
  return `field ${field}: ${error.message}`;
}
