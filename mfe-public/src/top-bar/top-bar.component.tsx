import { Link } from '@portal/shared/ui';
import { PRODUCT_NAME, ProductBrand, usePathname } from '@portal/shared';
// Its own module, not @portal/shared's index: an app that shows no switcher (the map) carries none of its styles.
import { LanguageSwitcher } from '@portal/shared/i18n/language-switcher';
import { SlideOutMenu } from '../menu/slide-out-menu.component.js';
import { PlacePickers } from './place-pickers.component.js';
import { SectionShortcuts } from './section-shortcuts.component.js';
import { useScrolled } from './use-scrolled.js';
import { publicWords } from '../i18n/words.js';
import '../public.css';
import './top-bar.css';

/**
 * §2.3: the top bar, mounted by the shell inside the page's `header` landmark on every public page. It is
 * sticky and gains a shadow once the page is scrolled; the dropdowns appear on the home page only. On a
 * phone it is compact (top-bar.css): mark, short name and menu on one line, the shortcuts on the next.
 */
export function TopBar() {
  const words = publicWords.useWords();
  const scrolled = useScrolled();
  const onHome = usePathname() === '/';
  return (
    <div className="top-bar" data-scrolled={scrolled || undefined}>
      <Link href="/" className="top-bar__logo" aria-label={PRODUCT_NAME}>
        <ProductBrand />
      </Link>
      <SectionShortcuts />
      <Link href="/laws" className="top-bar__laws">
        {words('lawsPageTitle')}
      </Link>
      {onHome && <PlacePickers />}
      <LanguageSwitcher />
      <SlideOutMenu />
    </div>
  );
}
