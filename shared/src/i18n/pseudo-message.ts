import { turnOnPseudoLocaleWith, type MessageAst } from './pseudo-locale.js';

/**
 * What the pseudo-locale (`pseudo-locale.ts`) does to a message: a module of its own, which a server
 * started with it imports and a page marked with it fetches, so no reader's page carries it.
 */

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

/** Turns the pseudo-locale on for this process (a server started with `PORTAL_PSEUDO_LOCALE=1`). */
export const turnOnPseudoLocale = (): void => turnOnPseudoLocaleWith(pseudoLocalized);
