/**
 * The open data as the API publishes it (spec §3.4–§3.7, with the evidence behind each fact): countries,
 * states, state policies with their law status, schools, national figures, and the portal's own links.
 * The API checks its bundled data files and every import against these same schemas, so a record that
 * does not fit never reaches a page.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CONFIDENCES, IMPAIRMENTS, LAW_STATUSES, SCHOOL_TYPES } from '../rules.js';
import { literals } from './common.js';
import { declareDataset, derivedColumn, field, nestedField } from './declare.js';

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
const sourceFields = {
  title: field(Type.String({ minLength: 1, maxLength: 500 }), 'string', 'The source'),
  publisher: field(Text(300), 'string', 'Its publisher; empty when not stated'),
  url: field(Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 2000 }), 'string', 'Its address'),
  date: field(
    Type.Union([Type.Literal(''), Type.String({ pattern: '^\\d{4}(-\\d{2}(-\\d{2})?)?$' })]),
    'string',
    'Its date, as precise as known (YYYY, YYYY-MM or YYYY-MM-DD); empty when not stated',
  ),
  quote: field(Text(1000), 'string', 'The words that support the fact'),
  confidence: field(Confidence, 'string', 'high, medium or low'),
  supports: field(Text(300), 'string', 'The facts it supports'),
};
export const Source = declareDataset(sourceFields).contract;
export type Source = Static<typeof Source>;

/** The sources download: every source of every record, one row each, so that a table tool can join them. */
export const SourceRows = declareDataset({
  dataset: field(literals(['policies', 'schools', 'figures']), 'string', 'policies, schools or figures'),
  record_id: field(Id, 'integer', 'The id of the record in that data set'),
  record: field(Text(300), 'string', 'The state, school or figure'),
  ...sourceFields,
});

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

const IDENTIFIER = 'Identifier, stable across downloads';
const UPDATED = 'When the record last changed in the portal';
const REVIEWED = 'When the facts were last checked against their sources: YYYY-MM or YYYY-MM-DD';
/** A list is one cell of a CSV download, its values joined by '; ' (csv.ts). */
const listOf = (what: string) => `${what}; several values are separated by '; '`;
const stateId = field(Id, 'integer', "The state's id in the states resource");

/** `GET /states/{id}` (the states download): a state with its local government areas, as the source lists them. */
export const States = declareDataset({
  id: field(Id, 'integer', IDENTIFIER),
  country_id: field(Id, 'integer', 'The country'),
  country_name: field(Text(100), 'string', 'The country'),
  name: field(Text(100), 'string', 'The state (FCT-Abuja for the Federal Capital Territory)'),
  code: field(Type.String({ pattern: '^NG[A-Z]{2}$' }), 'string', "'NG' + the ISO 3166-2:NG subdivision code"),
  lgas: field(
    Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100, uniqueItems: true }),
    'string',
    listOf("The state's local government areas"),
  ),
  source: field(Text(), 'string', 'Where the names come from'),
  updated_at: field(Timestamp, 'datetime', UPDATED),
});
export const StateRecord = States.contract;
export type StateRecord = Static<typeof StateRecord>;

/** §3.5: a state as `GET /states` lists it, without its local government areas. */
export const StateEntry = Type.Omit(StateRecord, ['lgas'], { additionalProperties: false });
export type StateEntry = Static<typeof StateEntry>;

/**
 * §3.6, with the evidence behind it. `status` is derived from `law_status` for the spec's display (§4.8):
 * 'Passed' for a state law in force, 'Pending' for a bill not yet law, '' otherwise; it is never imported.
 * Every public wording of the status comes from `lawStatusWording` (law-status.ts), the downloads'
 * `law_status_text` included. `ranking` is only the original portal's sample ranking (its source gives no
 * method). `notes` is a public note for the reader in the portal's words (the team's working notes on the
 * sources are kept apart and never published).
 */
export const Policies = declareDataset({
  id: field(Id, 'integer', IDENTIFIER),
  /** The state's id (`/states/{id}`): how every page and table refers to it. */
  state_id: stateId,
  state: field(Text(100), 'string', 'The state'),
  law_status: field(
    LawStatus,
    'string',
    'in_force, federal_act (the FCT, where the federal Act of 2018 applies directly), passed_not_signed, bill_pending, no_law, unknown, or disputed when sources disagree',
  ),
  law_status_text: derivedColumn(
    'string',
    "The law status in the words every page of the portal uses, such as 'Law in force' or 'Sources disagree'",
  ),
  law_name: field(Text(300), 'string', 'The law as its source names it'),
  law_year: field(
    Type.Union([Type.Integer({ minimum: 1960, maximum: 2100 }), Type.Null()]),
    'integer',
    'The year of assent where known, else of passage',
  ),
  agency: field(Text(300), 'string', 'The agency or commission responsible'),
  status: field(
    literals(['Passed', 'Pending', '']),
    'string',
    "'Passed' for a state law in force, 'Pending' for a bill not yet law (pending or awaiting assent), else empty",
  ),
  ranking: field(
    Type.Union([Type.Literal(''), Type.String({ pattern: '^\\d{1,2}(st|nd|rd|th)$' })]),
    'string',
    "The original portal's sample ranking; its source gives no method",
  ),
  url: field(
    Type.Union([Type.Literal(''), Type.String({ pattern: '^https?://', maxLength: 2000 })]),
    'string',
    'A link to the policy document',
  ),
  desc: field(Text(20_000), 'string', 'A description of the policy'),
  key_findings: field(Type.Array(Text(2000), { maxItems: 50 }), 'string', listOf('Key findings')),
  email: field(Text(254), 'string', 'Contact e-mail'),
  phone: field(Type.Array(Type.String({ pattern: LOCAL_PHONE }), { maxItems: 10 }), 'string', listOf('Contact phone numbers')),
  address: field(Text(1000), 'string', 'Contact address'),
  notes: field(Text(2000), 'string', "A note for the reader, in the portal's words"),
  sources: nestedField(Sources),
  reviewed_at: field(Type.Union([Type.Literal(''), ReviewDate]), 'string', REVIEWED),
  imported_by: field(Text(200), 'string', 'Who imported the record'),
  updated_at: field(Timestamp, 'datetime', UPDATED),
});
export const PolicyRecord = Policies.contract;
export type PolicyRecord = Static<typeof PolicyRecord>;

/** §3.7, with the evidence behind it. `setting` and `impairments` are empty when the source does not state them. */
export const Schools = declareDataset({
  id: field(Id, 'integer', IDENTIFIER),
  /** The state's id (`/states/{id}`): how every page and table refers to it. */
  state_id: stateId,
  state: field(Text(100), 'string', 'The state'),
  name: field(Type.String({ minLength: 1, maxLength: 300 }), 'string', 'The school'),
  type: field(
    Type.Array(SchoolType, { maxItems: SCHOOL_TYPES.length, uniqueItems: true }),
    'string',
    listOf('nursery, primary, secondary, special'),
  ),
  setting: field(literals(['special', 'inclusive', '']), 'string', 'special or inclusive; empty when the source does not say'),
  impairments: field(
    Type.Array(Impairment, { maxItems: IMPAIRMENTS.length, uniqueItems: true }),
    'string',
    listOf('visual, hearing, physical, intellectual, multiple, as the source states'),
  ),
  location: field(Text(1000), 'string', 'Town, area or address, as the source gives it'),
  local_government: field(Text(100), 'string', 'Local government area'),
  desc: field(Text(5000), 'string', 'Description'),
  picture_url: field(Text(2000), 'string', 'A picture'),
  website: field(Text(500), 'string', 'Website'),
  phone: field(Type.Union([Type.Literal(''), Type.String({ pattern: LOCAL_PHONE })]), 'string', 'Phone'),
  email: field(Text(254), 'string', 'E-mail'),
  sources: nestedField(Type.Array(Source, { minItems: 1, maxItems: 20 })),
  reviewed_at: field(ReviewDate, 'string', REVIEWED),
  imported_by: field(Type.String({ minLength: 1, maxLength: 200 }), 'string', 'Who imported the record'),
  updated_at: field(Timestamp, 'datetime', UPDATED),
});
export const School = Schools.contract;
export type School = Static<typeof School>;

/** A national or global figure of the sourced data (`GET /figures`), with its caveats. */
export const Figures = declareDataset({
  id: field(Id, 'integer', IDENTIFIER),
  figure: field(Type.String({ minLength: 1, maxLength: 300 }), 'string', 'What is counted'),
  /** As the source words it ('about 25 million (3.6 million with very significant difficulties)'). */
  value: field(Type.String({ minLength: 1, maxLength: 300 }), 'string', 'The value as the source words it'),
  /** As the source gives it: '2018', '2025 (projection)', 'c. 1990s (chapter date not confirmed)'. */
  year: field(Text(100), 'string', 'The year, as the source gives it'),
  scope: field(
    Type.String({ minLength: 1, maxLength: 200 }),
    'string',
    "Whom it describes; 'global' is a world estimate, not a Nigerian measurement",
  ),
  notes: field(Text(2000), 'string', "Caveats in the portal's words, and the kind of source"),
  sources: nestedField(Type.Array(Source, { minItems: 1, maxItems: 20 })),
});
export const NationalFigure = Figures.contract;
export type NationalFigure = Static<typeof NationalFigure>;

const NamedLink = Type.Object({ name: Type.String(), url: Type.String() });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * How to send an eyewitness report from any phone (issue 40), published once the portal's gateway is
 * connected: the number or short code an SMS goes to, with the word that starts a report in each of the
 * portal's languages (by language code), and the USSD code to dial; each null until set.
 */
export const ReportByPhone = Type.Object({
  sms: Nullable(Type.Object({ number: Type.String(), keywords: Type.Record(Type.String(), Type.String()) })),
  ussd: Nullable(Type.String()),
});
export type ReportByPhone = Static<typeof ReportByPhone>;

/** The portal's own addresses (`GET /site`), from the server's configuration; null (or empty) until set. */
export const SiteLinks = Type.Object({
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  blog: Nullable(Type.String()),
  provider: Nullable(NamedLink),
  supporter: Nullable(NamedLink),
  social: Type.Array(NamedLink),
  reportByPhone: ReportByPhone,
});
export type SiteLinks = Static<typeof SiteLinks>;
