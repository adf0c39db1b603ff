import { useContext, useId } from 'react';
import { usePathname, useSearch } from '@portal/shared';
import { LOCALES, LOCALE_NAMES } from '@portal/shared/i18n';
import { LocaleContext } from '@portal/shared/i18n/app-words';
import { LANGUAGE_CHOICE_ATTRIBUTE, addressInLocale } from '@portal/shared/i18n/locale-path';
import { publicWords } from '../i18n/words.js';
import { Icon } from '../icons/icon.component.js';
import './language-switcher.css';

/**
 * The page the reader is on, with its query (the state chosen on the home page), in each of the portal's
 * languages, each named in itself and marked as that language (`lang`, `hreflang`) so a screen reader says
 * 'Yorùbá' in Yoruba. Plain links, not the router's: another language is another page, loaded whole, and
 * they work before the scripts arrive. The shell remembers the choice (`LANGUAGE_CHOICE_ATTRIBUTE`).
 */
function LanguageLinks() {
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

/**
 * The top bar's switcher: a disclosure (HTML's `details`, which opens with Enter or Space and is announced
 * as expanded or collapsed without a script) that shows the current language and lists them all. On a
 * phone it shows only the globe (its name is still 'Language: Hausa'), so the bar keeps one row.
 */
export function LanguageSwitcher() {
  const words = publicWords.useWords();
  const current = useContext(LocaleContext);
  return (
    <details className="language-switcher">
      <summary className="language-switcher__summary">
        <Icon name="language" />
        <span className="portal-visually-hidden">{words('languageSwitcherLabel')}: </span>
        <span lang={current} className="language-switcher__current">
          {LOCALE_NAMES[current]}
        </span>
      </summary>
      <nav aria-label={words('languageSwitcherLabel')} className="language-switcher__list">
        <LanguageLinks />
      </nav>
    </details>
  );
}

/** The menu's list of languages, under its own heading. */
export function MenuLanguages() {
  const words = publicWords.useWords();
  const heading = useId();
  return (
    <nav aria-labelledby={heading} className="menu__languages">
      <h2 id={heading} className="menu__languages-heading">
        {words('languageSwitcherLabel')}
      </h2>
      <LanguageLinks />
    </nav>
  );
}
