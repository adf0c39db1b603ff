/**
 * One declaration per open data set (issue 36): each field once, with its schema (the contract the API
 * validates with and the pages read) and its column in the downloads (the CSV header and the Frictionless
 * Table Schema the data package publishes, https://specs.frictionlessdata.io/table-schema/). Adding a field
 * to a data set is then a line here, its migration, and the place that shows it.
 */
import { Type, type TObject, type TSchema } from '@sinclair/typebox';

/** The Table Schema types the downloads use. */
export type ColumnType = 'integer' | 'number' | 'string' | 'boolean' | 'datetime';

/** A column of a download, as its Table Schema describes it. */
export interface Column {
  name: string;
  type: ColumnType;
  description: string;
}

/**
 * A field of a data set: its schema in the contract (null for a column a download derives, such as a
 * status in words) and its column in the downloads (null for what only the JSON carries whole, such as a
 * record's list of sources, which the sources download lists one per row).
 */
export interface Field<S extends TSchema | null = TSchema | null> {
  schema: S;
  column: Omit<Column, 'name'> | null;
}

/** A field published in the record and as a column of the downloads. */
export const field = <S extends TSchema>(schema: S, type: ColumnType, description: string): Field<S> => ({
  schema,
  column: { type, description },
});

/** A field of the record that the downloads leave to another resource (a record's sources). */
export const nestedField = <S extends TSchema>(schema: S): Field<S> => ({ schema, column: null });

/** A column only the downloads have, derived from the record where it is written. */
export const derivedColumn = (type: ColumnType, description: string): Field<null> => ({ schema: null, column: { type, description } });

type RecordKeys<F> = { [K in keyof F]: F[K] extends Field<infer S> ? (S extends TSchema ? K : never) : never }[keyof F];
type RecordSchemas<F> = { [K in RecordKeys<F>]: F[K] extends Field<infer S> ? (S extends TSchema ? S : never) : never };

export interface Dataset<F extends Record<string, Field>> {
  fields: F;
  /** The published record (additional properties refused, so a record never carries what it should not). */
  contract: TObject<RecordSchemas<F>>;
  /** The downloads' columns, in the order of the declaration. */
  columns: Column[];
}

export function declareDataset<F extends Record<string, Field>>(fields: F): Dataset<F> {
  const schemas = Object.fromEntries(Object.entries(fields).flatMap(([name, { schema }]) => (schema ? [[name, schema]] : [])));
  const columns = Object.entries(fields).flatMap(([name, { column }]) => (column ? [{ name, ...column }] : []));
  return { fields, contract: Type.Object(schemas, { additionalProperties: false }) as TObject<RecordSchemas<F>>, columns };
}
