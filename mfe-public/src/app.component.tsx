import { CurrentPage } from '@portal/shared';
import { PUBLIC_PAGES } from './pages.js';
import './public.css';

export function App() {
  return <CurrentPage pages={PUBLIC_PAGES} />;
}
