import { createContext, createElement, Fragment, useContext, useMemo, type ReactNode } from 'react';
import { catalogueOf, translator, type Catalogue, type Catalogues, type Translate } from './catalogue.js';
import { SOURCE_LOCALE, type Locale } from './locales.js';
import { givePseudoMessages, pseudoMessagesWanted } from './pseudo-locale.js';

export type { Translate } from './catalogue.js';

/**
 * The language of the page an app renders, provided by its root (`AppRoot`): the page's `<html lang>` in
 * the browser, the requested page's language on the server, so both render the same words.
 */
export const LocaleContext = createContext<Locale>(SOURCE_LOCALE);

/** Whether the words an app's root shows in its page's language are not all reviewed yet (`AppWords.hasDrafts`). */
export const DraftTranslationContext = createContext(false);

type TranslatedLocale = Exclude<Locale, typeof SOURCE_LOCALE>;
/** A catalogue as its JSON file is typed (see `catalogueOf`). */
type CatalogueJson<Key extends string> = Record<Key, { message: string; review: string; context?: string }>;

/** An app's words: its catalogue, fetched for the page's language, and the means to read it. */
export interface AppWords<Key extends string> {
  /** Fetches the app's catalogue in `locale` once (English is in the app's own script); resolves when it can be read. */
  load(locale: Locale): Promise<void>;
  /** The app's words in `locale`, once loaded (English until then). For code outside components. */
  in(locale: Locale): Translate<Key>;
  /** In a component: the app's words in its page's language. */
  useWords(): Translate<Key>;
  /** The text of `key` as a function of the language: a page's title in its app's table (`title: words.of('navHome')`). */
  of(key: Key): (locale: Locale) => string;
  /**
   * Whether the app's words in `locale` are not all reviewed yet by a native speaker (a draft, or a text
   * the catalogue lacks, which shows in English): a page that shows them says so.
   */
  hasDrafts(locale: Locale): boolean;
}

/**
 * In a component: the texts of `keys` in the page's language, each under its name (a record's fields as a
 * page labels them: `{ website: 'schoolWebsiteLabel' }` → `{ website: 'Website' }`).
 */
export function useWordsOf<Key extends string, Name extends string>(
  words: AppWords<Key>,
  keys: Readonly<Partial<Record<Name, Key>>>,
): Partial<Record<Name, string>> {
  const translate = words.useWords();
  return useMemo(
    () => Object.fromEntries(Object.entries<Key | undefined>(keys).map(([name, key]) => [name, key && translate(key)])),
    [translate, keys],
  ) as Partial<Record<Name, string>>;
}

/**
 * Resolves once English can be pseudo-localized where the pseudo-locale is on: at once elsewhere and in a
 * server that turned it on; on a page marked with it, once `pseudo-message.ts` has been fetched.
 */
export const pseudoMessagesReady = (): Promise<void> =>
  pseudoMessagesWanted()
    ? import('./pseudo-message.js').then(({ pseudoLocalized }) => givePseudoMessages(pseudoLocalized))
    : Promise.resolve();

/** A text's parts (`words.parts(key, { link: <Link…/> })`) as elements: each a child of its own, so React asks for no keys. */
export function Parts({ parts }: { parts: (string | ReactNode)[] }) {
  return createElement(Fragment, null, ...parts);
}

/** An app's words whose translations are fetched in parts: each page's part with its page (`appWordsInParts`). */
export interface AppWordsInParts<Key extends string, Part extends string> extends AppWords<Key> {
  /** Fetches `part` of the app's catalogue in `locale` once (English is whole in the app's script); resolves when it can be read. */
  loadPart(locale: Locale, part: Part): Promise<void>;
  /** Whether `part` can be read in `locale` yet. */
  hasPart(locale: Locale, part: Part): boolean;
}

/**
 * The words of an app whose catalogue in each language is split into parts at build time (the catalogue
 * loader's `?part=`), so a page fetches the texts it shows rather than all its app's: `importPart` is a
 * dynamic `import()` of one part of one language's file. `load` fetches `everyPage`, the part of what every
 * page shows (an app's top bar and footer); the app fetches a page's own part before it renders the page
 * (`loadPart`), on the server too, so the browser hydrates the words the server wrote. A text asked for in a
 * language before its part was fetched is said in English, and reported: a page must load what it shows.
 * Until reviewed, a page's words are drafts if any text of the parts fetched is (`hasDrafts`).
 */
export function appWordsInParts<Key extends string, Part extends string>(
  source: CatalogueJson<Key>,
  everyPage: Part,
  importPart: (locale: TranslatedLocale, part: Part) => Promise<{ default: Partial<CatalogueJson<Key>> }>,
): AppWordsInParts<Key, Part> {
  return wordsFetched(source, everyPage, importPart, false);
}

/**
 * The words of one app, each language's catalogue a chunk of its own build (`importTranslation` is a
 * dynamic `import()` of its JSON file), so a page fetches its language's alone and a new text reaches the
 * page with the app's build alone. The app loads its page's language before it renders
 * (`appLifecycles(Root, words)`, `serverEntry({ words })`). Its words are drafts until every text of the
 * app's is reviewed in that language (one the catalogue lacks shows in English).
 */
export function appWords<Key extends string>(
  source: CatalogueJson<Key>,
  importTranslation: (locale: TranslatedLocale) => Promise<{ default: Partial<CatalogueJson<Key>> }>,
): AppWords<Key> {
  return wordsFetched(source, 'whole', importTranslation, true);
}

/**
 * Both kinds of an app's words: a language's catalogue fetched in parts, or `whole` in one part, whose
 * missing texts are the catalogue's to add (not a part fetched too late) and make the words drafts.
 */
function wordsFetched<Key extends string, Part extends string>(
  source: CatalogueJson<Key>,
  everyPage: Part,
  importPart: (locale: TranslatedLocale, part: Part) => Promise<{ default: Partial<CatalogueJson<Key>> }>,
  whole: boolean,
): AppWordsInParts<Key, Part> {
  const catalogues: Catalogues<Key> = { [SOURCE_LOCALE]: catalogueOf(source) };
  const translators = new Map<Locale, Translate<Key>>([[SOURCE_LOCALE, translator(catalogues, SOURCE_LOCALE)]]);
  const loaded = new Set<string>();
  const loading = new Map<string, Promise<void>>();
  const reported = new Set<string>();
  const partId = (locale: Locale, part: Part) => `${locale}/${part}`;
  /** The texts of `locale` fetched so far; a text of a part not fetched is English, and said to be (once). */
  const translatorOf = (locale: TranslatedLocale): Translate<Key> => {
    const translate = translator(catalogues, locale);
    if (whole) return translate;
    const check = (key: Key) => {
      if (catalogues[locale]?.[key] || reported.has(`${locale}:${key}`)) return;
      reported.add(`${locale}:${key}`);
      console.error(`The text "${key}" is shown in English on a page in "${locale}": its part of the catalogue was not fetched first`);
    };
    const checked = ((key, values) => (check(key), translate(key, values))) as Translate<Key>;
    checked.parts = (key, values) => (check(key), translate.parts(key, values));
    return checked;
  };
  const words: AppWordsInParts<Key, Part> = {
    loadPart(locale, part) {
      // English is in the app's script; a test's pseudo-locale needs its module first (pseudo-locale.ts).
      if (locale === SOURCE_LOCALE) return pseudoMessagesReady();
      const id = partId(locale, part);
      let load = loading.get(id);
      if (!load) {
        load = importPart(locale, part).then(
          (texts) => {
            catalogues[locale] = { ...catalogues[locale], ...(texts.default as Partial<Catalogue<Key>>) };
            // A new translator: the last one keeps, parsed, the English it gave a text of this part asked for too early.
            translators.set(locale, translatorOf(locale));
            loaded.add(id);
          },
          (error: unknown) => {
            // Asked for again next time (the region's Retry), as a page's code is.
            loading.delete(id);
            throw error;
          },
        );
        loading.set(id, load);
      }
      return load;
    },
    hasPart: (locale, part) => locale === SOURCE_LOCALE || loaded.has(partId(locale, part)),
    load: (locale) => words.loadPart(locale, everyPage),
    in: (locale) => translators.get(locale) ?? translators.get(SOURCE_LOCALE)!,
    useWords: () => words.in(useContext(LocaleContext)),
    of: (key) => (locale) => words.in(locale)(key),
    // Nothing fetched yet: the words shown are English, not reviewed translations.
    hasDrafts: (locale) => {
      const fetched = locale === SOURCE_LOCALE ? undefined : catalogues[locale];
      const shown = Object.keys(whole ? source : (fetched ?? {})) as Key[];
      return locale !== SOURCE_LOCALE && (!fetched || shown.some((key) => fetched[key]?.review !== 'reviewed'));
    },
  };
  return words;
}
