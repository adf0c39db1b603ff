import type { IntlMessageFormat } from 'intl-messageformat';

/**
 * A pseudo-locale for testing, never for readers (issue 39): the portal's English words accented
 * ('Ĥöméþåĝé'), about 40 % longer and in brackets, so a browser test can see at a glance, on every page,
 * any of the portal's own words that no catalogue gave (they stay plain English) and any text that does
 * not fit when a language is longer than English (a cut-off bracket, a line over another). It is not a
 * language of the portal: no address, switcher entry, sitemap line or `hreflang` names it. A server
 * started with `PORTAL_PSEUDO_LOCALE=1` (shell/server/config.ts) turns it on for its process, so its
 * server renders are pseudo-localized, and marks each page it sends (`data-pseudo-locale` on `<html>`),
 * so the browser's scripts, reading the mark, hydrate the same words. Only English pages change: a page
 * in another language keeps its translation, which is what a reader of it sees.
 */
export const PSEUDO_LOCALE_ATTRIBUTE = 'data-pseudo-locale';

// On globalThis, as the bus is: the page server's copy of this package and each server entry's bundled
// copy run in one process and must agree.
const SWITCH = Symbol.for('portal.pseudo-locale');

/**
 * What this module reads of the global scope: its switch, and in a browser the page (typed here, as the
 * API, which has no DOM types, compiles this module too).
 */
const scope = globalThis as unknown as {
  [SWITCH]?: boolean;
  document?: { documentElement: { hasAttribute(name: string): boolean } };
};

/** Turns the pseudo-locale on for this process (a server started with `PORTAL_PSEUDO_LOCALE=1`). */
export function turnOnPseudoLocale(): void {
  scope[SWITCH] = true;
}

/** Whether English texts are pseudo-localized here: in a process that turned it on, or on a page marked so. */
export const pseudoLocaleOn = (): boolean =>
  scope[SWITCH] === true || (scope.document?.documentElement.hasAttribute(PSEUDO_LOCALE_ATTRIBUTE) ?? false);

/** One precomposed letter for each (the same length as English before the padding), all in Latin fonts. */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    'áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'[i]!,
  ]),
);

const accented = (text: string) => text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter]!);

/**
 * Words that lengthen a text as a longer language would: several words that wrap like words, not one long
 * one (Android's pseudo-locale pads with 'one two three…' too), accented like the rest.
 */
const PADDING_WORDS = accented('one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen ');

/** `length` characters of padding, without a space at its end (which would not show). */
const padding = (length: number) =>
  PADDING_WORDS.repeat(Math.ceil(length / PADDING_WORDS.length))
    .slice(0, length)
    .trimEnd();

type MessageAst = ReturnType<IntlMessageFormat['getAst']>;

/** The length of the words a message writes itself: its literal text, and the longest branch of a plural or select. */
function literalLength(elements: MessageAst): number {
  return elements.reduce((length, element) => {
    if ('options' in element) return length + Math.max(...Object.values(element.options).map((option) => literalLength(option.value)));
    if ('children' in element) return length + literalLength(element.children);
    return length + (element.type === 0 ? element.value.length : 0);
  }, 0);
}

/** The message's literal text accented; its placeholders, plurals, selects and tags left as they are. */
function accentedElements(elements: MessageAst): MessageAst {
  return elements.map((element) => {
    if ('options' in element)
      return {
        ...element,
        options: Object.fromEntries(
          Object.entries(element.options).map(([key, option]) => [key, { ...option, value: accentedElements(option.value) }]),
        ),
      };
    if ('children' in element) return { ...element, children: accentedElements(element.children) };
    return element.type === 0 ? { ...element, value: accented(element.value) } : element;
  }) as MessageAst;
}

/**
 * A message's syntax tree pseudo-localized: its literal text accented, padded by about 40 % of its length
 * (at least one character), and the whole in brackets, so a text cut short shows a missing ']'. Only the
 * literal parts change: the ICU placeholders and plural and select syntax stay as they were.
 */
export function pseudoLocalized(elements: MessageAst): MessageAst {
  const literal = (value: string) => ({ type: 0, value }) as MessageAst[number];
  return [literal('['), ...accentedElements(elements), literal(` ${padding(Math.max(1, Math.ceil(literalLength(elements) * 0.4)))}]`)];
}
