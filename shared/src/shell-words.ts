import { fill } from './shell-messages.js';

/**
 * The shell's own words: what it says while it runs (the route announcement, a region that failed to
 * load, the saved-copy notice, a page still loading, a portal that could not start, a session that ended), in the page's
 * language. They are @portal/shared's catalogue's texts, written into the shell's page by its build for
 * the page's language (shell/build/shell-pages.ts), because the shell's script runs on every page and
 * carries what it imports: the catalogue and its formatter there would be kilobytes more on every page,
 * for ten sentences. The page holds them as JSON (not a script a browser runs) in the element of this id.
 */
export const SHELL_WORDS_ID = 'portal-shell-words';

/** The texts of @portal/shared's catalogue that the shell's script says, by their keys there. */
export const SHELL_WORD_KEYS = [
  'pageLoaded',
  'portalStartFailed',
  'appLoadFailed',
  'pageLoadFailed',
  'loadFailedHint',
  'schoolsLoading',
  'pageLoading',
  'retry',
  'loadFailedRetryShared',
  'savedCopyNotice',
  'profileUnauthorized',
] as const;
export type ShellWordKey = (typeof SHELL_WORD_KEYS)[number];

let pageWords: Partial<Record<ShellWordKey, string>> | undefined;

/** The shell's text for `key` in the page's language, filled with `values` (its page's words, read once). */
export function shellText(key: ShellWordKey, values: Record<string, string | number> = {}): string {
  pageWords ??= JSON.parse(document.getElementById(SHELL_WORDS_ID)?.textContent || '{}') as Partial<Record<ShellWordKey, string>>;
  return fill(pageWords[key] ?? key, values);
}
