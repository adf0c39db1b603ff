import { useId } from 'react';
import { LanguageLinks } from '@portal/shared/i18n/language-switcher';
import { publicWords } from '../i18n/words.js';
import './language-switcher.css';

/** The menu's list of languages (the top bar's switcher is @portal/shared's `LanguageSwitcher`), under its own heading. */
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
