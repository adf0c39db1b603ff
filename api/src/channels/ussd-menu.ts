import { COMMENT_TYPES } from '@portal/shared/rules';
import type { Translate } from '@portal/shared/i18n';
import type { ApiMessageKey } from '../i18n/api-text.js';
import { shortened } from './sms-text.js';

/** What a USSD screen may hold, the `CON ` or `END ` before it included: the 160 characters a phone shows. */
export const USSD_SCREEN_MAX = 160;
/** The longest report a USSD session takes: what most networks let a reporter type in one answer. */
export const USSD_TEXT_MAX = 150;

/** The answers that move between screens rather than choose: the next page, the screen before, no LGA. */
export const MORE = '0';
export const BACK = '00';
export const SKIP = '99';

const KIND_WORDS: readonly ApiMessageKey[] = [
  'ussdKindTestimonial',
  'ussdKindAccessIssue',
  'ussdKindExperience',
  'ussdKindQuestionType',
  'ussdKindContribute',
];

export interface UssdState {
  id: number;
  name: string;
  lgas: readonly string[];
}

/** A report as a finished session describes it: a kind of §3.3, a state, perhaps an LGA, and the reporter's words. */
export interface UssdReport {
  commentType: (typeof COMMENT_TYPES)[number];
  stateId: number;
  lga: string | null;
  comment: string;
}

/** What to answer: a screen to show and wait (`CON`), or the report the session has confirmed. */
export type UssdStep = { screen: string } | { report: UssdReport };

type ScreenName = 'kind' | 'state' | 'lga' | 'text' | 'confirm';

/**
 * Answers one request of a USSD session. Africa's Talking sends the whole path each time (`text`, every
 * answer joined by `*`), so the menu keeps nothing between requests: it replays the answers from the first
 * screen, and a session that ends early has left nothing behind. Each paged list numbers its items
 * throughout, so a number read on one page is still right on the next; `0` shows the next page, `00`
 * goes back a page or a screen, and an answer not on the screen shows it again under a short reason.
 * Every screen fits `USSD_SCREEN_MAX` with its longest reason (`ussd-menu.test.ts` walks them all).
 */
export function ussdStep(answers: readonly string[], states: readonly UssdState[], words: Translate<ApiMessageKey>): UssdStep {
  const kinds = KIND_WORDS.map((key) => words(key));
  const stack: Array<{ name: ScreenName; page: number }> = [{ name: 'kind', page: 0 }];
  const chosen: { kind?: number; state?: UssdState; lga?: string | null; text?: string } = {};
  let problem: ApiMessageKey | null = null;

  const listOf = (name: ScreenName): string[] =>
    name === 'kind' ? kinds : name === 'state' ? states.map((state) => state.name) : name === 'lga' ? [...(chosen.state?.lgas ?? [])] : [];
  const pagesOf = (name: ScreenName) => pages(listOf(name), budgetOf(name));
  const budgetOf = (name: ScreenName) => USSD_SCREEN_MAX - 'CON '.length - (words('ussdWrongChoice').length + 1) - frame(name, true).length;
  const frame = (name: ScreenName, more: boolean): string => {
    const footer = [
      ...(name === 'lga' ? [`${SKIP} ${words('ussdSkip')}`] : []),
      ...(more ? [`${MORE} ${words('ussdMore')}`] : []),
      ...(name === 'kind' ? [] : [`${BACK} ${words('ussdBack')}`]),
    ];
    const header =
      name === 'kind'
        ? words('ussdKindQuestion')
        : name === 'state'
          ? words('ussdStateQuestion')
          : words('ussdLgaQuestion', { state: chosen.state?.name ?? '' });
    return [header, ...footer].join('\n') + '\n';
  };

  for (const answer of answers.map((a) => a.trim())) {
    const top = stack.at(-1)!;
    problem = null;
    if (answer === BACK) {
      if (top.page > 0) top.page -= 1;
      else if (stack.length > 1) stack.pop();
      continue;
    }
    switch (top.name) {
      case 'text':
        if (!answer) problem = 'ussdTextMissing';
        else if (answer.length > USSD_TEXT_MAX) problem = 'ussdTextTooLong';
        else {
          chosen.text = answer;
          stack.push({ name: 'confirm', page: 0 });
        }
        break;
      case 'confirm':
        if (answer !== '1') problem = 'ussdWrongChoice';
        else return { report: reportOf(chosen as Required<typeof chosen>) };
        break;
      default: {
        const count = listOf(top.name).length;
        const number = /^\d{1,3}$/.test(answer) ? Number(answer) : NaN;
        if (answer === MORE && top.page < pagesOf(top.name).length - 1) top.page += 1;
        else if (top.name === 'lga' && answer === SKIP) {
          chosen.lga = null;
          stack.push({ name: 'text', page: 0 });
        } else if (answer !== MORE && number >= 1 && number <= count) {
          if (top.name === 'kind') {
            chosen.kind = number - 1;
            stack.push({ name: 'state', page: 0 });
          } else if (top.name === 'state') {
            chosen.state = states[number - 1]!;
            chosen.lga = null;
            stack.push({ name: chosen.state.lgas.length > 0 ? 'lga' : 'text', page: 0 });
          } else {
            chosen.lga = chosen.state!.lgas[number - 1]!;
            stack.push({ name: 'text', page: 0 });
          }
        } else problem = 'ussdWrongChoice';
      }
    }
  }

  const top = stack.at(-1)!;
  const reason = problem ? words(problem, { max: USSD_TEXT_MAX }) + '\n' : '';
  if (top.name === 'text') return { screen: `${reason}${words('ussdTextQuestion', { max: USSD_TEXT_MAX })}\n${BACK} ${words('ussdBack')}` };
  if (top.name === 'confirm') {
    const place = [chosen.state!.name, chosen.lga].filter(Boolean).join(', ');
    const head = `${reason}${words('ussdConfirmQuestion')}\n${kinds[chosen.kind!]}, ${place}\n`;
    const tail = `\n1 ${words('ussdSend')}\n${BACK} ${words('ussdBack')}`;
    return { screen: head + shortened(`"${chosen.text!}"`, USSD_SCREEN_MAX - 'CON '.length - head.length - tail.length) + tail };
  }
  const all = pagesOf(top.name);
  const page = all[top.page] ?? [];
  const more = top.page < all.length - 1;
  const [header, ...footer] = frame(top.name, more).trimEnd().split('\n');
  return { screen: [reason + header, ...page, ...footer].join('\n') };
}

const reportOf = (chosen: { kind: number; state: UssdState; lga: string | null; text: string }): UssdReport => ({
  commentType: COMMENT_TYPES[chosen.kind]!,
  stateId: chosen.state.id,
  lga: chosen.lga,
  comment: chosen.text,
});

/** The items as numbered lines ('12 Kano'), in pages of at most `budget` characters each. */
function pages(items: readonly string[], budget: number): string[][] {
  const all: string[][] = [];
  let page: string[] = [];
  let used = 0;
  items.forEach((item, index) => {
    const line = `${index + 1} ${item}`;
    if (page.length > 0 && used + line.length + 1 > budget) {
      all.push(page);
      page = [];
      used = 0;
    }
    page.push(line);
    used += line.length + 1;
  });
  if (page.length > 0) all.push(page);
  return all;
}
