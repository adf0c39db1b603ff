/**
 * The shape of every published record, checked when the data files load at start and on every import.
 * A data file that does not match stops the start with the file, record and field named.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const Timestamp = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$' });
const Text = (maxLength = 500) => Type.String({ maxLength });
const Id = Type.Integer({ minimum: 1 });

export const SCHOOL_TYPE_VALUES = ['nursery', 'primary', 'secondary', 'special'] as const;
export const POLICY_STATUS_VALUES = ['', 'Passed', 'Pending', 'Second Reading'] as const;
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
    status: Type.Union(POLICY_STATUS_VALUES.map((value) => Type.Literal(value))),
    url: Type.Union([Type.Literal(''), Type.String({ pattern: '^https?://', maxLength: 2000 })]),
    desc: Text(20_000),
    ranking: Type.Union([Type.Literal(''), Type.String({ pattern: '^\\d{1,2}(st|nd|rd|th)$' })]),
    key_findings: Type.Array(Text(2000), { maxItems: 50 }),
    email: Text(254),
    phone: Type.Array(Type.String({ pattern: LOCAL_PHONE }), { maxItems: 10 }),
    address: Text(1000),
    source: Text(),
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
    provenance: Type.Union([Type.Literal('demonstration'), Type.Literal('imported')]),
    source: Type.String({ minLength: 1, maxLength: 500 }),
    updated_at: Timestamp,
  },
  { additionalProperties: false },
);

const Figure = Type.Object({ value: Type.Number(), unit: Type.Literal('percent'), source: Text() });

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
    }),
    policy: Type.Object({
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
      ageDistributionSource: Text(),
      employmentDistribution: Type.Object({ employed: Type.Object({ totalEmployed: Type.Number(), unit: Type.Literal('percent'), source: Text() }) }),
      gender_distribution: Type.Object({
        total: Type.Object({ male: Type.Number(), female: Type.Number() }),
        unit: Type.Literal('percent'),
        source: Text(),
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
