/**
 * mfe-public's server entry: renders the top bar, the page and the footer to HTML from the same components
 * the browser mounts (see `serverEntry` in @portal/shared/server-entry). Built apart (webpack.config.ts,
 * target Node) into dist/server/; the API finds it through dist/server/manifest.json.
 */
import { serverEntry } from '@portal/shared/server-entry';
import type { ServerEntry } from '@portal/shared/server-render';
import { splitLocalePath } from '@portal/shared/i18n/locale-path';
import { App } from '../app.component.js';
import { TopBar } from '../top-bar/top-bar.component.js';
import { Footer } from '../footer/footer.component.js';
import { forgetLoadedData } from '../data/public-data.js';
import { PUBLIC_PAGES, loadPageWords } from '../pages.js';
import { pageMeta } from './page-meta.js';
import { publicWords } from '../i18n/words.js';

const entry = serverEntry({
  roots: { header: TopBar, page: App, footer: Footer },
  head: { pages: PUBLIC_PAGES, meta: pageMeta },
  // The data module keeps what it loaded for the page's lifetime: in a server, that would be for ever.
  beforeRender: forgetLoadedData,
  words: publicWords,
});

/** The app's pages, for the sitemap. */
export const { pages } = entry;

/**
 * Each page rendered with the words the browser fetches for it (`loadPageWords`), so it hydrates the same
 * words, and with those the server alone writes: its link preview's (the `head` part) and the menu's, for
 * the menu dialog a press on Menu opens before the top bar has hydrated (`DialogBeforeHydration`).
 */
export const render: ServerEntry['render'] = async (request) => {
  const { pathname } = new URL(request.url, request.origin);
  const { locale } = splitLocalePath(pathname);
  await Promise.all([loadPageWords(pathname, locale), publicWords.loadPart(locale, 'head'), publicWords.loadPart(locale, 'menu')]);
  return entry.render(request);
};
