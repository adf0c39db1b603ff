import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import type { Locale } from '@portal/shared/i18n';
import type { ModerationReport, MyReport, ReportEvent } from '@portal/shared/contracts';
import { expectNoAxeViolations, renderInLanguage, watchToasts } from '@portal/shared/testing';
import { App } from '../app.component.js';
import { DASHBOARD_PAGES } from '../pages.js';
import { loginAs, REPORT_DEFAULTS, resetDashboardState, serveGets, stubObjectUrls } from '../test/helpers.js';
import en from './messages/en.json';
import ha from './messages/ha.json';
import ig from './messages/ig.json';
import { dashboardWords } from './words.js';

type Language = 'ha' | 'ig';
const CATALOGUES: Record<Language, Record<keyof typeof en, { message: string }>> = { ha, ig };
const toasts = watchToasts();

beforeAll(() => Promise.all((['ha', 'ig'] as const).flatMap((locale) => [dashboardWords.load(locale), sharedWords.load(locale)])));
afterEach(resetDashboardState);

const renderIn = (locale: Locale, path: string) => renderInLanguage(locale, <App />, path);

/**
 * The words of an ICU message a reader would see whatever its arguments: the text around `{arguments}`
 * and `#`, and inside each plural or select case.
 */
function fixedWords(message: string): string[] {
  const words: string[] = [];
  let text = '';
  for (let i = 0; i < message.length; i++) {
    const char = message[i]!;
    if (char === '#') {
      words.push(text);
      text = '';
    } else if (char !== '{') text += char;
    else {
      words.push(text);
      text = '';
      let depth = 1;
      let end = i + 1;
      for (; depth > 0; end++) depth += message[end] === '{' ? 1 : message[end] === '}' ? -1 : 0;
      const inner = message.slice(i + 1, end - 1);
      const cases = /^\s*\w+\s*,\s*(?:plural|select)\s*,([\s\S]*)$/.exec(inner);
      // Each case's text: `one {…} other {…}`.
      if (cases) for (const [, body] of cases[1]!.matchAll(/\{((?:[^{}]|\{[^{}]*\})*)\}/g)) words.push(...fixedWords(body!));
      i = end - 1;
    }
  }
  words.push(text);
  return words.map((part) => part.trim().replace(/^[\s,.:;()]+|[\s,.:;()]+$/g, '')).filter((part) => /[A-Za-z]{2}/.test(part));
}

/** A message's words to look for: a whole short text ('By'), but of a text around arguments not a lone 'in' or 'of'. */
const wordsToFind = (message: string) => {
  const words = fixedWords(message);
  return words.length === 1 && words[0] === message.trim() ? words : words.filter((part) => /[A-Za-z]{3}/.test(part));
};

/** Every English text of the catalogue that `language` words otherwise: none may be left on a page in that language. */
const englishToTranslate = (language: Language) =>
  (Object.keys(en) as (keyof typeof en)[])
    .filter((key) => CATALOGUES[language][key].message !== en[key].message)
    .flatMap((key) => wordsToFind(en[key].message).map((words) => ({ key, words })));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a reader sees and hears on the page (each text, names, alternatives), leaving out data marked
 * English. Each text apart: the page's own `textContent` runs one element's words into the next's.
 */
function pageText(): string {
  const page = document.body.cloneNode(true) as HTMLElement;
  page.querySelectorAll('[lang="en"]').forEach((english) => english.remove());
  const texts: string[] = [];
  const walker = document.createTreeWalker(page, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? '');
  const said = [...page.querySelectorAll('[aria-label], [alt], [title], [placeholder]')].flatMap((element) =>
    ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [...texts, ...said].join('\n');
}

/** The catalogue's English on the page that `language` words otherwise. */
function englishLeft(language: Language) {
  const text = pageText();
  return englishToTranslate(language).filter(({ words }) => new RegExp(`(^|[^A-Za-z])${escape(words)}($|[^A-Za-z])`).test(text));
}

const expectNoEnglishLeft = (language: Language) => expect(englishLeft(language)).toEqual([]);

const at = (day: number, hour: number) => `2025-03-0${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const event = (kind: ReportEvent['kind'], when: string, text: string | null = null): ReportEvent => ({ kind, text, at: when, by: null });

/** A report of the user's own, written in the page's language as its reporter would. */
const mine = (id: number, fields: Partial<MyReport>): MyReport => ({
  ...REPORT_DEFAULTS,
  id,
  createdAt: at(1, 9),
  media: [],
  history: [event('submitted', at(1, 9))],
  ...fields,
  comment: fields.comment ?? '',
});

const HAUSA_REPORTS = [
  mine(31, {
    commentType: 'Report Accessibility Issue',
    comment: 'Babu gangare a ƙofar asibitin.',
    status: 'rejected',
    history: [
      event('submitted', at(1, 9)),
      event('note', at(1, 12), 'Wane asibiti ne?'),
      event('rejected', at(2, 10), 'Hoton yana nuna wani gini.'),
    ],
  }),
  mine(32, {
    commentType: 'Testimonials',
    comment: 'Makarantar ta buɗe aji ga yara masu nakasar ji.',
    status: 'approved',
    verified: true,
    verifiedHow: 'An kira makarantar ta waya.',
    media: [
      {
        id: 1,
        kind: 'photograph',
        contentType: 'image/jpeg',
        size: 2048,
        url: '/m/1',
        thumbnailUrl: null,
        listUrl: null,
        width: 8,
        height: 6,
      },
    ],
    history: [event('submitted', at(1, 9)), event('approved', at(2, 10)), event('verified', at(3, 10), 'An kira makarantar ta waya.')],
  }),
];

const IGBO_QUEUE: ModerationReport = {
  ...REPORT_DEFAULTS,
  id: 12,
  firstName: 'Ngozi',
  lastName: 'Eze',
  email: 'ngozi@example.ng',
  commentType: 'Query or Question',
  comment: 'Olee mgbe ụlọ ọgwụ ga-enwe ụzọ mgbago?',
  showName: true,
  createdAt: at(1, 9),
  media: [],
  videoUrl: 'https://video.example/ramp',
  history: [event('submitted', at(1, 9)), { ...event('note', at(1, 11), 'Biko zitere anyị foto.'), by: { id: 2, name: 'Musa Okafor' } }],
};

const serveMine = (reports: MyReport[]) => serveGets((url) => (url === '/my/reports' ? { reports } : undefined));
const serveQueue = (reports: ModerationReport[]) =>
  serveGets((url: string, config?: AxiosRequestConfig) =>
    url === '/moderation/reports'
      ? { reports: reports.filter((report) => report.status === (config?.params as { status?: string } | undefined)?.status) }
      : undefined,
  );

/** Each page to check, with what its reader needs on it and the page once its content has loaded. */
const PAGES = {
  'the eyewitness form': async (language: Language) => {
    serveGets();
    loginAs('user');
    renderIn(language, '/dashboard');
    await screen.findByRole('button', { name: dashboardWords.in(language)('submitReportButton') });
  },
  'my reports': async (language: Language) => {
    serveMine(HAUSA_REPORTS);
    loginAs('user');
    renderIn(language, '/dashboard/my-reports');
    await screen.findAllByRole('article');
  },
  'the moderation queue': async (language: Language) => {
    stubObjectUrls();
    serveQueue([IGBO_QUEUE]);
    loginAs('admin');
    renderIn(language, '/dashboard/moderation');
    await screen.findAllByRole('article');
  },
};

describe("mfe-dashboard's words", () => {
  it("title the pages in the page's language", () => {
    const title = (path: string, locale: Locale) => DASHBOARD_PAGES.find((page) => page.path === path)!.title(locale);
    expect([
      title('/dashboard', 'en'),
      title('/dashboard', 'ha'),
      title('/dashboard/my-reports', 'ig'),
      title('/dashboard/moderation', 'ig'),
    ]).toEqual(['Eyewitness report', 'Rahoton shaidar gani da ido', 'Akụkọ m', 'Nlekọta']);
  });

  it('count with ICU plurals in each language', () => {
    expect(dashboardWords.in('en')('moderationCountSubmitted', { n: 1 })).toBe('1 report awaiting review');
    expect(dashboardWords.in('en')('moderationCountSubmitted', { n: 3 })).toBe('3 reports awaiting review');
    expect(dashboardWords.in('ha')('moderationCountSubmitted', { n: 3 })).toBe('Rahotanni 3 suna jiran dubawa');
    expect(dashboardWords.in('ig')('mediaPhotographs', { n: 2 })).toBe('foto 2');
  });
});

describe('the dashboard in another language', () => {
  it('finds the English the check looks for on the English page, texts around arguments included', async () => {
    serveMine(HAUSA_REPORTS);
    loginAs('user');
    renderIn('en', '/dashboard/my-reports');
    await screen.findAllByRole('article');
    const left = englishLeft('ha').map(({ key }) => key);
    expect(left).toEqual(expect.arrayContaining(['myReportsTitle', 'myReportsIntro', 'withdrawAction', 'reportTitle', 'mediaPhotographs']));
  });

  it.each(Object.keys(PAGES).flatMap((page) => (['ha', 'ig'] as const).map((language) => [page, language] as const)))(
    'leaves no English of the catalogue on %s in %s',
    async (page, language) => {
      await PAGES[page as keyof typeof PAGES](language);
      expectNoEnglishLeft(language);
    },
  );

  it('has the eyewitness form in Hausa: its words, the kinds of report, and its checks and toast', async () => {
    await PAGES['the eyewitness form']('ha');
    expect(screen.getByRole('heading', { level: 1, name: 'Rahoton shaidar gani da ido' })).toBeTruthy();
    const intro = screen.getByText(/^Ba da rahoton abin da ke hana samun dama/);
    expect(within(intro).getByRole('link', { name: 'Rahotannina' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Inda abin ya faru' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Ƙara hotuna ko bidiyo' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Nau'in sharhi/ }));
    const kinds = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(kinds.map((kind) => kind.textContent)).toContain('Ba da rahoton matsalar samun dama');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Aika rahoto' }));
    // The error summary's links (its heading is the form kit's).
    const summary = document.querySelector<HTMLElement>('.error-summary')!;
    expect(within(summary).getByText('Don Allah a cike dukkan filayen da ake buƙata')).toBeTruthy();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(["Zaɓi nau'in sharhi", 'Rubuta sharhi']);
    expect(toasts).toEqual([{ kind: 'error', text: 'Don Allah a cike dukkan filayen da ake buƙata' }]);
    await expectNoAxeViolations();
  });

  it('has My reports in Hausa: status words, reasons, dated history and actions', async () => {
    await PAGES['my reports']('ha');
    expect(screen.getByRole('heading', { level: 1, name: 'Rahotannina' })).toBeTruthy();
    const refused = screen.getByRole('article', { name: 'Rahoto na 31: Ba da rahoton matsalar samun dama' });
    expect(within(refused).getByText('Ba a wallafa ba')).toBeTruthy();
    expect(within(refused).getByRole('button', { name: 'Gyara a sake aikawa' })).toBeTruthy();
    expect(
      within(within(refused).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1 Maris, 2025 da ƙarfe 09:00: An aika',
      '1 Maris, 2025 da ƙarfe 12:00: Saƙo daga mai tantancewa: Wane asibiti ne?',
      '2 Maris, 2025 da ƙarfe 10:00: Ba a wallafa ba: Hoton yana nuna wani gini.',
    ]);
    const verified = screen.getByRole('article', { name: 'Rahoto na 32: Shaida' });
    expect(within(verified).getByText('An tabbatar')).toBeTruthy();
    expect(within(verified).getByText('hoto 1')).toBeTruthy();

    await userEvent.click(within(verified).getByRole('button', { name: 'Janye' }));
    const dialog = await screen.findByRole('dialog', { name: 'A janye rahoto na 32?' });
    expect(within(dialog).getByRole('button', { name: 'Ajiye rahoton' })).toBeTruthy();
    expectNoEnglishLeft('ha');
    await expectNoAxeViolations();
  });

  it('has the moderation queue in Igbo: filter, count, the reporter and the history, actions and their dialog', async () => {
    await PAGES['the moderation queue']('ig');
    expect(screen.getByRole('heading', { level: 1, name: 'Nlekọta' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Na-eche nyocha' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Akụkọ 1 na-eche nyocha' })).toBeTruthy();
    const report = screen.getByRole('article', { name: 'Akụkọ 12: Ajụjụ' });
    expect(report.textContent).toContain('Ngozi Eze (ngozi@example.ng), kwenyere ka e gosi aha mbụ ya');
    expect(report.textContent).toContain(
      "1 Maachị 2025 n'elekere 11:00: Ozi nye onye kọrọ akụkọ: Biko zitere anyị foto. (site n'aka Musa Okafor)",
    );
    expect(within(report).getByRole('link', { name: /\(ọ ga-emepe na taabụ ọhụrụ\)$/ })).toBeTruthy();
    const actions = within(report).getByRole('group', { name: 'Mee mkpebi gbasara akụkọ 12' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Were ya maka nyocha', 'Kwado', 'Jụ', 'Dee ozi nye onye kọrọ akụkọ']);
    await userEvent.click(within(actions).getByRole('button', { name: 'Jụ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jụ akụkọ 12' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jụ akụkọ ahụ' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ kind: 'error', text: 'Nye ihe kpatara eji jụ akụkọ a' }));
    expectNoEnglishLeft('ig');
    await expectNoAxeViolations();
  });
});
