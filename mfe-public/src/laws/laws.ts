import { CONFIDENCES, LAW_STATUSES } from '@portal/shared';
import type { PolicyRecord } from '@portal/shared/contracts';
import type { PublicWordKey } from '../i18n/words.js';

/** One row of the laws table: a state's record and the id of its page (null if the state list lacks it). */
export interface LawRow {
  policy: PolicyRecord;
  stateId: number | null;
}

export type LawColumn = 'state' | 'status' | 'law' | 'year' | 'agency' | 'confidence';
export type SortDirection = 'ascending' | 'descending';
export interface LawSort {
  column: LawColumn;
  direction: SortDirection;
}

/** The sortable columns in table order, each with its header text; 'Sources' follows them, unsorted. */
export const LAW_COLUMNS: readonly { id: LawColumn; header: PublicWordKey }[] = [
  { id: 'state', header: 'columnState' },
  { id: 'status', header: 'columnStatus' },
  { id: 'law', header: 'columnLaw' },
  { id: 'year', header: 'columnYear' },
  { id: 'agency', header: 'columnAgency' },
  { id: 'confidence', header: 'columnConfidence' },
];

export const DEFAULT_SORT: LawSort = { column: 'state', direction: 'ascending' };

/** The confidences of a record's sources, most trusted first, each once. */
export function confidencesOf(policy: PolicyRecord) {
  return CONFIDENCES.filter((confidence) => policy.sources.some((source) => source.confidence === confidence));
}

/** What a column sorts by; null for an empty field, which sorts last whichever the direction. */
function sortKey(row: LawRow, column: LawColumn): string | number | null {
  const { policy } = row;
  switch (column) {
    case 'state':
      return policy.state;
    case 'status':
      // In the order of LAW_STATUSES: in force first, through to sources that disagree.
      return LAW_STATUSES.indexOf(policy.law_status);
    case 'law':
      return policy.law_name.trim() || null;
    case 'year':
      return policy.law_year;
    case 'agency':
      return policy.agency.trim() || null;
    case 'confidence': {
      // Ascending is least trusted first: low, medium, high, by the record's most trusted source.
      const best = confidencesOf(policy)[0];
      return best ? CONFIDENCES.length - CONFIDENCES.indexOf(best) : null;
    }
  }
}

function compareKeys(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en');
}

/** The rows in the sort's order; empty fields last, and rows that tie in state order. */
export function sortLaws(rows: readonly LawRow[], { column, direction }: LawSort): LawRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const keyA = sortKey(a, column);
    const keyB = sortKey(b, column);
    if (keyA === null || keyB === null) {
      if (keyA !== keyB) return keyA === null ? 1 : -1;
    } else {
      const order = compareKeys(keyA, keyB);
      if (order !== 0) return sign * order;
    }
    return compareKeys(a.policy.state, b.policy.state);
  });
}

/** A click on a column's header sorts by it ascending, or reverses it when it is already the sort. */
export function nextSort(current: LawSort, column: LawColumn): LawSort {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
