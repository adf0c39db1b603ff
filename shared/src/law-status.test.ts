import { describe, expect, it } from 'vitest';
import { LAW_STATUSES } from './rules.js';
import { lawStatusWording } from './law-status.js';
import { messages } from './messages.js';

describe('the wording of a law status', () => {
  it.each([
    ['in_force', 'Law in force', 'success', messages.statusPassed, 'Yes'],
    ['federal_act', 'Federal Act in force', 'success', messages.statusFederalAct, 'Yes'],
    ['passed_not_signed', 'Bill passed, not yet signed', 'warning', messages.statusPending, 'No'],
    ['bill_pending', 'Bill pending', 'warning', messages.statusPending, 'No'],
    ['no_law', 'No law', 'neutral', messages.statusNoLaw, 'No'],
    ['unknown', 'Unknown', 'neutral', messages.statusUnknown, 'Unknown'],
    ['disputed', 'Sources disagree', 'neutral', messages.statusDisputed, 'Sources disagree'],
  ] as const)('%s reads %s, with its sentence and the map answer %s', (status, label, tone, sentence, policyAnswer) => {
    expect(lawStatusWording(status)).toEqual({ label, tone, sentence, policyAnswer });
  });

  it('gives each status its own label, and answers No only where a source says there is no law in force', () => {
    const labels = LAW_STATUSES.map((status) => lawStatusWording(status).label);
    expect(new Set(labels).size).toBe(LAW_STATUSES.length);
    // The spec's 'unknown or not specified' sentence is said of an unknown status only, never beside 'No law'.
    expect(LAW_STATUSES.filter((status) => lawStatusWording(status).sentence === messages.statusUnknown)).toEqual(['unknown']);
  });
});
