import { describe, expect, it } from 'vitest';
import { loadDataFiles } from '../open-data/data-files.js';
import { createStateMatcher } from '../open-data/state-names.js';
import { readSms, reportKeywords, stateAtStart } from './sms-message.js';

const matchState = createStateMatcher((await loadDataFiles()).states.map((state) => state.name));
const keywords = reportKeywords('REPORT');

describe('reading an SMS', () => {
  it('knows the report word of each language, whatever its case, accents or punctuation', () => {
    expect(readSms('REPORT Kano No ramp', keywords)).toEqual({ command: 'report', locale: 'en', rest: 'Kano No ramp' });
    expect(readSms('  report,\nKano  No ramp ', keywords)).toEqual({ command: 'report', locale: 'en', rest: 'Kano No ramp' });
    expect(readSms('Rahoto Kano Babu hanya', keywords)).toMatchObject({ command: 'report', locale: 'ha' });
    expect(readSms('Ìròyìn Oyo Ko si ona', keywords)).toMatchObject({ command: 'report', locale: 'yo' });
    expect(readSms('AKỤKỌ Enugu Enweghi uzo', keywords)).toMatchObject({ command: 'report', locale: 'ig' });
    // Another English word configured: REPORT is then Pidgin's alone.
    expect(readSms('TALK Kano', reportKeywords('Talk'))).toMatchObject({ command: 'report', locale: 'en' });
    expect(readSms('REPORT Kano', reportKeywords('Talk'))).toMatchObject({ command: 'report', locale: 'pcm' });
  });

  it('reads STOP whatever follows it, START and HELP alone, and anything else as an answer', () => {
    expect(readSms('stop', keywords)).toEqual({ command: 'stop' });
    expect(readSms('STOP please', keywords)).toEqual({ command: 'stop' });
    expect(readSms('Start', keywords)).toEqual({ command: 'start' });
    expect(readSms('HELP', keywords)).toEqual({ command: 'help' });
    expect(readSms('Help me find a school', keywords)).toEqual({ command: 'other', text: 'Help me find a school' });
    expect(readSms('Kano', keywords)).toEqual({ command: 'other', text: 'Kano' });
  });

  it('finds the state the words begin with, two-word and misspelt names included, and nothing in words that name none', () => {
    expect(stateAtStart('Kano No ramp at the general hospital', matchState)).toEqual({
      state: 'Kano',
      rest: 'No ramp at the general hospital',
    });
    expect(stateAtStart('Akwa Ibom The school has no ramp', matchState)).toEqual({ state: 'Akwa Ibom', rest: 'The school has no ramp' });
    expect(stateAtStart('cross river: no interpreter', matchState)).toEqual({ state: 'Cross River', rest: 'no interpreter' });
    expect(stateAtStart('Lagoss Bus stop', matchState)).toEqual({ state: 'Lagos', rest: 'Bus stop' });
    expect(stateAtStart('Cros River no interpreter', matchState)).toEqual({ state: 'Cross River', rest: 'no interpreter' });
    expect(stateAtStart('Abuja No lift', matchState)?.state).toMatch(/^FCT/);
    expect(stateAtStart('Edo', matchState)).toEqual({ state: 'Edo', rest: '' });
    expect(stateAtStart('The school has no sign language interpreter', matchState)).toBeNull();
    expect(stateAtStart('', matchState)).toBeNull();
  });
});
