import { afterEach, describe, expect, it } from 'vitest';
import { pseudoLocalizedMessage } from '../../build/i18n/pseudo-message.js';
import { translator, type Catalogues } from './catalogue.js';
import { PSEUDO_LOCALE_ATTRIBUTE, pseudoLocaleOn } from './pseudo-locale.js';
import { pseudoMessagesReady } from './app-words.js';

type Key = 'reports' | 'welcome' | 'short';
const catalogues: Catalogues<Key> = {
  en: {
    reports: { message: '{count, plural, one {# report from {state}} other {# reports from {state}}}', review: 'source' },
    welcome: { message: 'Read the <b>law</b> of {state}', review: 'source' },
    short: { message: 'OK', review: 'source' },
  },
  ha: { short: { message: 'To', review: 'draft' } },
};

/** A page the server marked, once its pseudo-locale's module has arrived, as an app awaits it before it renders. */
const markPage = () => {
  document.documentElement.setAttribute(PSEUDO_LOCALE_ATTRIBUTE, '');
  return pseudoMessagesReady();
};

afterEach(() => document.documentElement.removeAttribute(PSEUDO_LOCALE_ATTRIBUTE));

describe('the pseudo-locale', () => {
  it('is off unless the page is marked, and English is then English', () => {
    expect(pseudoLocaleOn()).toBe(false);
    expect(translator(catalogues, 'en')('short')).toBe('OK');
  });

  it('accents the English words, pads them by about 40 % and brackets them, its placeholders and plurals still working', async () => {
    await markPage();
    const words = translator(catalogues, 'en');
    const one = words('reports', { count: 1, state: 'Kano' });
    const many = words('reports', { count: 3, state: 'Kano' });
    expect(one).toMatch(/^\[1 ŕéþöŕţ ƒŕöɱ Kano [^\]]+\]$/);
    expect(many).toMatch(/^\[3 ŕéþöŕţš ƒŕöɱ Kano [^\]]+\]$/);
    // The padding is 40 % of the longest branch's own words ('# reports from ', 15 characters): 6.
    expect(many.length - '3 reports from Kano'.length).toBe('[ ]'.length + 6);
    expect(words('short')).toBe('[ÖĶ ö]');
    // A tag's content is the message's words too; its element is the caller's.
    expect(words.parts('welcome', { state: 'Kano', b: (chunks: unknown) => ({ bold: chunks }) })).toEqual([
      '[Ŕéáð ţĥé ',
      { bold: ['ļáŵ'] },
      ' öƒ Kano öñé ţŵö]',
    ]);
  });

  it("leaves another language's words, and the English standing in for a text it lacks, as they are", async () => {
    await markPage();
    expect(translator(catalogues, 'ha')('short')).toBe('To');
    expect(translator(catalogues, 'ha')('reports', { count: 1, state: 'Kano' })).toBe('1 report from Kano');
  });

  it('writes a message back as ICU with its placeholders, for a text a page fills itself', () => {
    expect(pseudoLocalizedMessage('{page}, page loaded')).toBe('[{page}, þáĝé ļöáðéð öñé ţŵ]');
    expect(pseudoLocalizedMessage("It''s {n, plural, one {# day} other {# days}}")).toBe("[Îţ''š {n,plural,one{# ðáý} other{# ðáýš}} öñé]");
  });
});
