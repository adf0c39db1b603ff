import type { HeadArgs, PageMeta } from '@portal/shared/server-entry';
import { authWords, type AuthWordKey } from '../i18n/words.js';

/** Each form page's own first sentence; the others (login, verification) say what the portal's accounts are for. */
const DESCRIPTIONS: Readonly<Record<string, AuthWordKey>> = {
  '/register': 'registerIntro',
  '/forgot-password': 'forgotPasswordIntro',
  '/reset-password/:token': 'resetPasswordIntro',
};

/** What mfe-auth's pages say of themselves in link previews and to search engines, in the page's language. */
export function pageMeta({ page, locale }: HeadArgs): PageMeta {
  return { name: page.title, description: authWords.in(locale)(DESCRIPTIONS[page.path] ?? 'pagesDescription') };
}
