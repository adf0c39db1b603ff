import { Link } from '@portal/shared/ui';
import { Icon } from './icons.js';
import { dashboardWords } from '../i18n/words.js';
import type { NavItem } from './nav-items.js';

interface SideNavProps {
  id?: string;
  items: NavItem[];
  currentPath: string;
  /** Narrow form: icon with a short label below it. */
  narrow?: boolean;
  onNavigate?: () => void;
}

export function SideNav({ id, items, currentPath, narrow = false, onNavigate }: SideNavProps) {
  const words = dashboardWords.useWords();
  return (
    <nav id={id} aria-label={words('navDashboard')} className={`side-nav${narrow ? ' side-nav--narrow' : ''}`}>
      <ul className="side-nav__list">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className="side-nav__link"
              // Tells screen-reader users which page they are on; the style shows it too, not by colour alone.
              aria-current={item.href === currentPath ? 'page' : undefined}
              onPress={onNavigate}
            >
              <Icon name={item.icon} />
              <span className="side-nav__label">{words(item.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
