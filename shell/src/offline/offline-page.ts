import { SOURCE_LOCALE, type Locale } from '@portal/shared/i18n';

/**
 * The offline page in each language, as the build writes it and the service worker answers with it:
 * `offline.html` in English, `offline.ha.html` in Hausa.
 */
export const offlinePageFileOf = (locale: Locale) => (locale === SOURCE_LOCALE ? 'offline.html' : `offline.${locale}.html`);
