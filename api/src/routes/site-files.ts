/**
 * `/robots.txt` and `/sitemap.xml` (issue 18): what search engines may crawl, and every public page, with
 * absolute addresses from PUBLIC_URL. The sitemap is written from the open data held in memory (states,
 * schools, policies) and the published reports in the database, so a page appears in it as soon as it
 * exists and an unpublished report leaves it at once.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { DB } from '../db/database.js';
import type { OpenDataStore } from '../open-data/store.js';
import { reportsDb } from '../reports/report-repository.js';
import { etagMatches } from '../cached-response.js';

/** The public pages that are not one record's page (mfe-public's and mfe-schools' pages.tsx). */
const PUBLIC_PAGES = ['/', '/about', '/blog', '/opportunities', '/eyewitnesspage', '/laws', '/figures', '/schools'];

/**
 * The dashboard and the account pages are private or say nothing to a search engine. The API is for
 * programs, and crawling its paged lists would only load the server, except the open data's own files:
 * the data package and its downloads are what a data-set search should find.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...['/dashboard', '/login', '/register', '/verify-email', '/forgot-password', '/reset-password', '/api/'].map(
      (path) => `Disallow: ${path}`,
    ),
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

/** A sitemap in the sitemaps.org 0.9 schema: `loc` absolute and escaped, `lastmod` a W3C date-time. */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified && !Number.isNaN(lastModified.getTime()) ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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

/** Every public page, from the open data in memory and the published reports. */
export async function publicPages(store: OpenDataStore, db: DB): Promise<SitemapEntry[]> {
  const { states, policies, schools, figures, datasets } = store.data;
  const datasetUpdated = (name: string) =>
    latest(datasets.filter((dataset) => dataset.dataset === name).map((dataset) => dataset.updated_at));
  const policyOf = new Map(policies.map((policy) => [policy.id, policy]));
  const reports = await reportsDb(db)
    .selectFrom('eyewitness_reports')
    .select(['id', 'published_at'])
    .where('status', '=', 'approved')
    .orderBy('id')
    .execute();
  const pageDates: Record<string, Date | undefined> = {
    '/laws': latest(policies.map((policy) => policy.updated_at)),
    '/figures': figures.length > 0 ? datasetUpdated('figures') : undefined,
    '/schools': latest(schools.map((school) => school.updated_at)),
  };
  return [
    ...PUBLIC_PAGES.map((path) => ({ path, lastModified: pageDates[path] })),
    ...states.map((state) => ({
      path: `/states/${state.id}`,
      lastModified: latest([state.updated_at, policyOf.get(state.id)?.updated_at]),
    })),
    ...schools.map((school) => ({ path: `/schools/${school.id}`, lastModified: latest([school.updated_at]) })),
    ...reports.map((report) => ({ path: `/reports/${report.id}`, lastModified: latest([report.published_at]) })),
  ];
}

export const siteFileRoutes: FastifyPluginAsync<{ store: OpenDataStore; db: DB; publicUrl: string }> = async (
  app,
  { store, db, publicUrl },
) => {
  const robots = robotsTxt(publicUrl);
  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=86400');
    return robots;
  });

  // Written at each request (one small query and a few hundred lines): crawlers ask rarely, and the
  // reports in it change with every moderation decision. The ETag lets a crawler's re-fetch be a 304.
  app.get('/sitemap.xml', async (request, reply) => {
    const xml = sitemapXml(publicUrl, await publicPages(store, db));
    const etag = `"${createHash('sha1').update(xml).digest('base64url').slice(0, 16)}"`;
    reply.header('ETag', etag).header('Cache-Control', 'public, max-age=3600');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    reply.type('application/xml; charset=utf-8');
    return xml;
  });
};
