import { useContext } from 'react';
import { Link } from '@portal/shared/ui';
// By the package's name, as the apps' roots provide them: one page-wide context each.
import { DraftTranslationContext, LocaleContext } from '@portal/shared/i18n/app-words';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { SOURCE_LOCALE } from './locales.js';
import './translation-notice.css';

/**
 * Where a reader suggests a better wording: the eyewitness form with its 'contribute' type (what 'Suggest
 * a correction' opens on a page of facts), in the page's language; it asks a visitor to log in first.
 */
const SUGGEST_WORDING_PATH = '/dashboard?type=contribute';

/**
 * Above every page in a language whose words a native speaker has not all reviewed yet (issue 39): it
 * says so in that language and in English, marked as English so a screen reader reads it in an English
 * voice, with the way to suggest a better wording. A note (`role="note"`), not a landmark: it belongs to
 * the page in `main`, and is the first thing read there.
 */
export function TranslationNotice() {
  const locale = useContext(LocaleContext);
  if (!useContext(DraftTranslationContext) || locale === SOURCE_LOCALE) return null;
  const words = sharedWords.in(locale);
  const english = sharedWords.in(SOURCE_LOCALE);
  return (
    <div role="note" className="translation-notice">
      <div className="translation-notice__text">
        <p>
          {words('translationDraft', { locale })} <Link href={SUGGEST_WORDING_PATH}>{words('translationSuggest')}</Link>
        </p>
        <p lang="en">
          {english('translationDraft', { locale })} <Link href={SUGGEST_WORDING_PATH}>{english('translationSuggest')}</Link>
        </p>
      </div>
    </div>
  );
}
