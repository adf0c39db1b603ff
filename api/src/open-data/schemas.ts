/**
 * What the API adds to the published records' schemas (`@portal/shared/contracts`, checked when the data
 * files load at start and on every import): the data sets' own description, the spec's status derived
 * from a law status, and the first problem of a record, worded for the person who fixes the file.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { PolicyRecord } from '@portal/shared/contracts';

/**
 * The spec's status (§4.8) for a law status: 'Passed' for a state law in force, 'Pending' for a bill not
 * yet law (before the assembly or awaiting assent), as the state page's sentence says (law-status.ts).
 */
export const specStatus = (lawStatus: PolicyRecord['law_status']): PolicyRecord['status'] =>
  lawStatus === 'in_force' ? 'Passed' : lawStatus === 'bill_pending' || lawStatus === 'passed_not_signed' ? 'Pending' : '';

/** What every data file carries beside its records: the licence and a note on where it comes from. */
export const DatasetMeta = Type.Object({
  dataset: Type.String(),
  title: Type.String({ maxLength: 200 }),
  licence: Type.String({ maxLength: 1000 }),
  source: Type.String({ maxLength: 2000 }),
  notes: Type.String({ maxLength: 4000 }),
});
export type DatasetInfo = Static<typeof DatasetMeta>;

/** The first problem with `value` against `schema`, as "field /type/2: Expected …", or null when it fits. */
export function firstProblem(schema: TSchema, value: unknown): string | null {
  const error = Value.Errors(schema, value).First();
  if (!error) return null;
  const field = error.path.replace(/^\//, '') || '(record)';
  return `field ${field}: ${error.message}`;
}
