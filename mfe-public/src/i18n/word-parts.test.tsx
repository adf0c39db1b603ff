import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageAt } from '@portal/shared';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { LOCALES, SOURCE_LOCALE, type Locale } from '@portal/shared/i18n';
import { localizedAddress } from '@portal/shared/i18n/locale-path';
import { App, preloadCurrentPage } from '../app.component.js';
import { PUBLIC_PAGES } from '../pages.js';
import { stubApi, visit, watchBus } from '../test-support/fixtures.js';
import { renderInPortal } from '../test-support/portal-frame.js';
import { WORD_PARTS, type PublicWordPart } from './parts.js';
import { publicWords, type PublicWordKey } from './words.js';
import en from './messages/en.json';

watchBus();

const TRANSLATED = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

/** Every page of the table (a path of each pattern), and one no page claims. */
const PATHS = [
  '/',
  '/about',
  '/blog',
  '/opportunities',
  '/states/7',
  '/eyewitnesspage',
  '/reports/5',
  '/laws',
  '/figures',
  '/menu',
  '/no/such/page',
];

/** The texts `publicWords` is asked for while `act` runs, whichever part they are in. */
async function textsAskedDuring(act: () => Promise<void>): Promise<Set<PublicWordKey>> {
  const asked = new Set<PublicWordKey>();
  const wordsIn = publicWords.in.bind(publicWords);
  vi.spyOn(publicWords, 'in').mockImplementation((locale) => {
    const translate = wordsIn(locale);
    return Object.assign((key: PublicWordKey, values?: Parameters<typeof translate>[1]) => (asked.add(key), translate(key, values)), {
      parts: ((key, values) => (asked.add(key), translate.parts(key, values))) as typeof translate.parts,
    });
  });
  await act();
  return asked;
}

/** The page at `path` in `locale`, framed by the top bar and the footer, as the app shows it: its code and words fetched first. */
async function openIn(locale: Locale, path: string) {
  visit(localizedAddress(locale, path));
  document.documentElement.lang = locale;
  stubApi();
  await Promise.all([publicWords.load(locale), preloadCurrentPage(), sharedWords.load(locale)]);
  renderInPortal(<App />, locale);
  await screen.findAllByRole('heading', { level: 1 });
  // Its data answered (the stubbed API answers at once) and shown.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const partsOf = (...parts: PublicWordPart[]) => new Set<string>(parts.flatMap((part) => WORD_PARTS[part]));

describe("mfe-public's words in parts", () => {
  it('has every text in a part: a text in none would never be fetched', () => {
    expect(Object.keys(en).filter((key) => !partsOf(...(Object.keys(WORD_PARTS) as PublicWordPart[])).has(key))).toEqual([]);
  });

  describe.each(TRANSLATED)('in %s', (locale) => {
    it.each(PATHS)('shows on %s only texts of the parts it fetches: every page’s and its own', async (path) => {
      const own = PUBLIC_PAGES.find((page) => page === pageAt(PUBLIC_PAGES, path).page)?.words;
      const asked = await textsAskedDuring(() => openIn(locale, path));
      const fetched = own ? partsOf('frame', own) : partsOf('frame');
      expect([...asked].filter((key) => !fetched.has(key))).toEqual([]);
    });

    it('fetches the menu’s texts as the menu opens, and shows no other', async () => {
      await openIn(locale, '/');
      const asked = await textsAskedDuring(async () => {
        await userEvent.click(screen.getByRole('button', { name: publicWords.in(locale)('menu') }));
        await screen.findByRole('dialog');
      });
      const fetched = partsOf('frame', 'menu');
      expect([...asked].filter((key) => !fetched.has(key))).toEqual([]);
      expect(screen.getByRole('button', { name: publicWords.in(locale)('closeMenu') })).toBeTruthy();
    });
  });
});
