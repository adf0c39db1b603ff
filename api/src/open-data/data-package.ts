/**
 * The open data as a Frictionless Tabular Data Package (https://specs.frictionlessdata.io/): one
 * descriptor, `GET /api/v1/datapackage.json`, describing every download with its Table Schema, licence
 * and sources, so that tools (frictionless, pandas, spreadsheets) read the CSV files as they are. Each
 * resource's columns are declared here once; the CSV downloads are written from the same list.
 */
import type { OpenDataSnapshot } from './repository.js';
import type { Source } from '@portal/shared/contracts';

type FieldType = 'integer' | 'string' | 'datetime';
interface Field {
  name: string;
  type: FieldType;
  description: string;
}
type Row = Record<string, unknown>;

export const RESOURCE_NAMES = ['states', 'policies', 'schools', 'figures', 'sources'] as const;
export type ResourceName = (typeof RESOURCE_NAMES)[number];

const LIST = "several values are separated by '; '";
const REVIEWED = 'When the facts were last checked against their sources: YYYY-MM or YYYY-MM-DD';

const field = (name: string, type: FieldType, description: string): Field => ({ name, type, description });
const id = field('id', 'integer', 'Identifier, stable across downloads');
const updated = field('updated_at', 'datetime', 'When the record last changed in the portal');
/** A record with sources: its id, its own fields, then when its facts were checked, who imported it and when it changed. */
const sourcedRecord = (...fields: Field[]) => [
  id,
  ...fields,
  field('reviewed_at', 'string', REVIEWED),
  field('imported_by', 'string', 'Who imported the record'),
  updated,
];

const FIELDS: Record<ResourceName, Field[]> = {
  states: [
    id,
    field('country_id', 'integer', 'The country'),
    field('country_name', 'string', 'The country'),
    field('name', 'string', 'The state (FCT-Abuja for the Federal Capital Territory)'),
    field('code', 'string', "'NG' + the ISO 3166-2:NG subdivision code"),
    field('lgas', 'string', `The state's local government areas; ${LIST}`),
    field('source', 'string', 'Where the names come from'),
    updated,
  ],
  policies: sourcedRecord(
    field('state', 'string', 'The state'),
    field('law_status', 'string', 'in_force, passed_not_signed, bill_pending, no_law, unknown, or disputed when sources disagree'),
    field('law_name', 'string', 'The law as its source names it'),
    field('law_year', 'integer', 'The year of assent where known, else of passage'),
    field('agency', 'string', 'The agency or commission responsible'),
    field('status', 'string', "'Passed' for a law in force, 'Pending' for a bill pending, else empty"),
    field('ranking', 'string', "The original portal's sample ranking; its source gives no method"),
    field('url', 'string', 'A link to the policy document'),
    field('desc', 'string', 'A description of the policy'),
    field('key_findings', 'string', `Key findings; ${LIST}`),
    field('email', 'string', 'Contact e-mail'),
    field('phone', 'string', `Contact phone numbers; ${LIST}`),
    field('address', 'string', 'Contact address'),
    field('notes', 'string', 'Notes of whoever gathered the sources: caveats and later events'),
  ),
  schools: sourcedRecord(
    field('state', 'string', 'The state'),
    field('name', 'string', 'The school'),
    field('type', 'string', `nursery, primary, secondary, special; ${LIST}`),
    field('setting', 'string', 'special or inclusive; empty when the source does not say'),
    field('impairments', 'string', `visual, hearing, physical, intellectual, multiple, as the source states; ${LIST}`),
    field('location', 'string', 'Town, area or address, as the source gives it'),
    field('local_government', 'string', 'Local government area'),
    field('desc', 'string', 'Description'),
    field('picture_url', 'string', 'A picture'),
    field('website', 'string', 'Website'),
    field('phone', 'string', 'Phone'),
    field('email', 'string', 'E-mail'),
  ),
  figures: [
    id,
    field('figure', 'string', 'What is counted'),
    field('value', 'string', 'The value as the source words it'),
    field('year', 'string', 'The year, as the source gives it'),
    field('scope', 'string', "Whom it describes; 'global' is a world estimate, not a Nigerian measurement"),
    field('notes', 'string', 'Caveats and the kind of source'),
  ],
  sources: [
    field('dataset', 'string', 'policies, schools or figures'),
    field('record_id', 'integer', 'The id of the record in that data set'),
    field('record', 'string', 'The state, school or figure'),
    field('title', 'string', 'The source'),
    field('publisher', 'string', 'Its publisher; empty when not stated'),
    field('url', 'string', 'Its address'),
    field('date', 'string', 'Its date, as precise as known (YYYY, YYYY-MM or YYYY-MM-DD); empty when not stated'),
    field('quote', 'string', 'The words that support the fact'),
    field('confidence', 'string', 'high, medium or low'),
    field('supports', 'string', 'The facts it supports'),
  ],
};

export const columnsOf = (name: ResourceName) => FIELDS[name].map((f) => f.name);

/** Every source of every record, one row each, so that a table tool can join them to their records. */
function sourceRows(data: OpenDataSnapshot): Row[] {
  const rows = (dataset: string, recordId: number, record: string, sources: readonly Source[]) =>
    sources.map((source) => ({ dataset, record_id: recordId, record, ...source }));
  return [
    ...data.policies.flatMap((p) => rows('policies', p.id, p.state, p.sources)),
    ...data.schools.flatMap((s) => rows('schools', s.id, s.name, s.sources)),
    ...data.figures.flatMap((f) => rows('figures', f.id, f.figure, f.sources)),
  ];
}

/** The records of one resource as published; `sources` rows are flat, the others keep their sources. */
export function recordsOf(name: ResourceName, data: OpenDataSnapshot): Row[] {
  return name === 'sources' ? sourceRows(data) : (data[name] as unknown as Row[]);
}

const CC_BY = { name: 'CC-BY-4.0', path: 'https://creativecommons.org/licenses/by/4.0/', title: 'Creative Commons Attribution 4.0' };
/** Licences beyond CC BY of the parts of a data set that come from elsewhere (see states.json). */
const MORE_LICENCES: Partial<Record<ResourceName, object[]>> = {
  states: [
    { name: 'MIT', path: 'https://opensource.org/licenses/MIT', title: 'MIT (state names, naija-state-local-government)' },
    { name: 'GPL-3.0', path: 'https://www.gnu.org/licenses/gpl-3.0.html', title: 'GPL-3.0 (local government areas, naijR)' },
  ],
};
const RESOURCE_SOURCES: Record<ResourceName, object[]> = {
  states: [
    { title: 'naija-state-local-government 1.1.2', path: 'https://www.npmjs.com/package/naija-state-local-government' },
    { title: 'naijR, data-raw/lga-by-state.csv (rOpenSci)', path: 'https://github.com/ropensci/naijR' },
  ],
  policies: [{ title: 'Public pages, one or more per state: see the sources resource', path: 'downloads/sources.csv' }],
  schools: [{ title: 'Public pages, one per school: see the sources resource', path: 'downloads/sources.csv' }],
  figures: [{ title: 'Public pages, one per figure: see the sources resource', path: 'downloads/sources.csv' }],
  sources: [{ title: 'Public pages read in November 2026 and later imports', path: 'downloads/sources.csv' }],
};

/** The licence and source notes a resource's description repeats in words, from the datasets table. */
function describe(name: ResourceName, data: OpenDataSnapshot): { title: string; description: string } {
  const info = data.datasets.find((d) => d.dataset === name);
  if (!info)
    return {
      title: 'Sources of the published facts',
      description: 'Every source of every state law, school and figure: title, publisher, address, date, quote and confidence.',
    };
  return {
    title: info.title,
    description: [info.notes, `Source: ${info.source}`, `Licence: ${info.licence}`].filter(Boolean).join('\n\n'),
  };
}

/** The Tabular Data Package descriptor; resource paths are relative to /api/v1/, where it is served. */
export function dataPackage(data: OpenDataSnapshot, publicUrl: string): object {
  return {
    profile: 'tabular-data-package',
    name: 'nigeria-disability-inclusion',
    title: 'Nigeria Disability Inclusion Data Portal: open data',
    description: 'State disability laws, special and inclusive schools, national figures and the states, each fact with its sources.',
    homepage: publicUrl,
    licenses: [CC_BY],
    sources: [{ title: 'Public sources named with each record', path: 'downloads/sources.csv' }],
    created: data.datasets
      .map((d) => d.updated_at)
      .sort()
      .at(-1),
    resources: RESOURCE_NAMES.map((name) => ({
      profile: 'tabular-data-resource',
      name,
      path: `downloads/${name}.csv`,
      format: 'csv',
      mediatype: 'text/csv',
      encoding: 'utf-8',
      ...describe(name, data),
      licenses: [CC_BY, ...(MORE_LICENCES[name] ?? [])],
      sources: RESOURCE_SOURCES[name],
      schema: { fields: FIELDS[name], ...(name === 'sources' ? {} : { primaryKey: 'id' }) },
    })),
  };
}
