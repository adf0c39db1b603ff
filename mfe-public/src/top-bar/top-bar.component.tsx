import { Link } from '@portal/shared/ui';
import { PRODUCT_NAME, usePathname } from '@portal/shared';
import { SlideOutMenu } from '../menu/slide-out-menu.component.js';
import { PlacePickers } from './place-pickers.component.js';
import { SectionShortcuts } from './section-shortcuts.component.js';
import { useScrolled } from './use-scrolled.js';
import '../public.css';
import './top-bar.css';

/**
 * §2.3: the top bar, mounted by the shell inside the page's `header` landmark on every public page. It is
 * sticky and gains a shadow once the page is scrolled; the dropdowns appear on the home page only.
 */
export function TopBar() {
  const scrolled = useScrolled();
  const onHome = usePathname() === '/';
  return (
    <div className="top-bar" data-scrolled={scrolled || undefined}>
      <Link href="/" className="top-bar__logo">
        <svg className="top-bar__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
          <rect x="1" y="1" width="30" height="30" rx="6" fill="currentColor" />
          <rect x="11" y="1" width="10" height="30" fill="#fff" />
        </svg>
        {PRODUCT_NAME}
      </Link>
      <SectionShortcuts />
      {onHome && <PlacePickers />}
      <SlideOutMenu />
    </div>
  );
}
