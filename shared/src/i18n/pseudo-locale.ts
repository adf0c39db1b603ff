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
 * in another language keeps its translation, which is what a reader of it sees. What changes the words is
 * `pseudo-message.ts`, a chunk of its own that a reader's page never fetches: a page marked so fetches it
 * before its app renders (with the app's English words, `app-words.tsx`). The dynamic import is there, not
 * here: the shell's page script reads this switch and is one inline script, without chunks.
 */
export const PSEUDO_LOCALE_ATTRIBUTE = 'data-pseudo-locale';

// On globalThis, as the bus is: the page server's copy of this package and each server entry's bundled
// copy run in one process and must agree.
const SWITCH = Symbol.for('portal.pseudo-locale');
const TRANSFORM = Symbol.for('portal.pseudo-locale.transform');

export type MessageAst = ReturnType<IntlMessageFormat['getAst']>;

/**
 * What this module reads of the global scope: its switch, and in a browser the page (typed here, as the
 * API, which has no DOM types, compiles this module too).
 */
const scope = globalThis as unknown as {
  [SWITCH]?: boolean;
  [TRANSFORM]?: (elements: MessageAst) => MessageAst;
  document?: { documentElement: { hasAttribute(name: string): boolean } };
};

/** Turns the pseudo-locale on for this process, which pseudo-localizes its English with `transform`. */
export function turnOnPseudoLocaleWith(transform: (elements: MessageAst) => MessageAst): void {
  scope[SWITCH] = true;
  scope[TRANSFORM] = transform;
}

/** Whether English texts are pseudo-localized here: in a process that turned it on, or on a page marked so. */
export const pseudoLocaleOn = (): boolean =>
  scope[SWITCH] === true || (scope.document?.documentElement.hasAttribute(PSEUDO_LOCALE_ATTRIBUTE) ?? false);

/** Whether this page is marked for the pseudo-locale but has yet to fetch what it does (`pseudo-message.ts`). */
export const pseudoMessagesWanted = (): boolean => pseudoLocaleOn() && !scope[TRANSFORM];

/** Gives a page marked for the pseudo-locale what it does to a message, once fetched. */
export function givePseudoMessages(transform: (elements: MessageAst) => MessageAst): void {
  scope[TRANSFORM] = transform;
}

/** The message pseudo-localized, where the pseudo-locale is on and ready (app-words.tsx's `pseudoMessagesReady`); else as it is. */
export const pseudoMessage = (elements: MessageAst): MessageAst => (pseudoLocaleOn() && scope[TRANSFORM]?.(elements)) || elements;
