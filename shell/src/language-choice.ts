import { LANGUAGE_CHOICE_ATTRIBUTE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '@portal/shared/i18n/locale-path';
import { clickAsksForTheLink } from '@portal/shared/server-render';

/**
 * Remembers the language a reader picks in the language switcher (a link to the page in that language),
 * so that their next visit to an address without a language opens theirs. In the page's own script: the
 * switcher is plain links, followed before the apps' scripts arrive and if they never do. A link opened
 * in a new tab (middle button, a modifier) is a look, not a choice; it fires no `click`, or is skipped.
 */
export function rememberLanguageChoices(doc: Document): void {
  doc.addEventListener(
    'click',
    (event) => {
      if (clickAsksForTheLink(event)) return;
      const locale = (event.target instanceof Element ? event.target.closest(`a[${LANGUAGE_CHOICE_ATTRIBUTE}]`) : null)?.getAttribute(
        LANGUAGE_CHOICE_ATTRIBUTE,
      );
      if (!locale) return;
      const secure = doc.location.protocol === 'https:' ? '; secure' : '';
      doc.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax${secure}`;
    },
    true,
  );
}
