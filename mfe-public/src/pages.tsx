import { messages, type PageTable } from '@portal/shared';
import { HomePage } from './home/home.page.js';
import { AboutPage } from './about/about.page.js';
import { PlaceholderPage } from './static-pages/placeholder.page.js';
import { StatePolicyPage } from './state-policy/state-policy.page.js';
import { EyewitnessIntroPage } from './eyewitness/eyewitness-intro.page.js';
import { ReportPage } from './eyewitness/report.page.js';
import { LawsPage } from './laws/laws.page.js';
import { FiguresPage } from './figures/figures.page.js';

/**
 * The public site's pages (spec §2.1, the laws and figures pages, and each published report) and their
 * titles. The shell gives this app every path no other app's prefix claims, so any other path is the
 * not-found page.
 */
export const PUBLIC_PAGES: PageTable = [
  { path: '/', title: messages.navHome, render: () => <HomePage /> },
  { path: '/about', title: messages.navAbout, render: () => <AboutPage /> },
  { path: '/blog', title: messages.navBlog, render: ({ title }) => <PlaceholderPage title={title} /> },
  { path: '/opportunities', title: messages.navOpportunities, render: ({ title }) => <PlaceholderPage title={title} /> },
  { path: '/states/:id', title: messages.statePolicyPageTitle, render: ({ params }) => <StatePolicyPage id={params.id!} /> },
  { path: '/eyewitnesspage', title: messages.navEyewitness, render: () => <EyewitnessIntroPage /> },
  { path: '/reports/:id', title: messages.reportPageTitle, render: ({ params }) => <ReportPage id={params.id!} /> },
  { path: '/laws', title: messages.lawsPageTitle, render: () => <LawsPage /> },
  { path: '/figures', title: messages.figuresPageTitle, render: () => <FiguresPage /> },
];
