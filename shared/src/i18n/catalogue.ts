import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { SOURCE_LOCALE, formattingLocale, type Locale } from './locales.js';
import { pseudoLocaleOn, pseudoMessage } from './pseudo-locale.js';

/**
 * Where a text stands: the English source, a translation nobody who speaks the language natively has
 * checked yet, or one such a person has reviewed. A page in a language says its translation is a draft
 * until every text it shows is reviewed.
 */
export type ReviewState = 'source' | 'draft' | 'reviewed';

/** One text of a catalogue, in ICU MessageFormat (`{n, plural, one {…} other {…}}`, `{state}`). */
export interface CatalogueEntry {
  message: string;
  review: ReviewState;
  /** For translators, in the source catalogue only: where the text appears and what limits it. */
  context?: string;
}

/** The texts of one app (or of the API) in one language, by key. */
export type Catalogue<Key extends string = string> = Record<Key, CatalogueEntry>;

/**
 * A catalogue as its JSON file reads (JSON types its review states as any string): the catalogue tests
 * check each is a `ReviewState`, as `i18n:import` does for a translator's file.
 */
export const catalogueOf = <Key extends string>(json: Record<Key, { message: string; review: string; context?: string }>) =>
  json as Catalogue<Key>;

/** The same app's catalogues in every language it has; the source's keys are the app's keys. */
export type Catalogues<Key extends string> = { [SOURCE_LOCALE]: Catalogue<Key> } & {
  [L in Exclude<Locale, typeof SOURCE_LOCALE>]?: Partial<Catalogue<Key>>;
};

export type MessageValues = Record<string, PrimitiveType>;

/** A function giving an app's text for a key in one language, its placeholders filled. */
export interface Translate<Key extends string> {
  (key: Key, values?: MessageValues): string;
  /**
   * The text with elements among its values (a link, an emphasised name): its parts, strings and the
   * elements, in the order the language puts them.
   */
  parts<Element>(key: Key, values: Record<string, PrimitiveType | Element>): (string | Element)[];
}

/**
 * The app's texts in `locale`: each from that language's catalogue, or the English source where the
 * catalogue has no text for the key yet (the catalogue check fails a build on that; a reader still gets
 * words rather than a key). Each message is parsed once, at its first use. Where the pseudo-locale is on
 * (`pseudo-locale.ts`), English itself is pseudo-localized.
 */
export function translator<Key extends string>(catalogues: Catalogues<Key>, locale: Locale): Translate<Key> {
  const compiled = new Map<Key, IntlMessageFormat>();
  const formatting = formattingLocale(locale);
  const formatOf = (key: Key) => {
    let format = compiled.get(key);
    if (!format) {
      const translated = locale === SOURCE_LOCALE ? undefined : catalogues[locale]?.[key];
      // A key of the app is in its source: `Key` is the source's keys.
      if (translated) format = new IntlMessageFormat(translated.message, formatting);
      else {
        format = new IntlMessageFormat((catalogues[SOURCE_LOCALE][key] as CatalogueEntry).message, formattingLocale(SOURCE_LOCALE));
        // A test's pseudo-locale (pseudo-locale.ts) changes English pages, not English standing in for a translation.
        if (locale === SOURCE_LOCALE && pseudoLocaleOn())
          format = new IntlMessageFormat(pseudoMessage(format.getAst()), formattingLocale(SOURCE_LOCALE));
      }
      compiled.set(key, format);
    }
    return format;
  };
  const translate = (key: Key, values?: MessageValues) => String(formatOf(key).format(values));
  translate.parts = <Element>(key: Key, values: Record<string, PrimitiveType | Element>) => {
    const formatted = formatOf(key).format<Element>(values);
    return Array.isArray(formatted) ? formatted : [formatted];
  };
  return translate;
}
