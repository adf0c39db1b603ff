import { useAtom } from 'jotai';
import { Link, RouterProvider } from '@portal/shared/ui';
import { inPageLanguage, messages, navigate } from '@portal/shared';
import { pathWithoutLocale } from '@portal/shared/i18n/locale-path';
import { SECTIONS, scrollToSection, scrollToTop, sectionInHash } from '../home/sections.js';
import { selectionAtom, warnNoStateSelected, withoutState } from '../selection/selection.js';

export const SHORTCUTS = [
  { href: '/', label: messages.navHome },
  { href: `/#${SECTIONS.policy}`, label: messages.shortcutPolicy },
  { href: `/#${SECTIONS.education}`, label: messages.shortcutEducation },
] as const;

/**
 * Where a shortcut goes: on the home page it scrolls (a section's heading also takes focus, as an
 * in-page link does); on any other page it opens the home page at that section.
 */
function goTo(href: string): void {
  if (pathWithoutLocale(window.location.pathname) !== '/') {
    navigate(href);
    return;
  }
  const section = sectionInHash(new URL(href, window.location.origin).hash);
  if (section) scrollToSection(section, { moveFocus: true });
  else scrollToTop();
}

/** §2.3: the three scroll shortcuts. They are links, so they also work opened in a new tab. */
export function SectionShortcuts() {
  const [selection, setSelection] = useAtom(selectionAtom);
  // §4.3: Home clears the state, goes to the top and warns 'No State Selected'.
  const goHome = () => {
    setSelection(withoutState(selection));
    warnNoStateSelected();
  };
  return (
    <RouterProvider navigate={goTo} useHref={inPageLanguage}>
      {/* On a phone the shortcuts scroll away and the rest of the top bar stays (top-bar.css). */}
      <nav aria-label={messages.pageSections} className="top-bar__sections" data-scrolls-away>
        <ul className="top-bar__links">
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.href}>
              <Link href={shortcut.href} onPress={shortcut.href === '/' ? goHome : undefined}>
                {shortcut.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </RouterProvider>
  );
}
