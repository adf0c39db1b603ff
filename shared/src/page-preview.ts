import type { Locale } from './i18n/locales.js';
import type { Translate } from './i18n/catalogue.js';
import type { PagePreview } from './server-entry.js';

/**
 * A page that says one sentence of itself in link previews: its name, and its app's text `key` in the
 * page's language. For the apps' `server/page-meta.ts`, a chunk the browser never fetches; kept apart
 * from `server-entry.tsx`, whose server-only code a browser build cannot bundle.
 */
export const describedBy =
  <Key extends string>(words: { in(locale: Locale): Translate<Key> }, key: Key): PagePreview =>
  ({ page, locale }) => ({ name: page.title, description: words.in(locale)(key) });
