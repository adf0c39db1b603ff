/**
 * `/robots.txt` and `/sitemap.xml` (issue 18): what search engines may crawl, and every public page, with
 * absolute addresses from PUBLIC_URL. The sitemap lists the pages the apps' page tables mark `listed`
 * (each app's server entry gives its table), the pages of one record once for each record the API's
 * answers hold (the open data sets and the published reports, as their downloads give them whole), so a
 * page appears in it as soon as it exists and an unpublished report leaves it at once.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { API_PATH } from '@portal/shared/rules';
import { etagMatches } from '@portal/api/cached-response';
import type { PortalApi } from './api-client.js';
import { LOCALES, SOURCE_LOCALE } from '@portal/shared/i18n';
import { localizedAddress } from '@portal/shared/i18n/locale-path';
import { prefixesOf } from '@portal/shared/page-apps';
import type { OpenDataSet } from '@portal/shared';
import type { ServerEntry } from '@portal/shared/server-render';

/**
 * The dashboard and the account pages are private or say nothing to a search engine. The API is for
 * programs, and crawling its paged lists would only load the server, except the open data's own files:
 * the data package and its downloads are what a data-set search should find.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...[...prefixesOf('dashboard'), ...prefixesOf('auth')]
      .flatMap((path) => LOCALES.map((locale) => localizedAddress(locale, path)))
      .map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    'Allow: /api/v1/datapackage.json',
    'Allow: /api/v1/downloads/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export interface SitemapEntry {
  path: string;
  /** When the page's data last changed, if the data says. */
  lastModified?: Date | undefined;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

/**
 * A sitemap in the sitemaps.org 0.9 schema: `loc` absolute and escaped, `lastmod` a W3C date-time. Each
 * page is listed in every language, each with its alternates in the others as Google reads them
 * (`xhtml:link rel="alternate" hreflang`), English also as the page for readers of none of them.
 */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified && !Number.isNaN(lastModified.getTime()) ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    const address = (locale: (typeof LOCALES)[number]) => escapeXml(publicUrl + localizedAddress(locale, path));
    const alternates = [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${address(locale)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(SOURCE_LOCALE)}"/>`,
    ].join('');
    return LOCALES.map((locale) => `<url><loc>${address(locale)}</loc>${lastmod}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

const latest = (dates: ReadonlyArray<string | Date | null | undefined>): Date | undefined => {
  const times = dates
    .filter((date) => date != null)
    .map((date) => new Date(date).getTime())
    .filter((time) => !Number.isNaN(time));
  return times.length > 0 ? new Date(Math.max(...times)) : undefined;
};

/** A record as the sitemap reads it from the API: its id and when it last changed. */
interface Dated {
  id: number;
  updated_at?: string;
  published_at?: string;
}

/** Thrown when the API does not give what the sitemap is written from: the sitemap is then 503, not a short list. */
class ApiUnavailable extends Error {}

/** The records of a whole data set, as the API offers it to download (`/api/v1/downloads/{name}.json`). */
async function downloaded(api: PortalApi, name: OpenDataSet): Promise<Dated[]> {
  const { status, body } = await api.get(`${API_PATH}/downloads/${name}.json`);
  if (status !== 200) throw new ApiUnavailable(`GET /downloads/${name}.json answered ${status}`);
  return (body as { records: Dated[] }).records;
}

/** When each data set last changed, as the API's list of them says (for a set whose records carry no date). */
async function datasetDates(api: PortalApi): Promise<Map<string, Date | undefined>> {
  const { status, body } = await api.get(`${API_PATH}/datasets`);
  if (status !== 200) throw new ApiUnavailable(`GET /datasets answered ${status}`);
  const dates = new Map<string, Date | undefined>();
  for (const { dataset, updated_at } of (body as { data: { dataset: string; updated_at: string }[] }).data) {
    dates.set(dataset, latest([dates.get(dataset), updated_at]));
  }
  return dates;
}

const changedAt = (record: Dated) => record.updated_at ?? record.published_at;

/**
 * Every page the apps' tables list (`listed`), from the open data and the published reports, read from the
 * API as any client reads them: a page of one record once for each, in the order of their ids.
 */
export async function publicPages(api: PortalApi, tables: readonly ServerEntry['pages'][]): Promise<SitemapEntry[]> {
  const listed = tables.flatMap((pages) => pages ?? []).flatMap(({ path, listed }) => (listed ? [{ path, listed }] : []));
  const sets = new Set(listed.flatMap(({ listed }) => [...(listed.each ? [listed.each] : []), ...(listed.changesWith ?? [])]));
  const [records, setDates] = await Promise.all([
    Promise.all([...sets].map(async (set) => [set, await downloaded(api, set)] as const)).then((all) => new Map(all)),
    datasetDates(api),
  ]);
  const recordsOf = (set: OpenDataSet) => records.get(set)!;
  // A set's records with no date of their own (the figures) changed when the set did.
  const setChanged = (set: OpenDataSet) =>
    recordsOf(set).length === 0 ? undefined : (latest(recordsOf(set).map(changedAt)) ?? setDates.get(set));
  return listed.flatMap(({ path, listed: { each, changesWith = [] } }) => {
    if (!each) return [{ path, lastModified: latest(changesWith.map(setChanged)) }];
    const sameId = changesWith.map((set) => new Map(recordsOf(set).map((record) => [record.id, record])));
    return [...recordsOf(each)]
      .sort((a, b) => a.id - b.id)
      .map((record) => ({
        path: path.replace(':id', String(record.id)),
        lastModified: latest([changedAt(record), ...sameId.map((byId) => changedAt(byId.get(record.id) ?? { id: record.id }))]),
      }));
  });
}

export interface SiteFileOptions {
  api: PortalApi;
  publicUrl: string;
  /** The apps' page tables, as their server entries give them now (a new build may add a page). */
  pageTables: () => Promise<readonly ServerEntry['pages'][]>;
}

export const siteFileRoutes: FastifyPluginAsync<SiteFileOptions> = async (app, { api, publicUrl, pageTables }) => {
  const robots = robotsTxt(publicUrl);
  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=86400');
    return robots;
  });

  // Written at each request (a few reads of the API and a few hundred lines): crawlers ask rarely, and the
  // reports in it change with every moderation decision. The ETag lets a crawler's re-fetch be a 304.
  app.get('/sitemap.xml', async (request, reply) => {
    let pages: SitemapEntry[];
    try {
      pages = await publicPages(api, await pageTables());
    } catch (error) {
      if (!(error instanceof ApiUnavailable)) throw error;
      request.log.warn({ err: error }, 'the sitemap could not be written from the API');
      return reply
        .status(503)
        .header('Retry-After', '60')
        .send({ message: 'The sitemap cannot be written just now. Please try again later.' });
    }
    const xml = sitemapXml(publicUrl, pages);
    const etag = `"${createHash('sha1').update(xml).digest('base64url').slice(0, 16)}"`;
    reply.header('ETag', etag).header('Cache-Control', 'public, max-age=3600');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    reply.type('application/xml; charset=utf-8');
    return xml;
  });
};
