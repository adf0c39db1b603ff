import { lazyPage, type PageTable } from '@portal/shared';
import { publicWords } from './i18n/words.js';
import { PlaceholderPage } from './static-pages/placeholder.page.js';

// Each page is a chunk of its own: the home page does not carry the code of the reports or the laws.
const Home = lazyPage(() => import('./home/home.page.js').then((module) => module.HomePage));
const About = lazyPage(() => import('./about/about.page.js').then((module) => module.AboutPage));
const StatePolicy = lazyPage(() => import('./state-policy/state-policy.page.js').then((module) => module.StatePolicyPage));
const EyewitnessIntro = lazyPage(() => import('./eyewitness/eyewitness-intro.page.js').then((module) => module.EyewitnessIntroPage));
const Report = lazyPage(() => import('./eyewitness/report.page.js').then((module) => module.ReportPage));
const Laws = lazyPage(() => import('./laws/laws.page.js').then((module) => module.LawsPage));
const Menu = lazyPage(() => import('./menu/slide-out-menu.component.js').then((module) => module.MenuPage));
const Figures = lazyPage(() => import('./figures/figures.page.js').then((module) => module.FiguresPage));

/**
 * The public site's pages (spec §2.1, the laws and figures pages, and each published report) and their
 * titles. The shell gives this app every path no other app's prefix claims, so any other path is the
 * not-found page.
 */
export const PUBLIC_PAGES: PageTable = [
  { path: '/', title: publicWords.of('navHome'), render: () => <Home.Page />, preload: Home.preload },
  { path: '/about', title: publicWords.of('navAbout'), render: () => <About.Page />, preload: About.preload },
  { path: '/blog', title: publicWords.of('navBlog'), render: ({ title }) => <PlaceholderPage title={title} /> },
  {
    path: '/opportunities',
    title: publicWords.of('navOpportunities'),
    render: ({ title }) => <PlaceholderPage title={title} />,
  },
  {
    path: '/states/:id',
    title: publicWords.of('statePolicyPageTitle'),
    render: ({ params }) => <StatePolicy.Page id={params.id!} />,
    preload: StatePolicy.preload,
  },
  {
    path: '/eyewitnesspage',
    title: publicWords.of('navEyewitness'),
    render: () => <EyewitnessIntro.Page />,
    preload: EyewitnessIntro.preload,
  },
  {
    path: '/reports/:id',
    title: publicWords.of('reportPageTitle'),
    render: ({ params }) => <Report.Page id={params.id!} />,
    preload: Report.preload,
  },
  { path: '/laws', title: publicWords.of('lawsPageTitle'), render: () => <Laws.Page />, preload: Laws.preload },
  {
    path: '/figures',
    title: publicWords.of('figuresPageTitle'),
    render: () => <Figures.Page />,
    preload: Figures.preload,
  },
  // Where Menu leads before the page's scripts have run (menu/slide-out-menu.component.tsx).
  { path: '/menu', title: publicWords.of('menu'), render: () => <Menu.Page />, preload: Menu.preload },
];
