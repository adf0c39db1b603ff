import { sharedWords } from '@portal/shared/i18n/shared-words';
import { SOURCE_LOCALE, type Locale } from './locales.js';

/**
 * React Aria's own words in the page's language. It ships none for Pidgin, Hausa, Yoruba or Igbo and falls
 * back to English: a select's or a menu's popover ends in a hidden 'Dismiss' button that a screen reader
 * reaches by swiping. React Aria reads a page's words from these two globals before its own
 * (`LocalizedStringDictionary.getGlobalDictionaryForPackage`, what its `LocalizedStringProvider` writes for
 * a server-rendered page), once, at the first control that needs them. Every package our controls ask for
 * must be listed, or React Aria throws: of those in `@portal/shared/ui`, the overlays' dismiss button,
 * the menu trigger's long press and the select's empty value (react-aria-components).
 * An English page keeps React Aria's own English.
 */
export function giveReactAriaOurWords(locale: Locale): void {
  if (typeof window === 'undefined' || locale === SOURCE_LOCALE) return;
  const words = sharedWords.in(locale);
  Object.assign(window, {
    [Symbol.for('react-aria.i18n.locale')]: locale,
    [Symbol.for('react-aria.i18n.strings')]: {
      '@react-aria/overlays': { dismiss: words('popoverDismiss') },
      '@react-aria/menu': { longPressMessage: words('menuLongPress') },
      'react-aria-components': { selectPlaceholder: words('selectPlaceholder') },
    },
  });
}
