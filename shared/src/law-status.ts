/**
 * Every public wording of a state's law status, from the one field the sourced record holds
 * (`law_status`). The state page's badge and sentence, the map's tooltip, accessible name and legend, the
 * laws page, the link preview and the `policies.csv` download all take their words from here, so no two
 * places can answer the same question differently (issue 36: the page once said 'unknown' in its badge
 * and 'No law' two lines below).
 */
import type { LawStatus } from './contracts/open-data.js';
import { SOURCE_LOCALE, type Locale } from './i18n/locales.js';
// By the package's name: the one copy on the page, whose languages the page loaded (a shared singleton).
import { sharedWords, type SharedWordKey } from '@portal/shared/i18n/shared-words';

/** The badge's colour, which only repeats its words: success for a law in force, warning for a bill. */
export type LawStatusTone = 'success' | 'warning' | 'neutral';

export interface LawStatusWording {
  /** The status named in the portal's words ('Law in force', 'Sources disagree'): the same on every page. */
  label: string;
  tone: LawStatusTone;
  /**
   * The sentence under the badge: the spec's (§4.8) for a law in force ('Passed'), a bill ('Pending') and
   * an unknown status; the portal's own for what the spec's data never held (no law, disputed, the FCT).
   */
  sentence: string;
  /**
   * The map's 'Disability Policy: …' (§2.10): Yes or No where the sources say, and 'Unknown' or 'Sources
   * disagree' where they do not: 'No' is a claim, and only a source may make it.
   */
  policyAnswer: string;
}

const WORDING: Record<LawStatus, { label: SharedWordKey; tone: LawStatusTone; sentence: SharedWordKey; answer: SharedWordKey }> = {
  in_force: { label: 'lawStatusInForce', tone: 'success', sentence: 'statusPassed', answer: 'mapTooltipYes' },
  federal_act: { label: 'lawStatusFederalAct', tone: 'success', sentence: 'statusFederalAct', answer: 'mapTooltipYes' },
  passed_not_signed: { label: 'lawStatusPassedNotSigned', tone: 'warning', sentence: 'statusPending', answer: 'mapTooltipNo' },
  bill_pending: { label: 'lawStatusBillPending', tone: 'warning', sentence: 'statusPending', answer: 'mapTooltipNo' },
  no_law: { label: 'lawStatusNoLaw', tone: 'neutral', sentence: 'statusNoLaw', answer: 'mapTooltipNo' },
  unknown: { label: 'lawStatusUnknown', tone: 'neutral', sentence: 'statusUnknown', answer: 'mapTooltipUnknown' },
  disputed: { label: 'lawStatusDisputed', tone: 'neutral', sentence: 'statusDisputed', answer: 'mapTooltipDisputed' },
};

/**
 * The status in `locale`'s words (@portal/shared's catalogue, `sharedWords`): a page passes its language,
 * whose catalogue `appLifecycles` and `serverEntry` loaded before it rendered; English where a text has
 * no translation yet. The API's open data and downloads keep English.
 */
export function lawStatusWording(status: LawStatus, locale: Locale = SOURCE_LOCALE): LawStatusWording {
  const wording = WORDING[status];
  const words = sharedWords.in(locale);
  return {
    label: words(wording.label),
    tone: wording.tone,
    sentence: words(wording.sentence),
    policyAnswer: words(wording.answer),
  };
}

/** The status's label alone, where a list or a column names it (the laws page's filter, the legend). */
export const lawStatusText = (status: LawStatus, locale: Locale = SOURCE_LOCALE) => lawStatusWording(status, locale).label;
