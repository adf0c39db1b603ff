import { describe, expect, it } from 'vitest';
import { LAW_STATUSES } from './rules.js';
import { lawStatusText, lawStatusWording } from './law-status.js';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import type { Locale } from './i18n/locales.js';

const english = sharedWords.in('en');

describe('the wording of a law status', () => {
  it.each([
    ['in_force', 'Law in force', 'success', english('statusPassed'), 'Yes'],
    ['federal_act', 'Federal Act in force', 'success', english('statusFederalAct'), 'Yes'],
    ['passed_not_signed', 'Bill passed, not yet signed', 'warning', english('statusPending'), 'No'],
    ['bill_pending', 'Bill pending', 'warning', english('statusPending'), 'No'],
    ['no_law', 'No law', 'neutral', english('statusNoLaw'), 'No'],
    ['unknown', 'Unknown', 'neutral', english('statusUnknown'), 'Unknown'],
    ['disputed', 'Sources disagree', 'neutral', english('statusDisputed'), 'Sources disagree'],
  ] as const)('%s reads %s, with its sentence and the map answer %s', (status, label, tone, sentence, policyAnswer) => {
    expect(lawStatusWording(status)).toEqual({ label, tone, sentence, policyAnswer });
  });

  it('holds the spec sentences word for word', () => {
    expect(english('statusPassed')).toBe('This policy has been passed and is currently in effect.');
    expect(english('statusPending')).toBe('This policy is pending approval or implementation.');
    expect(english('statusUnknown')).toBe('The status of this policy is currently unknown or not specified.');
  });

  it('gives each status its own label, and answers No only where a source says there is no law in force', () => {
    const labels = LAW_STATUSES.map((status) => lawStatusWording(status).label);
    expect(new Set(labels).size).toBe(LAW_STATUSES.length);
    // The spec's 'unknown or not specified' sentence is said of an unknown status only, never beside 'No law'.
    expect(LAW_STATUSES.filter((status) => lawStatusWording(status).sentence === english('statusUnknown'))).toEqual(['unknown']);
  });

  it("is in the page's language once its words are loaded, English until then, and the API's English unchanged", async () => {
    expect(lawStatusText('in_force', 'ha')).toBe('Law in force');
    await sharedWords.load('ha');
    expect(lawStatusWording('in_force', 'ha')).toEqual({
      label: 'Doka tana aiki',
      tone: 'success',
      sentence: 'An zartar da wannan manufa kuma tana aiki a yanzu.',
      policyAnswer: 'Akwai',
    });
    expect(lawStatusText('in_force')).toBe('Law in force');
  });

  it('gives each status its own label in every language', async () => {
    for (const locale of ['pcm', 'ha', 'yo', 'ig'] satisfies Locale[]) {
      await sharedWords.load(locale);
      const labels = LAW_STATUSES.map((status) => lawStatusText(status, locale));
      expect({ locale, distinct: new Set(labels).size }).toEqual({ locale, distinct: LAW_STATUSES.length });
      expect({ locale, english: labels.filter((label, i) => label === lawStatusText(LAW_STATUSES[i]!)) }).toEqual({ locale, english: [] });
    }
  });
});
