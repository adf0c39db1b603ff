import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AppRoot, lastValue, pageAt } from '@portal/shared';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { correctionSupports } from '@portal/shared/source-supports';
import { SOURCE_LOCALE, type Locale } from '@portal/shared/i18n';
import { renderFresh } from '@portal/shared/testing';
import { App } from '../app.component.js';
import { SCHOOLS_PAGES } from '../pages.js';
import { render } from '../server/render.js';
import { SCHOOLS, STATES, answerSchools, schoolWithId, stubApi, watchBus } from '../test-support/fixtures.js';
import en from './messages/en.json';
import { schoolsWords, type SchoolsWordKey } from './words.js';

watchBus();

const LANGUAGES = ['ha', 'yo'] as const satisfies readonly Locale[];

beforeAll(() => Promise.all(LANGUAGES.flatMap((locale) => [schoolsWords.load(locale), sharedWords.load(locale)])));

/** The schools app at `path` (in its language, `/ha/schools`), as its root renders it once the page's words are loaded. */
function open(locale: Locale, path: string) {
  stubApi();
  window.history.replaceState(null, '', path);
  return renderFresh(
    <main>
      <AppRoot Root={App} props={{}} locale={locale} words={schoolsWords} />
    </main>,
  );
}

// Stand-ins for every argument of the catalogue: what the texts say around them is what must not be left.
const ARGUMENT = '\u0001';
const SAMPLES = { n: 7, shown: 7, total: 7, page: 7, pages: 7, place: ARGUMENT, school: ARGUMENT, date: ARGUMENT };

/**
 * The English of mfe-schools' catalogue that `locale` words otherwise: each text's own words around its
 * arguments (both plural forms), wherever the translation differs from the English.
 */
function englishOf(locale: Locale): string[] {
  const english = schoolsWords.in(SOURCE_LOCALE);
  const translated = schoolsWords.in(locale);
  const parts = (Object.keys(en) as SchoolsWordKey[])
    .filter((key) => translated(key, SAMPLES) !== english(key, SAMPLES))
    .flatMap((key) => [english(key, SAMPLES), english(key, { ...SAMPLES, n: 1 })])
    .flatMap((text) => text.split(new RegExp(`${ARGUMENT}|7|1`)))
    .map((part) => part.trim())
    .filter((part) => /\p{L}{2}/u.test(part));
  return [...new Set(parts)];
}

/**
 * What a reader sees or hears of `root` in the page's language: its text and accessible names, without
 * the data published in English and the English said with it, both marked `lang="en"`.
 */
function pageLanguageText(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const english of copy.querySelectorAll('[lang="en"]')) english.remove();
  const labels = [...copy.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((element) =>
    ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [copy.textContent ?? '', ...labels].join('\n');
}

function expectNoEnglishLeft(locale: Locale, root: HTMLElement) {
  const text = pageLanguageText(root);
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const left = englishOf(locale).filter((part) => new RegExp(`(^|[^\\p{L}])${escape(part)}($|[^\\p{L}])`, 'u').test(text));
  expect({ locale, left }).toEqual({ locale, left: [] });
}

describe("mfe-schools' pages in another language", () => {
  it('has the list of schools in Hausa: heading, form, options, count and cards, with school names marked English', async () => {
    const { container } = open('ha', '/ha/schools?state=Lagos');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('An sami makarantun haɗaka 5'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Makarantun haɗaka a Lagos');
    const form = screen.getByRole('search', { name: 'Nemi makarantu' });
    // The form sends to the list in Hausa, and the options keep the values the API takes.
    expect(form.getAttribute('action')).toBe('/ha/schools');
    expect(within(form).getByRole('option', { name: 'Firamare' })).toHaveProperty('value', 'primary');
    expect(within(form).getByRole('option', { name: 'Ji (kurame ko masu raunin ji)' })).toHaveProperty('value', 'hearing');
    expect(within(form).getByRole('combobox', { name: "Nau'i" })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Nema' })).toBeTruthy();
    await within(form).findByRole('option', { name: 'Lagos' });

    const wesley = screen.getByRole('heading', { level: 2, name: 'Wesley School for the Deaf' });
    expect(wesley.getAttribute('lang')).toBe('en');
    const card = wesley.closest('article')!;
    expect(within(card).getByText('Ta musamman')).toBeTruthy();
    const details = within(card).getByRole('link', { name: 'Duba cikakken bayani na Wesley School for the Deaf' });
    expect(details.getAttribute('href')).toBe('/ha/schools/2');
    expect(screen.getByRole('link', { name: 'Ba da shawarar makaranta' })).toBeTruthy();
    expect(lastValue('page')?.title).toBe('Makarantun haɗaka');
    expectNoEnglishLeft('ha', container);
  });

  it('has a school page in Yoruba: its facts, sources and links, with the school as published marked English', async () => {
    const { container } = open('yo', '/yo/schools/1');
    const name = await screen.findByRole('heading', { level: 1, name: 'Pacelli School for the Blind and Partially Sighted Children' });
    expect(name.getAttribute('lang')).toBe('en');
    const fact = (term: string) => screen.getAllByRole('term').find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;
    expect(fact('Irú')).toBe('Alákọ̀ọ́bẹ̀rẹ̀, Àkànṣe');
    expect(fact('Àkànṣe tàbí àkópọ̀')).toBe('Ilé-ìwé àkànṣe');
    expect(fact('Àwọn àìlera tí wọ́n ń ṣiṣẹ́ fún')).toBe('Ìríran (àwọn tí kò ríran tàbí tí wọn kò ríran dáadáa)');
    expect(fact('Ìpínlẹ̀')).toBe('Lagos');
    expect(fact('Fóònù')).toBe('Orísun kò sọ ọ́');
    const sources = screen.getByRole('region', { name: 'Àwọn orísun' });
    expect(within(sources).getByText('Ìwífún títí di 20 Oṣù Bélú 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dábàá àtúnṣe' }).getAttribute('href')).toBe('/yo/dashboard/suggestions/new?school=1');
    expect(screen.getByRole('link', { name: 'Padà sí ojú-ìwé àkọ́kọ́' }).getAttribute('href')).toBe('/yo');
    expectNoEnglishLeft('yo', container);
  });

  it("names the field a reader's accepted suggestion changed, in a source of the school page, as the page labels that field", async () => {
    const pacelli = SCHOOLS.find((school) => school.id === 1)!;
    const readersPage = {
      title: 'pacelli.test',
      publisher: '',
      date: '',
      url: 'https://pacelli.test/contact',
      quote: '',
      confidence: 'medium' as const,
      supports: correctionSupports('website'),
    };
    pacelli.sources.push(readersPage);
    try {
      const { container } = open('yo', '/yo/schools/1');
      const link = await screen.findByRole('link', { name: 'pacelli.test' });
      const source = link.closest('li')!;
      expect(within(source).getByText('Ìkànnì ayélujára, láti inú àbá òǹkàwé kan tí alábòójútó gbà')).toBeTruthy();
      expectNoEnglishLeft('yo', container);
    } finally {
      pacelli.sources.pop();
    }
  });

  it.each([
    ['ha', '/ha/schools/6'],
    ['yo', '/yo/schools?state=Lagos'],
  ] as const)('leaves no English of its catalogue on the page in %s at %s', async (locale, path) => {
    const { container } = open(locale, path);
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
    await screen.findAllByRole('heading', { level: path.includes('?') ? 2 : 1 });
    expectNoEnglishLeft(locale, container);
  });

  it('titles the pages in their language', () => {
    const title = (path: string, locale: Locale) => pageAt(SCHOOLS_PAGES, path).page.title(locale);
    expect([title('/schools', 'ha'), title('/schools', 'yo'), title('/schools/1', 'ha'), title('/schools/1', 'yo')]).toEqual([
      'Makarantun haɗaka',
      'Àwọn ilé-ìwé àkópọ̀',
      'Makaranta',
      'Ilé-ìwé',
    ]);
  });
});

/** The API as the page server answers the server entry, from the test data. */
async function answer(path: string) {
  const url = new URL(path, 'https://portal.test');
  const route = url.pathname.replace(/^\/api\/v1/, '');
  if (route === '/schools') return { status: 200, body: answerSchools(Object.fromEntries(url.searchParams)) };
  if (route.startsWith('/states'))
    return { status: 200, body: { success: true, data: STATES, meta: { total: 3, page: 1, per_page: 50, last_page: 1 } } };
  if (/^\/schools\/\d+\/history$/.test(route)) return { status: 200, body: { data: [] } };
  const id = /^\/schools\/(\d+)$/.exec(route)?.[1];
  return id && Number(id) <= 30 ? { status: 200, body: schoolWithId(Number(id)) } : { status: 404, body: { message: 'Not found' } };
}

const renderOnServer = (url: string) => render({ url, origin: 'https://portal.test', regions: ['page'], get: answer });

/** The HTML the server wrote, as a browser reads it. */
function parsed(html: string) {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}
const description = (head: string) => parsed(head).querySelector('meta[name="description"]')?.getAttribute('content');

describe("mfe-schools' pages rendered on the server in another language", () => {
  it('renders the list in Hausa, titled and described in Hausa', async () => {
    const { status, head, regions } = await renderOnServer('/ha/schools?state=Lagos');
    expect(status).toBe(200);
    expect(head).toContain('<title>Makarantun haɗaka – ');
    expect(description(head)).toBe(schoolsWords.in('ha')('metaSchools'));
    expect(head).toContain('<link rel="canonical" href="https://portal.test/ha/schools" />');
    const page = parsed(regions.page!);
    expect(page.querySelector('h1')?.textContent).toBe('Makarantun haɗaka a Lagos');
    expect(page.querySelector('[role="status"]')?.textContent).toBe('An sami makarantun haɗaka 5');
    expect(page.querySelector('form')?.getAttribute('action')).toBe('/ha/schools');
    expectNoEnglishLeft('ha', page);
  });

  it("renders a school's page in Yoruba, with its link preview in Yoruba around the school's name and place", async () => {
    const { status, head, regions } = await renderOnServer('/yo/schools/6');
    expect(status).toBe(200);
    expect(head).toContain('<title>Special Education School, Tudun Maliki – ');
    expect(description(head)).toBe(
      'Special Education School, Tudun Maliki, Kumbotso, Kano: àwọn akẹ́kọ̀ọ́ tí ó ń kọ́, bí a ṣe lè kàn sí i àti àwọn orísun tí ó dárúkọ rẹ̀.',
    );
    const page = parsed(regions.page!);
    expect(page.querySelector('h1')?.getAttribute('lang')).toBe('en');
    expect(page.querySelector('#school-sources')?.textContent).toBe('Àwọn orísun');
    expectNoEnglishLeft('yo', page);
  });

  it("says 'School not found' in Hausa for a school that is not there", async () => {
    const { status, regions } = await renderOnServer('/ha/schools/999');
    expect(status).toBe(404);
    expect(regions.page).toContain('<h1>Ba a sami makarantar ba</h1>');
  });
});
