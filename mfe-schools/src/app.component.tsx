import { CurrentPage } from '@portal/shared';
import { SCHOOLS_PAGES } from './pages.js';

export function App() {
  return <CurrentPage pages={SCHOOLS_PAGES} />;
}
