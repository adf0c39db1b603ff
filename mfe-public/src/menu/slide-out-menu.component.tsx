import { Button, Dialog, DialogTrigger, Heading, Link, Modal, ModalOverlay } from '@portal/shared/ui';
import { messages, t } from '@portal/shared';
import { useLoad } from '@portal/shared/data';
import { Icon } from '../icons/icon.component.js';
import { fetchSiteLinks } from '../data/public-data.js';
import { useSessionUser } from './session.js';
import './slide-out-menu.css';

interface MenuTile {
  href: string;
  title: string;
  text: string;
}

/** §2.4's tiles and the laws page; the Blog tile only once the server's configuration gives its address. */
export function menuTiles(blog: string | null): MenuTile[] {
  return [
    { href: '/', title: messages.navHome, text: messages.menuHomeText },
    { href: '/about', title: messages.navAbout, text: messages.menuAboutText },
    { href: '/laws', title: messages.lawsPageTitle, text: messages.lawsTileText },
    ...(blog ? [{ href: blog, title: messages.navBlog, text: messages.menuBlogText }] : []),
    { href: '/eyewitnesspage', title: messages.navEyewitness, text: messages.menuEyewitnessText },
  ];
}

/**
 * §2.4: the full-screen menu. React Aria's modal keeps focus inside while it is open, closes on Escape,
 * and gives focus back to the Menu button when it closes, so keyboard users never lose their place.
 */
export function SlideOutMenu() {
  const user = useSessionUser();
  const site = useLoad('site', fetchSiteLinks);
  const tiles = menuTiles(site.status === 'ready' ? site.data.blog : null);
  return (
    <DialogTrigger>
      <Button className="menu-button">
        <Icon name="menu" />
        {messages.menu}
      </Button>
      <ModalOverlay className="menu-overlay" isDismissable>
        <Modal className="menu">
          <Dialog className="menu__dialog" aria-labelledby="slide-out-menu-title">
            {({ close }) => (
              <>
                <div className="menu__header">
                  <Heading slot="title" level={2} id="slide-out-menu-title" className="menu__title">
                    {messages.menu}
                  </Heading>
                  <Button slot="close" className="icon-button menu__close" aria-label={messages.closeMenu}>
                    <Icon name="close" />
                  </Button>
                </div>
                <nav aria-label={messages.menu}>
                  <ul className="menu__tiles">
                    {tiles.map((tile) => (
                      <li key={tile.title}>
                        <Link href={tile.href} className="menu__tile" onPress={close}>
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
                      <p className="menu__welcome">{t('menuWelcome', { firstname: user.firstname })}</p>
                      <Link href="/dashboard" className="button-link" onPress={close}>
                        {messages.navDashboard}
                      </Link>
                    </>
                  ) : (
                    <>
                      <Link href="/register" className="button-link" onPress={close}>
                        {messages.navSignUp}
                      </Link>
                      <Link href="/login" className="button-link button-link--secondary" onPress={close}>
                        {messages.login}
                      </Link>
                    </>
                  )}
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
