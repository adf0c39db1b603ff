import { messages } from '@portal/shared';
import { accountMessages } from '@portal/shared/account-messages';
import type { HeadArgs, PageMeta } from '@portal/shared/server-entry';

/** Each form page's own first sentence; the others (login, verification) say what the portal's accounts are for. */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/register': accountMessages.registerIntro,
  '/forgot-password': accountMessages.forgotPasswordIntro,
  '/reset-password/:token': accountMessages.resetPasswordIntro,
};

/** What mfe-auth's pages say of themselves in link previews and to search engines. */
export function pageMeta({ page }: HeadArgs): PageMeta {
  return { name: page.title, description: DESCRIPTIONS[page.path] ?? messages.metaMenu };
}
