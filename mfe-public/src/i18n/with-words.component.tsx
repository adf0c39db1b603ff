import { use, useContext, type ReactNode } from 'react';
import { LocaleContext } from '@portal/shared/i18n/app-words';
import { publicWords } from './words.js';
import type { PublicWordPart } from './parts.js';

/**
 * Shows `children` once `part` of the app's words is fetched in the page's language, suspending until
 * then (a page followed by a link, the menu as it opens); at once where it is fetched already, as for a
 * page the server rendered, whose words are fetched before it hydrates (pages.tsx, `loadPageWords`).
 */
export function WithWords({ part, children, alongside }: { part: PublicWordPart; children: ReactNode; alongside?: () => unknown }) {
  const locale = useContext(LocaleContext);
  if (!publicWords.hasPart(locale, part)) {
    // The page's code is asked for at the same time, not once its words have arrived.
    alongside?.();
    use(publicWords.loadPart(locale, part));
  }
  return children;
}
