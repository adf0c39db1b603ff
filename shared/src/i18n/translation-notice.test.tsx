import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AppRoot } from '../app-lifecycles.js';
import { CurrentPage, type PageTable } from '../pages.js';
import { sharedWords } from './shared-words.js';
import { appWords } from './app-words.js';
import type { Locale } from './locales.js';

const en = { title: { message: 'Things', review: 'source' } };
/** An app whose Hausa is reviewed and whose Yoruba is a draft. */
const words = appWords(en, async (locale) => ({
  default: { title: { message: locale === 'ha' ? 'Abubuwa' : 'Àwọn nǹkan', review: locale === 'ha' ? 'reviewed' : 'draft' } },
}));
const PAGES: PageTable = [{ path: '/things', title: words.of('title'), render: ({ title }) => <h1>{title}</h1> }];

function openIn(locale: Locale) {
  window.history.pushState(null, '', locale === 'en' ? '/things' : `/${locale}/things`);
  return render(<AppRoot Root={() => <CurrentPage pages={PAGES} />} props={{}} locale={locale} words={words} />);
}

beforeAll(() => Promise.all(['ha', 'yo'].flatMap((locale) => [words.load(locale as Locale), sharedWords.load(locale as Locale)])));
afterEach(cleanup);

describe('a page whose translation is a draft', () => {
  it('says so above the page, in its language and in English marked as English, with where to suggest a better wording', () => {
    openIn('yo');
    const note = screen.getByRole('note');
    const [yoruba, english] = note.querySelectorAll('p');
    expect(yoruba!.textContent).toContain('Yorùbá');
    expect(yoruba!.getAttribute('lang')).toBeNull();
    expect(english!.getAttribute('lang')).toBe('en');
    expect(english!.textContent).toContain('This page in Yoruba is a draft translation that a native speaker has not reviewed yet.');
    const links = [...note.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/yo/dashboard?type=contribute', '/yo/dashboard?type=contribute']);
    // Above the page's heading, so it is read first.
    expect(note.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("is said while any text the page shows is a draft, @portal/shared's own included, and never in English", () => {
    // The app's Hausa is reviewed, but @portal/shared's Hausa is still a draft.
    openIn('ha');
    expect(screen.getByRole('note').textContent).toContain('Hausa');
    cleanup();
    openIn('en');
    expect(screen.queryByRole('note')).toBeNull();
    expect(words.hasDrafts('ha')).toBe(false);
    expect(words.hasDrafts('yo')).toBe(true);
    expect(words.hasDrafts('en')).toBe(false);
  });
});
