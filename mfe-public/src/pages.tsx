import { lazyPage, pageAt, type Page } from '@portal/shared';
import type { Locale } from '@portal/shared/i18n';
import { publicWords } from './i18n/words.js';
import type { PublicWordPart } from './i18n/parts.js';
import { PlaceholderPage } from './static-pages/placeholder.page.js';
import { WithWords } from './i18n/with-words.component.js';

// Each page is a chunk of its own: the home page does not carry the code of the reports or the laws.
const Home = lazyPage(() => import('./home/home.page.js').then((module) => module.HomePage));
const About = lazyPage(() => import('./about/about.page.js').then((module) => module.AboutPage));
const StatePolicy = lazyPage(() => import('./state-policy/state-policy.page.js').then((module) => module.StatePolicyPage));
const EyewitnessIntro = lazyPage(() => import('./eyewitness/eyewitness-intro.page.js').then((module) => module.EyewitnessIntroPage));
const Report = lazyPage(() => import('./eyewitness/report.page.js').then((module) => module.ReportPage));
const Laws = lazyPage(() => import('./laws/laws.page.js').then((module) => module.LawsPage));
const Menu = lazyPage(() => import('./menu/slide-out-menu.component.js').then((module) => module.MenuPage));
const Figures = lazyPage(() => import('./figures/figures.page.js').then((module) => module.FiguresPage));

/** What the pages say in their heads: a chunk the server loads, which no browser fetches. */
const previews = () => import('./server/page-meta.js');

/** A page of this app, with the part of its words (i18n/parts.ts) it shows besides the top bar's and footer's. */
export interface PublicPage extends Page {
  words: PublicWordPart;
}

const PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: publicWords.of('navHome'),
    render: () => <Home.Page />,
    preload: Home.preload,
    words: 'home',
    listed: {},
    preview: () => previews().then((m) => m.homePreview),
  },
  {
    path: '/about',
    title: publicWords.of('navAbout'),
    render: () => <About.Page />,
    preload: About.preload,
    words: 'about',
    listed: {},
    preview: () => previews().then((m) => m.described('metaAbout')),
  },
  {
    path: '/blog',
    title: publicWords.of('navBlog'),
    render: ({ title }) => <PlaceholderPage title={title} />,
    words: 'placeholder',
    listed: {},
  },
  {
    path: '/opportunities',
    title: publicWords.of('navOpportunities'),
    render: ({ title }) => <PlaceholderPage title={title} />,
    words: 'placeholder',
    listed: {},
  },
  {
    path: '/states/:id',
    title: publicWords.of('statePolicyPageTitle'),
    render: ({ params }) => <StatePolicy.Page id={params.id!} />,
    preload: StatePolicy.preload,
    words: 'statePolicy',
    listed: { each: 'states', changesWith: ['policies'] },
    preview: () => previews().then((m) => m.statePreview),
  },
  {
    path: '/eyewitnesspage',
    title: publicWords.of('navEyewitness'),
    render: () => <EyewitnessIntro.Page />,
    preload: EyewitnessIntro.preload,
    words: 'eyewitness',
    listed: {},
    preview: () => previews().then((m) => m.described('metaEyewitness')),
  },
  {
    path: '/reports/:id',
    title: publicWords.of('reportPageTitle'),
    render: ({ params }) => <Report.Page id={params.id!} />,
    preload: Report.preload,
    words: 'report',
    listed: { each: 'reports' },
    preview: () => previews().then((m) => m.reportPreview),
  },
  {
    path: '/laws',
    title: publicWords.of('lawsPageTitle'),
    render: () => <Laws.Page />,
    preload: Laws.preload,
    words: 'laws',
    listed: { changesWith: ['policies'] },
    preview: () => previews().then((m) => m.dataSetPreview('metaLaws', ['policies', 'sources'])),
  },
  {
    path: '/figures',
    title: publicWords.of('figuresPageTitle'),
    render: () => <Figures.Page />,
    preload: Figures.preload,
    words: 'figures',
    listed: { changesWith: ['figures'] },
    preview: () => previews().then((m) => m.dataSetPreview('metaFigures', ['figures', 'sources'])),
  },
  // Where Menu leads before the page's scripts have run (menu/slide-out-menu.component.tsx): not in the sitemap.
  {
    path: '/menu',
    title: publicWords.of('menu'),
    render: () => <Menu.Page />,
    preload: Menu.preload,
    words: 'menu',
    preview: () => previews().then((m) => m.described('metaMenu')),
  },
];

/**
 * The public site's pages (spec §2.1, the laws and figures pages, and each published report) and their
 * titles. The shell gives this app every path no other app's prefix claims, so any other path is the
 * not-found page. Each page renders with its words in the page's language.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = PAGES.map((page): PublicPage => ({
  ...page,
  render: (args) => (
    <WithWords part={page.words} alongside={page.preload}>
      {page.render(args)}
    </WithWords>
  ),
}));

/**
 * Fetches the words of the page at `pathname` in `locale`: those of every page and the page's own (none
 * of its own for the not-found page, whose words are @portal/shared's). Before the server renders the
 * page and before the browser hydrates it, so both show the same words.
 */
export function loadPageWords(pathname: string, locale: Locale): Promise<unknown> {
  const { page } = pageAt(PUBLIC_PAGES, pathname);
  const own = PUBLIC_PAGES.find((entry) => entry === page)?.words;
  return Promise.all([publicWords.load(locale), own && publicWords.loadPart(locale, own)]);
}
