import { matchPath, usePathname } from '@portal/shared';
import { HomePage } from './home/home.page.js';
import { AboutPage } from './about/about.page.js';
import { PlaceholderPage } from './static-pages/placeholder.page.js';
import { StatePolicyPage } from './state-policy/state-policy.page.js';
import { EyewitnessIntroPage } from './eyewitness/eyewitness-intro.page.js';
import { LawsPage } from './laws/laws.page.js';
import { FiguresPage } from './figures/figures.page.js';
import { NotFoundPage } from './not-found/not-found.page.js';
import './public.css';

/** The public site's pages by path (spec §2.1, and the laws and figures pages); any other path is the 404 page. */
export function App() {
  const path = usePathname();
  if (path === '/') return <HomePage />;
  if (path === '/about') return <AboutPage />;
  if (path === '/blog') return <PlaceholderPage title="Blog" />;
  if (path === '/opportunities') return <PlaceholderPage title="Opportunities" />;
  if (path === '/eyewitnesspage') return <EyewitnessIntroPage />;
  if (path === '/laws') return <LawsPage />;
  if (path === '/figures') return <FiguresPage />;
  const state = matchPath('/states/:id', path);
  if (state) return <StatePolicyPage id={state.id!} />;
  return <NotFoundPage />;
}
