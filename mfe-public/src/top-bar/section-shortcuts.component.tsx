import { useAtom } from 'jotai';
import { Link, RouterProvider } from '@portal/shared/ui';
import { inPageLanguage, navigate } from '@portal/shared';
import { pathWithoutLocale } from '@portal/shared/i18n/locale-path';
import { SECTIONS, scrollToSection, scrollToTop, sectionInHash } from '../home/sections.js';
import { selectionAtom, warnNoStateSelected, withoutState } from '../selection/selection.js';
import { publicWords, type PublicWordKey } from '../i18n/words.js';

export const SHORTCUTS: readonly { href: string; word: PublicWordKey }[] = [
  { href: '/', word: 'navHome' },
  { href: `/#${SECTIONS.policy}`, word: 'shortcutPolicy' },
  { href: `/#${SECTIONS.education}`, word: 'shortcutEducation' },
];

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
  const words = publicWords.useWords();
  const [selection, setSelection] = useAtom(selectionAtom);
  // §4.3: Home clears the state, goes to the top and warns 'No State Selected'.
  const goHome = () => {
    setSelection(withoutState(selection));
    warnNoStateSelected(words);
  };
  return (
    <RouterProvider navigate={goTo} useHref={inPageLanguage}>
      {/* On a phone the shortcuts scroll away and the rest of the top bar stays (top-bar.css). */}
      <nav aria-label={words('pageSections')} className="top-bar__sections" data-scrolls-away>
        <ul className="top-bar__links">
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.href}>
              <Link href={shortcut.href} onPress={shortcut.href === '/' ? goHome : undefined}>
                {words(shortcut.word)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </RouterProvider>
  );
}
