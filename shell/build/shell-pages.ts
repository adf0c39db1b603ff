import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LOCALES, SOURCE_LOCALE, catalogueOf, translator, type Catalogues, type Locale } from '@portal/shared/i18n';
import { SHELL_WORDS_ID, SHELL_WORD_KEYS, type ShellWordKey } from '@portal/shared/shell-words';
import { escapeHtml, scriptJson } from '@portal/shared/server-render';
import { pseudoLocalizedMessage } from '@portal/shared/build/pseudo-message';
import { PSEUDO_LOCALE_ATTRIBUTE } from '@portal/shared/i18n/pseudo-locale';
import { localizedAddress } from '@portal/shared/i18n/locale-path';
export { offlinePageFileOf } from '../src/offline/offline-page.js';

/**
 * The shell's page, `index.html`, is built once for each language (issue 39): the words it holds before
 * any app renders (the skip link, 'Loading…', the note to a browser without JavaScript, the default
 * description) are @portal/shared's, in that language, and so are the words the shell's script says
 * (`shellText`), which the page holds as JSON. The server starts each page from its language's.
 */
export const shellPageFileOf = (locale: Locale) => (locale === SOURCE_LOCALE ? 'index.html' : `index.${locale}.html`);

const SHELL_PAGE_KEYS = ['skipToContent', 'pageLoading', 'needsJavaScript', 'portalDescription'] as const;
type ShellPageKey = (typeof SHELL_PAGE_KEYS)[number] | ShellWordKey | 'translationDraft';

/** A package's catalogue in every language, from its JSON files in `dir` (a build reads them; no browser does). */
const cataloguesIn = <Key extends string>(dir: string) =>
  Object.fromEntries(
    LOCALES.map((locale) => [locale, catalogueOf(JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')))]),
  ) as Catalogues<Key>;

const sharedDir = path.dirname(createRequire(import.meta.url).resolve('@portal/shared/package.json'));
/** @portal/shared's catalogue, read once for the ten pages a build writes. */
const sharedCatalogues = cataloguesIn<ShellPageKey>(path.join(sharedDir, 'src', 'i18n', 'messages'));

/**
 * The shell page's words in `locale`, by the names its template uses (`<%- messages.skipToContent %>`),
 * and the shell script's, as the JSON the page holds (`<%= shellWords %>`).
 */
export function shellPageWords(locale: Locale): { messages: Record<(typeof SHELL_PAGE_KEYS)[number], string>; shellWords: string } {
  const words = translator(sharedCatalogues, locale);
  const pageWords = Object.fromEntries(SHELL_PAGE_KEYS.map((key) => [key, words(key)])) as Record<(typeof SHELL_PAGE_KEYS)[number], string>;
  // As written, placeholders and all: the shell fills them (`shellText`), English where a language lacks one.
  const scriptWords = Object.fromEntries(
    SHELL_WORD_KEYS.map((key) => [key, (sharedCatalogues[locale]?.[key] ?? sharedCatalogues[SOURCE_LOCALE][key]).message]),
  );
  return { messages: pageWords, shellWords: scriptJson(scriptWords) };
}

/**
 * The shell's page in `locale` as a server with a test's pseudo-locale sends it (@portal/shared's
 * `pseudo-locale.ts`): marked, so the browser's scripts pseudo-localize as the server did (a page in
 * another language shows English too, in its draft notice), and, in English, each of @portal/shared's
 * words the build wrote into it (HTML-escaped, as the template's `<%- %>` writes them) and the shell
 * script's words pseudo-localized. Made by the page server from the pages a build wrote, so the test needs
 * no build of its own. A word not found is an error: the template and this list have parted, and the page
 * would keep its English.
 */
export function pseudoLocalizedShellPage(shellPage: string, locale: Locale): string {
  let page = shellPage.replace(/<html([^>]*)>/, (_whole, attributes: string) => `<html${attributes} ${PSEUDO_LOCALE_ATTRIBUTE}>`);
  if (locale !== SOURCE_LOCALE) return page;
  const english = sharedCatalogues[SOURCE_LOCALE];
  for (const key of SHELL_PAGE_KEYS) {
    const written = escapeHtml(english[key].message);
    if (!page.includes(written)) throw new Error(`The shell's page does not hold its word "${key}" as its build writes it`);
    page = page.replaceAll(written, escapeHtml(pseudoLocalizedMessage(english[key].message)));
  }
  const scriptWords = Object.fromEntries(SHELL_WORD_KEYS.map((key) => [key, pseudoLocalizedMessage(english[key].message)]));
  // Quoted or not: the build's minifier leaves attributes unquoted where HTML allows it.
  const wordsElement = new RegExp(`(<script type="?application/json"? id="?${SHELL_WORDS_ID}"?>)[\\s\\S]*?(</script>)`);
  if (!wordsElement.test(page)) throw new Error(`The shell's page has no #${SHELL_WORDS_ID}`);
  return page.replace(wordsElement, (_whole, open: string, close: string) => `${open}${scriptJson(scriptWords)}${close}`);
}

const OFFLINE_PAGE_KEYS = ['offlineTitle', 'offlineText', 'offlineTryAgain', 'offlineHome'] as const;
type OfflinePageKey = (typeof OFFLINE_PAGE_KEYS)[number];

/**
 * The shell's own catalogue (`src/i18n/messages`): the words of the offline page, which only this build
 * reads, so no browser downloads them with a script. Translators see it as the shell's catalogue.
 */
const shellCatalogues = cataloguesIn<OfflinePageKey>(path.join(import.meta.dirname, '..', 'src', 'i18n', 'messages'));

/**
 * The offline page's words in `locale` (`<%- messages.offlineTitle %>`), its language, its home page's
 * address, and the draft notice every page in a language not yet reviewed carries, in that language and
 * in English (none in English, or once reviewed).
 */
export function offlinePageWords(locale: Locale) {
  const words = translator(shellCatalogues, locale);
  const draft = locale !== SOURCE_LOCALE && OFFLINE_PAGE_KEYS.some((key) => shellCatalogues[locale]?.[key]?.review !== 'reviewed');
  return {
    lang: locale,
    homePath: localizedAddress(locale, '/'),
    messages: Object.fromEntries(OFFLINE_PAGE_KEYS.map((key) => [key, words(key)])) as Record<OfflinePageKey, string>,
    draftNotice: draft
      ? {
          text: translator(sharedCatalogues, locale)('translationDraft', { locale }),
          english: translator(sharedCatalogues, SOURCE_LOCALE)('translationDraft', { locale }),
        }
      : null,
  };
}
