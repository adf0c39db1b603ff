import { describe, expect, it } from 'vitest';
import { POLICIES, STATES } from '../test-support/fixtures.js';
import { DEFAULT_SORT, nextSort, sortLaws, type LawRow } from './laws.js';

const ROWS: LawRow[] = POLICIES.map((policy) => ({ policy, stateId: policy.id }));
const states = (rows: LawRow[]) => rows.map((row) => row.policy.state);

describe('sorting the laws table', () => {
  it('starts in state order', () => {
    expect(states(sortLaws(ROWS, DEFAULT_SORT))).toEqual(STATES.map((state) => state.name));
  });

  it('sorts by year either way, with the states that have no year last both ways', () => {
    const years = (direction: 'ascending' | 'descending') =>
      sortLaws(ROWS, { column: 'year', direction }).map((row) => row.policy.law_year);
    const ascending = years('ascending');
    const descending = years('descending');
    const known = ascending.filter((year) => year !== null);
    expect(known).toEqual([...known].sort((a, b) => a! - b!));
    expect(descending.filter((year) => year !== null)).toEqual([...known].reverse());
    expect(ascending.slice(known.length).every((year) => year === null)).toBe(true);
    expect(descending.slice(known.length).every((year) => year === null)).toBe(true);
  });

  it('sorts by status in the order of the statuses, ties in state order', () => {
    const sorted = sortLaws(ROWS, { column: 'status', direction: 'ascending' }).map((row) => row.policy.law_status);
    expect(sorted.indexOf('in_force')).toBe(0);
    expect(sorted.at(-1)).toBe('disputed');
  });

  it('sorts by confidence from the least trusted, sources and none last', () => {
    const sorted = sortLaws(ROWS, { column: 'confidence', direction: 'ascending' });
    expect(sorted[0]!.policy.sources[0]!.confidence).toBe('low');
    expect(sorted.at(-1)!.policy.state).toBe('Borno');
  });

  it('reverses a column clicked again, and starts a new column ascending', () => {
    expect(nextSort(DEFAULT_SORT, 'state')).toEqual({ column: 'state', direction: 'descending' });
    expect(nextSort({ column: 'state', direction: 'descending' }, 'state')).toEqual({ column: 'state', direction: 'ascending' });
    expect(nextSort({ column: 'state', direction: 'descending' }, 'year')).toEqual({ column: 'year', direction: 'ascending' });
  });
});
