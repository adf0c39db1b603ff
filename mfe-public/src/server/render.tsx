/**
 * mfe-public's server entry: renders the top bar, the page and the footer to HTML from the same components
 * the browser mounts (see `serverEntry` in @portal/shared/server-entry). Built apart (webpack.config.ts,
 * target Node) into dist/server/; the API finds it through dist/server/manifest.json.
 */
import { serverEntry } from '@portal/shared/server-entry';
import { App } from '../app.component.js';
import { TopBar } from '../top-bar/top-bar.component.js';
import { Footer } from '../footer/footer.component.js';
import { forgetLoadedData } from '../data/public-data.js';
import { PUBLIC_PAGES } from '../pages.js';
import { pageMeta } from './page-meta.js';
import { publicWords } from '../i18n/words.js';

export const { render } = serverEntry({
  roots: { header: TopBar, page: App, footer: Footer },
  head: { pages: PUBLIC_PAGES, meta: pageMeta },
  // The data module keeps what it loaded for the page's lifetime: in a server, that would be for ever.
  beforeRender: forgetLoadedData,
  words: publicWords,
});
