/**
 * Each open data set is declared once (`@portal/shared/contracts`): its contract, its download's columns
 * and its Table Schema follow from that declaration. Adding a field is a line there, its migration and
 * the place that shows it.
 */
import { describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { Policies, declareDataset, field } from '@portal/shared/contracts';
import { toCsv } from './csv.js';
import { columnNames, tableSchemaOf } from './data-package.js';
import { loadDataFiles } from './data-files.js';

describe("a data set's declaration", () => {
  it('gives a field added to it to the contract, the CSV header and the Table Schema, with no other file changed', async () => {
    const budget = { type: 'string', description: "The state's yearly budget for disability inclusion, as its source gives it" } as const;
    const extended = declareDataset({
      ...Policies.fields,
      disability_budget: field(Type.String({ maxLength: 200 }), budget.type, budget.description),
    });
    const record = (await loadDataFiles()).policies[0]!;

    // The contract: the field is now part of a valid record, and the declaration it came from refuses it still.
    expect(Object.keys(extended.contract.properties)).toContain('disability_budget');
    expect(Value.Check(extended.contract, { ...record, disability_budget: 'N1.2 billion (2025)' })).toBe(true);
    expect(Value.Check(Policies.contract, { ...record, disability_budget: 'N1.2 billion (2025)' })).toBe(false);

    // The download: its header gains the column, last as declared.
    const header = toCsv(columnNames(extended.columns), []).split(/\r?\n/)[0]!.split(',');
    expect(header).toEqual([...columnNames(Policies.columns), 'disability_budget']);

    // The data package: the resource's Table Schema describes it.
    expect(tableSchemaOf(extended.columns).fields.at(-1)).toEqual({ name: 'disability_budget', ...budget });
  });

  it('keeps a derived column out of the contract, and a nested list out of the download', () => {
    expect(columnNames(Policies.columns)).toContain('law_status_text');
    expect(Object.keys(Policies.contract.properties)).not.toContain('law_status_text');
    expect(Object.keys(Policies.contract.properties)).toContain('sources');
    expect(columnNames(Policies.columns)).not.toContain('sources');
  });
});
