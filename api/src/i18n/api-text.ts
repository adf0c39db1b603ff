import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, catalogueOf, translator, type Catalogues, type Locale, type MessageValues, type Translate } from '@portal/shared/i18n';
import { localeOfAcceptLanguage } from '@portal/shared/i18n/negotiate';
import { varyBy } from '../cached-response.js';
import en from './messages/en.json';
import ha from './messages/ha.json';
import ig from './messages/ig.json';
import pcm from './messages/pcm.json';
import yo from './messages/yo.json';

/** The API's own catalogue: the words of its `{ message }` answers, in every language the portal speaks. */
export const API_CATALOGUES = {
  en: catalogueOf(en),
  pcm: catalogueOf(pcm),
  ha: catalogueOf(ha),
  yo: catalogueOf(yo),
  ig: catalogueOf(ig),
} satisfies Catalogues<keyof typeof en>;

export type ApiMessageKey = keyof typeof en;

const TRANSLATORS = new Map<Locale, Translate<ApiMessageKey>>(LOCALES.map((locale) => [locale, translator(API_CATALOGUES, locale)]));

/** The API's texts in `locale`, for words not answering a request (mail to an account in its language). */
export const apiWords = (locale: Locale): Translate<ApiMessageKey> => TRANSLATORS.get(locale)!;

/** The language a request is answered in: the best fit of its `Accept-Language`, English by default. */
export const localeOfRequest = (request: FastifyRequest): Locale => localeOfAcceptLanguage(request.headers['accept-language']);

/**
 * The API's text for `key` in the request's language, and the headers that say so: the answer's language,
 * and that it varies by the one asked for (a shared cache must not give one reader another's language).
 */
export function apiText(request: FastifyRequest, reply: FastifyReply, key: ApiMessageKey, values?: MessageValues): string {
  const locale = localeOfRequest(request);
  reply.header('content-language', locale);
  varyBy(reply, 'Accept-Language');
  return apiWords(locale)(key, values);
}
