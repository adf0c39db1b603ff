import { lawStatusText } from '@portal/shared';
import type { LawStatus } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/i18n';
import type { MapWords } from '../i18n/words.js';

/**
 * The map's five kinds of state, each with its own fill pattern: a state law and the federal Act in the
 * FCT share one (both are law in force there), as do a bill passed but not signed and a bill pending
 * (neither is law yet); the state's name and tooltip still say which it is, in the words of law-status.ts.
 */
export interface LawCategory {
  /** Names the pattern and its CSS classes. */
  id: 'in-force' | 'bill' | 'no-law' | 'unknown' | 'disputed';
  statuses: readonly LawStatus[];
  /** Its words in the legend, in the page's language: the law status words, or the map's own for the two kinds of bill. */
  legend: (words: MapWords, locale: Locale) => string;
}

export const LAW_CATEGORIES: readonly LawCategory[] = [
  { id: 'in-force', statuses: ['in_force', 'federal_act'], legend: (_, locale) => lawStatusText('in_force', locale) },
  { id: 'bill', statuses: ['passed_not_signed', 'bill_pending'], legend: (words) => words('mapLegendBill') },
  { id: 'no-law', statuses: ['no_law'], legend: (_, locale) => lawStatusText('no_law', locale) },
  { id: 'unknown', statuses: ['unknown'], legend: (_, locale) => lawStatusText('unknown', locale) },
  { id: 'disputed', statuses: ['disputed'], legend: (_, locale) => lawStatusText('disputed', locale) },
];

export const lawCategoryOf = (status: LawStatus): LawCategory => LAW_CATEGORIES.find((category) => category.statuses.includes(status))!;

/** The id of the fill pattern of a category, defined once in the map's SVG and used by the legend too. */
export const lawPatternId = (category: LawCategory) => `nigeria-map-law-${category.id}`;
