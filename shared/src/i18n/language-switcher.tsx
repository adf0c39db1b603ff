import { useContext } from 'react';
// By the package's name, as the apps' roots provide it: one page-wide context.
import { LocaleContext } from '@portal/shared/i18n/app-words';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { usePathname, useSearch } from '../routing.js';
import { LOCALES, LOCALE_NAMES } from './locales.js';
import { LANGUAGE_CHOICE_ATTRIBUTE, addressInLocale } from './locale-path.js';
import './language-switcher.css';

/**
 * The page the reader is on, with its query (the state chosen on the home page), in each of the portal's
 * languages, each named in itself and marked as that language (`lang`, `hreflang`) so a screen reader says
 * 'Yorùbá' in Yoruba. Plain links, not the router's: another language is another page, loaded whole, and
 * they work before the scripts arrive. The shell's page script remembers the choice (`LANGUAGE_CHOICE_ATTRIBUTE`).
 */
export function LanguageLinks() {
  const current = useContext(LocaleContext);
  const address = usePathname() + useSearch();
  return (
    <ul className="language-links">
      {LOCALES.map((locale) => (
        <li key={locale}>
          <a
            href={addressInLocale(locale, address)}
            lang={locale}
            hrefLang={locale}
            aria-current={locale === current ? 'true' : undefined}
            {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: locale }}
          >
            {LOCALE_NAMES[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A globe: the sign for a choice of language that needs no reading (Material Icons' 'language', Apache 2.0). */
const GLOBE =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4zM4.3 14a8.2 8.2 0 0 1 0-4h3.3a16.5 16.5 0 0 0 0 4H4.3zm.8 2H8a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16zM8 8H5.1a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8 8zm4 12a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6A15.7 15.7 0 0 0 16 16h2.9a8 8 0 0 1-4.3 3.6zm1.8-5.6a16.5 16.5 0 0 0 0-4h3.3a8.2 8.2 0 0 1 0 4h-3.3z';

/**
 * A top bar's language switcher (the public pages' and the dashboard's): a disclosure (HTML's `details`,
 * which opens with Enter or Space and is announced as expanded or collapsed without a script) that shows
 * the current language and lists them all. It shows only the globe (its name is 'Language: Hausa'): the
 * language's name beside it made the public top bar wrap to a third row at 1280 px, and a taller sticky
 * bar scrolls the map's northern states on focus, which closes their tooltips.
 */
export function LanguageSwitcher() {
  const current = useContext(LocaleContext);
  const label = sharedWords.useWords()('languageSwitcherLabel');
  return (
    <details className="language-switcher">
      <summary className="language-switcher__summary">
        <svg className="icon" viewBox="0 0 24 24" width="24" height="24" focusable="false" aria-hidden="true">
          <path d={GLOBE} fill="currentColor" />
        </svg>
        <span className="portal-visually-hidden">
          {label}: <span lang={current}>{LOCALE_NAMES[current]}</span>
        </span>
      </summary>
      {/* Not a landmark of its own: the disclosure names it, and a top bar may be a navigation landmark already (the dashboard's). */}
      <div className="language-switcher__list">
        <LanguageLinks />
      </div>
    </details>
  );
}
