import { Button, Menu, MenuItem, MenuTrigger, Popover } from '@portal/shared/ui';
import { type User } from '@portal/shared';
import { logout } from '../session/logout.js';
import { Icon } from './icons.js';
import { dashboardWords } from '../i18n/words.js';

/** §2.12: the user dropdown showing the first name, with 'Homepage' and Logout. */
export function UserMenu({ user }: { user: User }) {
  const words = dashboardWords.useWords();
  return (
    <MenuTrigger>
      {/* The accessible name starts with the visible first name (WCAG 2.5.3) and says what opens. */}
      <Button className="icon-button user-menu__button" aria-label={words('accountMenu', { firstname: user.firstname })}>
        <span>
          <bdi>{user.firstname}</bdi>
        </span>
        <Icon name="chevron" />
      </Button>
      <Popover placement="bottom end" className="user-menu__popover">
        <Menu className="user-menu__list">
          <MenuItem href="/" className="user-menu__item">
            {words('homepage')}
          </MenuItem>
          <MenuItem onAction={() => logout(words('logout'))} className="user-menu__item">
            {words('logoutAction')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
