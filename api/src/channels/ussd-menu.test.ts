import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/shared/i18n';
import { COMMENT_TYPES } from '@portal/shared/rules';
import { loadDataFiles } from '../open-data/data-files.js';
import { apiWords } from '../i18n/api-text.js';
import { BACK, MORE, SKIP, USSD_SCREEN_MAX, USSD_TEXT_MAX, ussdStep, type UssdState } from './ussd-menu.js';

const data = await loadDataFiles();
const STATES: UssdState[] = data.states.map((s) => ({ id: s.id, name: s.name, lgas: s.lgas })).sort((a, b) => a.name.localeCompare(b.name));
const words = apiWords('en');
const screen = (answers: string[]) => {
  const step = ussdStep(answers, STATES, words);
  if (!('screen' in step)) throw new Error(`expected a screen after ${answers.join('*')}`);
  return step.screen;
};
/** The number a screen gives an item ('12 Kano' → '12'). */
const numberOf = (text: string, item: string) => new RegExp(`^(\\d+) ${item}$`, 'm').exec(text)?.[1];
const kano = STATES.find((s) => s.name === 'Kano')!;

describe('the USSD menu', () => {
  it('walks from the kinds of report to a report of Kano, in its LGA, with the words typed', () => {
    expect(screen([])).toBe(
      'Report a disability barrier. What kind?\n1 Testimonial\n2 Access problem\n3 My experience\n4 Question\n5 Contribute data',
    );
    expect(screen(['2'])).toMatch(/^Which state\?\n1 Abia\n2 Adamawa\n/);
    // Kano is on a later page: its number, read there, chooses it.
    let page = screen(['2']);
    const path = ['2'];
    while (!numberOf(page, 'Kano')) {
      expect(page).toContain(`${MORE} More`);
      path.push(MORE);
      page = screen(path);
    }
    path.push(numberOf(page, 'Kano')!);
    expect(screen(path)).toMatch(/^Local government area in Kano\?\n1 Ajingi\n/);
    expect(screen(path)).toContain(`${SKIP} Skip`);
    path.push(String(kano.lgas.indexOf('Gwale') + 1));
    expect(screen(path)).toBe(`Type what happened (up to ${USSD_TEXT_MAX} letters).\n${BACK} Back`);
    path.push('No ramp at the general hospital');
    expect(screen(path)).toBe('Send this report?\nAccess problem, Kano, Gwale\n"No ramp at the general hospital"\n1 Send\n00 Back');
    expect(ussdStep([...path, '1'], STATES, words)).toEqual({
      report: { commentType: COMMENT_TYPES[1], stateId: kano.id, lga: 'Gwale', comment: 'No ramp at the general hospital' },
    });
  });

  it('goes back a page or a screen on 00, and repeats a screen under a reason after a wrong choice', () => {
    expect(screen([BACK])).toBe(screen([]));
    expect(screen(['9'])).toBe(`Choose a number on the list.\n${screen([])}`);
    expect(screen(['x', '1'])).toBe(screen(['1']));
    expect(screen(['1', BACK])).toBe(screen([]));
    expect(screen(['1', MORE, BACK])).toBe(screen(['1']));
    expect(screen(['1', '99'])).toBe(`Choose a number on the list.\n${screen(['1'])}`);
    const kanoNumber = String(STATES.indexOf(kano) + 1);
    expect(screen(['1', kanoNumber, BACK])).toBe(screen(['1']));
    expect(screen(['1', kanoNumber, SKIP])).toMatch(/^Type what happened/);
    expect(screen(['1', kanoNumber, SKIP, BACK])).toBe(screen(['1', kanoNumber]));
    expect(screen(['1', kanoNumber, SKIP, ''])).toMatch(/^Type your report, then send\.\nType what happened/);
    expect(screen(['1', kanoNumber, SKIP, 'x'.repeat(USSD_TEXT_MAX + 1)])).toMatch(/^Too long: at most 150 letters\.\n/);
    expect(screen(['1', kanoNumber, SKIP, 'Words', BACK])).toMatch(/^Type what happened/);
    expect(screen(['1', kanoNumber, SKIP, 'Words', '2'])).toMatch(
      /^Choose a number on the list\.\nSend this report\?\nTestimonial, Kano\n/,
    );
    // Chosen again after going back: the last choice counts.
    const step = ussdStep(['1', kanoNumber, SKIP, 'Words', BACK, BACK, BACK, BACK, '4', '1', SKIP, 'Other words', '1'], STATES, words);
    expect(step).toEqual({ report: { commentType: COMMENT_TYPES[3], stateId: STATES[0]!.id, lga: null, comment: 'Other words' } });
  });

  it('keeps every screen, in every language, with its longest reason, within 160 characters', () => {
    for (const locale of LOCALES) {
      const inLocale = apiWords(locale);
      const lengths: number[] = [];
      const check = (answers: string[]) => {
        const step = ussdStep([...answers, 'not a choice'], STATES, inLocale);
        if (!('screen' in step)) throw new Error('a screen was expected');
        lengths.push(`CON ${step.screen}`.length);
        expect(`CON ${step.screen}`.length, `${locale}: ${answers.join('*')}\n${step.screen}`).toBeLessThanOrEqual(USSD_SCREEN_MAX);
      };
      check([]);
      const pageCount = (answers: string[]) => {
        let pages = 1;
        while (
          (ussdStep([...answers, ...Array<string>(pages).fill(MORE)], STATES, inLocale) as { screen: string }).screen.includes(`\n${MORE} `)
        )
          pages += 1;
        return pages;
      };
      for (let page = 0; page < pageCount(['1']); page += 1) check(['1', ...Array<string>(page).fill(MORE)]);
      STATES.forEach((state, index) => {
        const chosen = ['1', String(index + 1)];
        if (state.lgas.length > 0)
          for (let page = 0; page < pageCount(chosen); page += 1) check([...chosen, ...Array<string>(page).fill(MORE)]);
      });
      check(['1', '1', SKIP]);
      check(['1', '1', SKIP, 'x'.repeat(USSD_TEXT_MAX)]);
      expect(lengths.length).toBeGreaterThan(STATES.length);
    }
  });
});
