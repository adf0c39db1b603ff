/**
 * The open data as a Frictionless Tabular Data Package (https://specs.frictionlessdata.io/): one
 * descriptor, `GET /api/v1/datapackage.json`, describing every download with its Table Schema, licence
 * and sources, so that tools (frictionless, pandas, spreadsheets) read the CSV files as they are. Each
 * resource's columns come from its data set's declaration in @portal/shared/contracts, as its contract does;
 * the CSV downloads are written from the same list.
 */
import type { OpenDataSnapshot } from './repository.js';
import { Figures, Policies, Schools, SourceRows, States, type Column, type Source } from '@portal/shared/contracts';
import { lawStatusText } from '@portal/shared/law-status';

type Row = Record<string, unknown>;

export const RESOURCE_NAMES = ['states', 'policies', 'schools', 'figures', 'sources'] as const;
export type ResourceName = (typeof RESOURCE_NAMES)[number];

/** Each resource's columns, `{ name, type, description }` as a Frictionless Table Schema has them. */
const FIELDS: Record<ResourceName, Column[]> = {
  states: States.columns,
  policies: Policies.columns,
  schools: Schools.columns,
  figures: Figures.columns,
  sources: SourceRows.columns,
};

/** A download's header: the names of a data set's columns. */
export const columnNames = (columns: readonly Column[]) => columns.map((column) => column.name);
export const columnsOf = (name: ResourceName) => columnNames(FIELDS[name]);

/** A data set's columns as the Table Schema of its resource. */
export const tableSchemaOf = (columns: readonly Column[]) => ({ fields: columns.map((column) => ({ ...column })) });

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

/**
 * The records of one resource as published; `sources` rows are flat, the others keep their sources. A
 * policy also carries its status in the portal's words, so a download says it as the pages do.
 */
export function recordsOf(name: ResourceName, data: OpenDataSnapshot): Row[] {
  if (name === 'sources') return sourceRows(data);
  if (name === 'policies') return data.policies.map((policy) => ({ ...policy, law_status_text: lawStatusText(policy.law_status) }));
  return data[name] as unknown as Row[];
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
    { title: "rOpenSci naijR's list of local government areas", path: 'https://github.com/ropensci/naijR' },
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
      schema: { ...tableSchemaOf(FIELDS[name]), ...(name === 'sources' ? {} : { primaryKey: 'id' }) },
    })),
  };
}
