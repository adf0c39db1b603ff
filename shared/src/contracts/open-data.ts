/**
 * The open data as the API publishes it (spec §3.4–§3.7, with the evidence behind each fact): countries,
 * states, state policies with their law status, schools, national figures, and the portal's own links.
 * The API checks its bundled data files and every import against these same schemas, so a record that
 * does not fit never reaches a page.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CONFIDENCES, IMPAIRMENTS, LAW_STATUSES, SCHOOL_TYPES } from '../rules.js';
import { literals } from './common.js';

const Timestamp = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$' });
const Text = (maxLength = 500) => Type.String({ maxLength });
const Id = Type.Integer({ minimum: 1 });
/** Spec §3.7: four digits, then groups of three and four, such as 0803 123 4567. */
const LOCAL_PHONE = '^0\\d{3} \\d{3} \\d{4}$';

export const Confidence = literals(CONFIDENCES);
export type Confidence = Static<typeof Confidence>;

export const LawStatus = literals(LAW_STATUSES);
export type LawStatus = Static<typeof LawStatus>;

export const SchoolType = literals(SCHOOL_TYPES);
export type SchoolType = Static<typeof SchoolType>;

export const Impairment = literals(IMPAIRMENTS);
export type Impairment = Static<typeof Impairment>;

/**
 * A public source behind a published fact. `publisher` and `date` are '' when the source does not state
 * them (shown as 'Not stated by the source'); `supports` names the fact it is evidence for.
 */
export const Source = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 500 }),
    publisher: Text(300),
    url: Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 2000 }),
    /** YYYY-MM-DD, YYYY-MM or YYYY, as precise as the source is; '' when not stated. */
    date: Type.Union([Type.Literal(''), Type.String({ pattern: '^\\d{4}(-\\d{2}(-\\d{2})?)?$' })]),
    quote: Text(1000),
    confidence: Confidence,
    supports: Text(300),
  },
  { additionalProperties: false },
);
export type Source = Static<typeof Source>;

const Sources = Type.Array(Source, { maxItems: 20 });
/** When the facts were last checked against their sources: a day, or a month when only that is known. */
const ReviewDate = Type.String({ pattern: '^\\d{4}-\\d{2}(-\\d{2})?$' });

/**
 * Where a figure comes from: the publications behind it, or, when none is found, a note saying it is a
 * figure of the original portal whose source it does not state (`sources` is then empty).
 */
export const Citation = Type.Object({ sources: Sources, note: Text(500) }, { additionalProperties: false });
export type Citation = Static<typeof Citation>;

/** A published share with its citation (spec §9). */
const CitedShare = Type.Object({ value: Type.Number(), unit: Type.Literal('percent'), citation: Citation });

/** `GET /countries`: the list entries. */
export const CountryListEntry = Type.Object({ id: Id, name: Text(100) });
export type CountryListEntry = Static<typeof CountryListEntry>;

/**
 * §3.4, as the API publishes it: only figures with a source. Gender and employment are percentages of
 * persons with disabilities; the age bands are those of §3.8 with their shares and populations. A figure
 * the sources do not give is null.
 */
export const Country = Type.Object(
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
      /** The national law's sources (the portal's words in `desc`). */
      sources: Sources,
      title: Text(300),
      desc: Text(20_000),
      url: Text(2000),
      address: Text(1000),
      phone: Type.Array(Type.String({ pattern: LOCAL_PHONE })),
      email: Text(254),
    }),
    statistics: Type.Object({
      disabilityShare: CitedShare,
      ageDistribution: Type.Record(Type.String(), Type.Object({ share: Type.Number(), withDisability: Type.Integer({ minimum: 0 }) })),
      ageDistributionCitation: Citation,
      employmentDistribution: Type.Object({
        employed: Type.Object({ totalEmployed: Type.Number(), unit: Type.Literal('percent'), citation: Citation }),
      }),
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
export type Country = Static<typeof Country>;

const stateFields = {
  id: Id,
  country_id: Id,
  country_name: Text(100),
  name: Text(100),
  code: Type.String({ pattern: '^NG[A-Z]{2}$' }),
  source: Text(),
  updated_at: Timestamp,
};

/** §3.5: a state as `GET /states` lists it. */
export const StateEntry = Type.Object(stateFields, { additionalProperties: false });
export type StateEntry = Static<typeof StateEntry>;

/** `GET /states/{id}`: the entry with the state's local government areas, as the source lists them. */
export const StateRecord = Type.Object(
  { ...stateFields, lgas: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100, uniqueItems: true }) },
  { additionalProperties: false },
);
export type StateRecord = Static<typeof StateRecord>;

/**
 * §3.6, with the evidence behind it. `status` is derived from `law_status` for the spec's display (§4.8):
 * 'Passed' for a state law in force, 'Pending' for a bill not yet law, '' otherwise; it is never imported.
 * Every public wording of the status comes from `lawStatusWording` (law-status.ts). `ranking` is only the
 * original portal's sample ranking (its source gives no method). `reviewed_at` is when the facts were last
 * checked against their sources, `imported_by` who imported them, `notes` a public note for the reader in
 * the portal's words (the team's working notes on the sources are kept apart and never published).
 */
export const PolicyRecord = Type.Object(
  {
    id: Id,
    /** The state's id (`/states/{id}`): how every page and table refers to it. */
    state_id: Id,
    state: Text(100),
    status: literals(['Passed', 'Pending', '']),
    url: Type.Union([Type.Literal(''), Type.String({ pattern: '^https?://', maxLength: 2000 })]),
    desc: Text(20_000),
    ranking: Type.Union([Type.Literal(''), Type.String({ pattern: '^\\d{1,2}(st|nd|rd|th)$' })]),
    key_findings: Type.Array(Text(2000), { maxItems: 50 }),
    email: Text(254),
    phone: Type.Array(Type.String({ pattern: LOCAL_PHONE }), { maxItems: 10 }),
    address: Text(1000),
    law_status: LawStatus,
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
export type PolicyRecord = Static<typeof PolicyRecord>;

/** §3.7, with the evidence behind it. `setting` and `impairments` are empty when the source does not state them. */
export const School = Type.Object(
  {
    id: Id,
    /** The state's id (`/states/{id}`): how every page and table refers to it. */
    state_id: Id,
    state: Text(100),
    name: Type.String({ minLength: 1, maxLength: 300 }),
    type: Type.Array(SchoolType, { maxItems: SCHOOL_TYPES.length, uniqueItems: true }),
    location: Text(1000),
    local_government: Text(100),
    desc: Text(5000),
    picture_url: Text(2000),
    website: Text(500),
    phone: Type.Union([Type.Literal(''), Type.String({ pattern: LOCAL_PHONE })]),
    email: Text(254),
    setting: literals(['special', 'inclusive', '']),
    impairments: Type.Array(Impairment, { maxItems: IMPAIRMENTS.length, uniqueItems: true }),
    sources: Type.Array(Source, { minItems: 1, maxItems: 20 }),
    reviewed_at: ReviewDate,
    imported_by: Type.String({ minLength: 1, maxLength: 200 }),
    updated_at: Timestamp,
  },
  { additionalProperties: false },
);
export type School = Static<typeof School>;

/** A national or global figure of the sourced data (`GET /figures`), with its caveats. */
export const NationalFigure = Type.Object(
  {
    id: Id,
    figure: Type.String({ minLength: 1, maxLength: 300 }),
    /** As the source words it ('about 25 million (3.6 million with very significant difficulties)'). */
    value: Type.String({ minLength: 1, maxLength: 300 }),
    /** As the source gives it: '2018', '2025 (projection)', 'c. 1990s (chapter date not confirmed)'. */
    year: Text(100),
    /** Whom the figure describes: 'global' for a world estimate (not a Nigerian measurement), else as the source says. */
    scope: Type.String({ minLength: 1, maxLength: 200 }),
    notes: Text(2000),
    sources: Type.Array(Source, { minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type NationalFigure = Static<typeof NationalFigure>;

const NamedLink = Type.Object({ name: Type.String(), url: Type.String() });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The portal's own addresses (`GET /site`), from the server's configuration; null (or empty) until set. */
export const SiteLinks = Type.Object({
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  blog: Nullable(Type.String()),
  provider: Nullable(NamedLink),
  supporter: Nullable(NamedLink),
  social: Type.Array(NamedLink),
});
export type SiteLinks = Static<typeof SiteLinks>;
