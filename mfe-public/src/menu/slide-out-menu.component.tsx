import { Suspense } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Link, Modal, ModalOverlay } from '@portal/shared/ui';
import { DialogBeforeHydration, EnhancedLink } from '@portal/shared';
import { useLoad } from '@portal/shared/data';
import { Icon } from '../icons/icon.component.js';
import { fetchSiteLinks } from '../data/public-data.js';
import { useSessionUser } from './session.js';
import { MenuLanguages } from '../language/language-switcher.component.js';
import { publicWords, type PublicWords } from '../i18n/words.js';
import { WithWords } from '../i18n/with-words.component.js';
import './slide-out-menu.css';

interface MenuTile {
  href: string;
  title: string;
  text: string;
}

/** §2.4's tiles and the laws page; the Blog tile only once the server's configuration gives its address. */
export function menuTiles(blog: string | null, words: PublicWords): MenuTile[] {
  return [
    { href: '/', title: words('navHome'), text: words('menuHomeText') },
    { href: '/about', title: words('navAbout'), text: words('menuAboutText') },
    { href: '/laws', title: words('lawsPageTitle'), text: words('lawsTileText') },
    ...(blog ? [{ href: blog, title: words('navBlog'), text: words('menuBlogText') }] : []),
    { href: '/eyewitnesspage', title: words('navEyewitness'), text: words('menuEyewitnessText') },
  ];
}

/** The menu's tiles and account links (§2.4): in the slide-out dialog, and as the menu page. */
export function MenuLinks({ onFollow }: { onFollow?: () => void }) {
  const words = publicWords.useWords();
  const user = useSessionUser();
  const site = useLoad('site', fetchSiteLinks);
  const tiles = menuTiles(site.status === 'ready' ? site.data.blog : null, words);
  return (
    <>
      <nav aria-label={words('menu')}>
        <ul className="menu__tiles">
          {tiles.map((tile) => (
            <li key={tile.title}>
              <Link href={tile.href} className="menu__tile" onPress={onFollow}>
                <span className="menu__tile-title">{tile.title}</span>
                <span className="menu__tile-text">{tile.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="menu__account">
        {user ? (
          <>
            <p className="menu__welcome">{words('menuWelcome', { firstname: user.firstname })}</p>
            <Link href="/dashboard" className="button-link" onPress={onFollow}>
              {words('navDashboard')}
            </Link>
          </>
        ) : (
          <>
            <Link href="/register" className="button-link" onPress={onFollow}>
              {words('navSignUp')}
            </Link>
            <Link href="/login" className="button-link button-link--secondary" onPress={onFollow}>
              {words('login')}
            </Link>
          </>
        )}
      </div>
      <MenuLanguages />
    </>
  );
}

/** The menu's own page: where Menu leads before the page's scripts have run, or if they never do. */
export const MENU_PAGE_PATH = '/menu';

export function MenuPage() {
  const words = publicWords.useWords();
  return (
    <div className="page menu-page">
      <h1>{words('menu')}</h1>
      <MenuLinks />
    </div>
  );
}

/** The menu as a native dialog, which a press on Menu opens before the top bar's script has run. */
const MENU_BEFORE_HYDRATION_ID = 'menu-before-hydration';

/**
 * §2.4: the full-screen menu. Menu is a link to the menu page as HTML (if the browser runs no script);
 * until the top bar has hydrated, a press opens the same menu as a native dialog the server wrote
 * (`DialogBeforeHydration`), at once; then it is the button that opens React Aria's modal (EnhancedLink).
 * Both keep focus inside while open, close on Escape, and give focus back to Menu when they close, so
 * keyboard users never lose their place.
 */
export function SlideOutMenu() {
  const words = publicWords.useWords();
  return (
    <>
      <DialogTrigger>
        <EnhancedLink href={MENU_PAGE_PATH} className="menu-button" opensBeforeHydration={MENU_BEFORE_HYDRATION_ID}>
          <Icon name="menu" />
          {words('menu')}
        </EnhancedLink>
        <ModalOverlay className="menu-overlay" isDismissable>
          <Modal className="menu">
            {/* The menu's words are fetched as it first opens in a language other than English: no page needs them before. */}
            <Suspense>
              <WithWords part="menu">
                <MenuDialog />
              </WithWords>
            </Suspense>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
      <DialogBeforeHydration
        id={MENU_BEFORE_HYDRATION_ID}
        className="menu"
        labelledBy={`${MENU_BEFORE_HYDRATION_ID}-title`}
        content={<MenuBeforeHydration />}
      />
    </>
  );
}

/**
 * The native dialog's menu, as the server writes it: the slide-out menu's heading and links (as for a
 * visitor not signed in: the server knows no one), and a close button that closes the dialog as HTML.
 */
function MenuBeforeHydration() {
  const words = publicWords.useWords();
  return (
    <div className="menu__dialog">
      <div className="menu__header">
        <h2 id={`${MENU_BEFORE_HYDRATION_ID}-title`} className="menu__title">
          {words('menu')}
        </h2>
        <form method="dialog">
          <button type="submit" className="icon-button menu__close" aria-label={words('closeMenu')}>
            <Icon name="close" />
          </button>
        </form>
      </div>
      <MenuLinks />
    </div>
  );
}

/** The menu's dialog: its words are read here, once their part is fetched (`WithWords` around it). */
function MenuDialog() {
  const words = publicWords.useWords();
  return (
    <Dialog className="menu__dialog" aria-labelledby="slide-out-menu-title">
      {({ close }) => (
        <>
          <div className="menu__header">
            <Heading slot="title" level={2} id="slide-out-menu-title" className="menu__title">
              {words('menu')}
            </Heading>
            <Button slot="close" className="icon-button menu__close" aria-label={words('closeMenu')}>
              <Icon name="close" />
            </Button>
          </div>
          <MenuLinks onFollow={close} />
        </>
      )}
    </Dialog>
  );
}
