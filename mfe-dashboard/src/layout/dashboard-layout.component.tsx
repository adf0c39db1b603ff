import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAtom } from 'jotai';
import { Button, Link } from '@portal/shared/ui';
import { ModalDialog, PRODUCT_NAME, ProductBrand, type User } from '@portal/shared';
import { LanguageSwitcher } from '@portal/shared/i18n/language-switcher';
import { trackStickyBarHeight } from '@portal/shared/sticky-bar';
import { drawerOpenAtom, sidebarWideAtom } from './layout.atoms.js';
import { Icon } from './icons.js';
import { navItemsFor } from './nav-items.js';
import { SideNav } from './side-nav.component.js';
import { UserMenu } from './user-menu.component.js';
import { SMALL_SCREEN, useMediaQuery } from './use-media-query.js';
import './layout.css';
import { dashboardWords } from '../i18n/words.js';

const NAV_ID = 'dashboard-side-nav';

interface DashboardLayoutProps {
  user: User;
  currentPath: string;
  children: ReactNode;
}

/** The shell's regions around `main` that the layout fills: its `header`, and the place for a side menu. */
const HEADER_REGION = 'portal-header';
const NAV_REGION = 'portal-nav';

/** A region of the shell's page frame, found once; null where there is none (a component test, an older shell). */
function useShellRegion(id: string): HTMLElement | null {
  const [region] = useState(() => document.getElementById(id));
  return region;
}

/** `node` in `region` (a portal: the same tree and state), or where it stands if there is no region. */
const inRegion = (node: ReactNode, region: HTMLElement | null) => (region ? createPortal(node, region) : node);

/**
 * §2.12: top bar (menu toggle, logo, user menu) and side navigation, outside the `main` landmark the shell
 * puts this app in: the top bar in the shell's `header`, which the public top bar leaves empty on the
 * dashboard, and the side navigation in the shell's `#portal-nav` between the header and `main`. So the
 * landmarks come as on every page, banner, navigation, then main holding only the page, and 'Skip to
 * main content' lands where the page's heading is, not on the menu button before it (issue 37). Both are
 * React portals, one tree with the page, so state and focus handling are unchanged; where the shell has
 * no such region, each stays in place. Never a second main or banner.
 */
export function DashboardLayout({ user, currentPath, children }: DashboardLayoutProps) {
  const words = dashboardWords.useWords();
  const small = useMediaQuery(SMALL_SCREEN);
  const [wide, setWide] = useAtom(sidebarWideAtom);
  const [drawerOpen, setDrawerOpen] = useAtom(drawerOpenAtom);
  const items = navItemsFor(user);
  const closeDrawer = () => setDrawerOpen(false);

  // One toggle: it collapses the side panel on large screens and opens the drawer on small ones.
  // aria-expanded announces the state either way.
  const expanded = small ? drawerOpen : wide;
  const toggle = () => (small ? setDrawerOpen(!drawerOpen) : setWide(!wide));

  // The root's scroll-padding-top keeps focus clear of this sticky bar (shell.css).
  // In the shell's header it is the header that sticks, and the shell measures it (layout.css).
  const topBar = useRef<HTMLElement>(null);
  useEffect(() => trackStickyBarHeight(topBar.current!, 'dashboard-bar-sticky-height'), []);
  const headerRegion = useShellRegion(HEADER_REGION);
  const navRegion = useShellRegion(NAV_REGION);

  return (
    <div className="dashboard" data-sidebar={wide ? 'wide' : 'narrow'}>
      {inRegion(
        <nav ref={topBar} className="dashboard-top-bar" aria-label={words('dashboardTopBar')}>
          <Button
            className="icon-button"
            aria-label={words('dashboardMenu')}
            aria-expanded={expanded}
            aria-controls={small ? undefined : NAV_ID}
            onPress={toggle}
          >
            <Icon name="menu" />
          </Button>
          <Link href="/" className="dashboard-top-bar__logo" aria-label={PRODUCT_NAME}>
            <ProductBrand />
          </Link>
          <LanguageSwitcher />
          <UserMenu user={user} />
        </nav>,
        headerRegion,
      )}
      <div className="dashboard__body">
        {!small && inRegion(<SideNav id={NAV_ID} items={items} currentPath={currentPath} narrow={!wide} />, navRegion)}
        <div className="dashboard__content">{children}</div>
      </div>
      {small && (
        <ModalDialog
          block="drawer"
          id="dashboard-drawer-title"
          isOpen={drawerOpen}
          onOpenChange={setDrawerOpen}
          title={words('dashboardMenu')}
          closeLabel={words('closeMenu')}
          closeClassName="icon-button"
        >
          <SideNav items={items} currentPath={currentPath} onNavigate={closeDrawer} />
        </ModalDialog>
      )}
    </div>
  );
}
