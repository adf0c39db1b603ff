import { CurrentPage } from '@portal/shared';
import { AUTH_PAGES } from './pages.js';

export function App() {
  return <CurrentPage pages={AUTH_PAGES} />;
}
