import { LOCALES, type Locale } from '@portal/shared/i18n';
import { apiWords } from '../i18n/api-text.js';
import type { StateMatch } from '../open-data/state-names.js';

/** What an incoming SMS asks for, read from its first word. */
export type SmsRequest =
  | { command: 'stop' }
  | { command: 'start' }
  | { command: 'help' }
  /** The report word, in `locale`, and what follows it: perhaps a state, then the report's words. */
  | { command: 'report'; locale: Locale; rest: string }
  /** Anything else: the answer to a question asked (the state), or a message we do not understand. */
  | { command: 'other'; text: string };

/** The commands SMS services answer, in the words networks use for them; STOP whatever follows it. */
const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE', 'QUIT']);
const HELP_WORDS = new Set(['HELP', 'INFO']);

/** A word as a keypad user may type it: capitals, no accents, no punctuation around it ('Ìròyìn,' is IROYIN). */
const plainWord = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/**
 * The word that starts a report by SMS in `locale`: the catalogue's (REPORT, RAHOTO, IROYIN, AKUKO),
 * English's replaced by `englishKeyword` when the portal is configured with another.
 */
export const reportWord = (locale: Locale, englishKeyword: string) =>
  plainWord(locale === 'en' ? englishKeyword : apiWords(locale)('phoneKeyword'));

/**
 * Each language's report word, and the language it answers in. A word two languages share (Pidgin writes
 * REPORT too) answers in the first of `LOCALES`, English.
 */
export function reportKeywords(englishKeyword: string): Map<string, Locale> {
  const keywords = new Map<string, Locale>();
  for (const locale of LOCALES) {
    const word = reportWord(locale, englishKeyword);
    if (word && !keywords.has(word)) keywords.set(word, locale);
  }
  return keywords;
}

/** Reads an incoming SMS's text (spaces and line breaks as any phone sends them) as one request. */
export function readSms(text: string, keywords: ReadonlyMap<string, Locale>): SmsRequest {
  const words = text.trim().split(/\s+/);
  const first = plainWord(words[0] ?? '');
  const rest = words.slice(1).join(' ');
  if (STOP_WORDS.has(first)) return { command: 'stop' };
  if (first === 'START' && !rest) return { command: 'start' };
  if (HELP_WORDS.has(first) && !rest) return { command: 'help' };
  const locale = keywords.get(first);
  if (locale) return { command: 'report', locale, rest };
  return { command: 'other', text: words.join(' ') };
}

/**
 * The state a report's words begin with ('Kano No ramp…', 'Akwa Ibom the school…', 'Lagoss …' misspelt)
 * and the words after it, as the import matches state names (`createStateMatcher`). A name written right
 * wins over a misspelt one, the longest first ('Cross River …' is not a misspelt 'Cross'); a misspelt
 * one, the shortest ('Cross River no …' is not a misspelt 'Cross River no'). Null when none does.
 */
export function stateAtStart(text: string, matchState: (written: string) => StateMatch): { state: string; rest: string } | null {
  const words = text.trim().split(/\s+/);
  const counts = [3, 2, 1].filter((count) => count <= words.length);
  const atStart = (count: number) => ({ match: matchState(words.slice(0, count).join(' ')), rest: words.slice(count).join(' ') });
  const found =
    counts.map(atStart).find(({ match }) => match && !match.misspelt) ??
    [...counts]
      .reverse()
      .map(atStart)
      .find(({ match }) => match);
  return found?.match ? { state: found.match.state, rest: found.rest } : null;
}
