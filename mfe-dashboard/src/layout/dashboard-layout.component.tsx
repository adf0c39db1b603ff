import { useEffect, useRef, type ReactNode } from 'react';
import { useAtom } from 'jotai';
import { Button, Link } from '@portal/shared/ui';
import { ModalDialog, PRODUCT_NAME, ProductBrand, messages, type User } from '@portal/shared';
import { trackStickyBarHeight } from '@portal/shared/sticky-bar';
import { drawerOpenAtom, sidebarWideAtom } from './layout.atoms.js';
import { Icon } from './icons.js';
import { navItemsFor } from './nav-items.js';
import { SideNav } from './side-nav.component.js';
import { UserMenu } from './user-menu.component.js';
import { SMALL_SCREEN, useMediaQuery } from './use-media-query.js';
import './layout.css';
import { accountMessages } from '@portal/shared/account-messages';

const NAV_ID = 'dashboard-side-nav';

interface DashboardLayoutProps {
  user: User;
  currentPath: string;
  children: ReactNode;
}

/**
 * §2.12: top bar (menu toggle, logo, user menu) and side navigation. The shell already provides the page's
 * `main` landmark around this app, so the layout adds only labelled `nav` landmarks, never a second main
 * or banner.
 */
export function DashboardLayout({ user, currentPath, children }: DashboardLayoutProps) {
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
  const topBar = useRef<HTMLElement>(null);
  useEffect(() => trackStickyBarHeight(topBar.current!, 'dashboard-bar-sticky-height'), []);

  return (
    <div className="dashboard" data-sidebar={wide ? 'wide' : 'narrow'}>
      <nav ref={topBar} className="dashboard-top-bar" aria-label={accountMessages.dashboardTopBar}>
        <Button
          className="icon-button"
          aria-label={accountMessages.dashboardMenu}
          aria-expanded={expanded}
          aria-controls={small ? undefined : NAV_ID}
          onPress={toggle}
        >
          <Icon name="menu" />
        </Button>
        <Link href="/" className="dashboard-top-bar__logo" aria-label={PRODUCT_NAME}>
          <ProductBrand />
        </Link>
        <UserMenu user={user} />
      </nav>
      <div className="dashboard__body">
        {!small && <SideNav id={NAV_ID} items={items} currentPath={currentPath} narrow={!wide} />}
        <div className="dashboard__content">{children}</div>
      </div>
      {small && (
        <ModalDialog
          block="drawer"
          id="dashboard-drawer-title"
          isOpen={drawerOpen}
          onOpenChange={setDrawerOpen}
          title={accountMessages.dashboardMenu}
          closeLabel={messages.closeMenu}
          closeClassName="icon-button"
        >
          <SideNav items={items} currentPath={currentPath} onNavigate={closeDrawer} />
        </ModalDialog>
      )}
    </div>
  );
}
