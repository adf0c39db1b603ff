import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, type TestDatabase } from '../../api/src/test-support/database.js';
import { stopTestApp } from '../../api/src/test-support/app.js';
import { bundledStates } from '../../api/src/test-support/reports.js';
import { addPerson, reportInKano, type Person } from '../../api/src/reports/test-support.js';
import { TestWebRoot, realEntry, shellWithScript, startTestPortal } from './test-support.js';

// An address with characters XML must escape, as a portal served under such a path would have.
const PUBLIC_URL = "https://portal.example.ng/nd&i's";
const ESCAPED_URL = 'https://portal.example.ng/nd&amp;i&apos;s';

let database: TestDatabase;
let app: FastifyInstance;
let web: TestWebRoot;
let ada: Person;
let musa: Person;
let kanoId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  kanoId = (await bundledStates(database.db)).get('Kano')!.id;
  // The pages listed are those the apps' own page tables mark, as their server entries give them.
  web = await TestWebRoot.create(shellWithScript('startShell()'));
  await web.deployServerEntry('render.aaaaaaaaaa.mjs', realEntry());
  await web.deployServerEntry('render.aaaaaaaaaa.mjs', realEntry('schools'), 'schools');
  await web.deployServerEntry('render.aaaaaaaaaa.mjs', realEntry('auth'), 'auth');
  app = await startTestPortal(database, { PUBLIC_URL, WEB_ROOT: web.dir });
  ada = await addPerson(database.db, 'user', 'Ada');
  musa = await addPerson(database.db, 'moderator', 'Musa');
});

afterAll(async () => {
  await stopTestApp(app, database);
  await web.remove();
});

const report = (comment: string, publish: boolean) => reportInKano(app, { reporter: ada, moderator: musa, kanoId }, comment, publish);

/**
 * The sitemaps.org 0.9 document this portal writes: a urlset of url elements, each an escaped loc, an
 * optional lastmod, and the page's address in each language and for readers of none (x-default).
 */
const ESCAPED = `([^<>&"']|&(amp|lt|gt|quot|apos);)+`;
const SITEMAP_SHAPE = new RegExp(
  `^<\\?xml version="1\\.0" encoding="UTF-8"\\?>\n<urlset xmlns="http://www\\.sitemaps\\.org/schemas/sitemap/0\\.9" xmlns:xhtml="http://www\\.w3\\.org/1999/xhtml">\n` +
    `(<url><loc>${ESCAPED}</loc>(<lastmod>\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z</lastmod>)?` +
    `(<xhtml:link rel="alternate" hreflang="(en|pcm|ha|yo|ig)" href="${ESCAPED}"/>){5}<xhtml:link rel="alternate" hreflang="x-default" href="${ESCAPED}"/></url>\n)+</urlset>\n$`,
);

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
const lastmodOf = (xml: string, loc: string) =>
  new RegExp(`<loc>${loc.replace(/[.?*+^$()|[\]\\]/g, '\\$&')}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];

describe('robots.txt', () => {
  it('lets crawlers read the public site and the open data files, not the dashboard, the account pages or the API', async () => {
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.headers['cache-control']).toContain('max-age=');
    const lines = robots.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/dashboard', '/login', '/register', '/verify-email', '/forgot-password', '/reset-password', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // In every language too.
    for (const path of ['/ha/dashboard', '/pcm/login', '/yo/register', '/ig/reset-password']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Allow: /api/v1/downloads/');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists every public page, state, school and published report by its full address, and no unpublished report', async () => {
    const published = await report('No ramp at the clinic', true);
    const waiting = await report('Still waiting for a moderator', false);

    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toMatch(SITEMAP_SHAPE);

    const listed = locs(sitemap.body);
    const pages = ['/', '/about', '/blog', '/opportunities', '/eyewitnesspage', '/laws', '/figures', '/schools'];
    for (const path of pages) {
      expect(listed).toContain(`${ESCAPED_URL}${path}`);
    }
    const states = (await app.inject({ url: '/api/v1/states?per_page=100' })).json().data as Array<{ id: number }>;
    const schools = (await app.inject({ url: '/api/v1/schools?per_page=100' })).json().data as Array<{ id: number }>;
    expect(states).toHaveLength(37);
    expect(schools.length).toBeGreaterThan(50);
    for (const { id } of states) expect(listed).toContain(`${ESCAPED_URL}/states/${id}`);
    for (const { id } of schools) expect(listed).toContain(`${ESCAPED_URL}/schools/${id}`);
    expect(listed).toContain(`${ESCAPED_URL}/reports/${published}`);
    expect(listed).not.toContain(`${ESCAPED_URL}/reports/${waiting}`);
    // Every page in every language, Hausa's home at /ha, each naming all its languages.
    for (const path of ['/ha', '/pcm/about', `/yo/states/${states[0]!.id}`, `/ig/schools/${schools[0]!.id}`, `/ha/reports/${published}`]) {
      expect(listed).toContain(`${ESCAPED_URL}${path}`);
    }
    const hausaState = new RegExp(`<url><loc>${ESCAPED_URL}/ha/states/${states[0]!.id}</loc>.*?</url>`).exec(sitemap.body)?.[0];
    expect(hausaState).toContain(`hreflang="en" href="${ESCAPED_URL}/states/${states[0]!.id}"`);
    expect(hausaState).toContain(`hreflang="pcm" href="${ESCAPED_URL}/pcm/states/${states[0]!.id}"`);
    expect(hausaState).toContain(`hreflang="x-default" href="${ESCAPED_URL}/states/${states[0]!.id}"`);
    expect(listed).toHaveLength((pages.length + states.length + schools.length + 1) * 5);
    // Not the menu page (only where Menu leads without scripts) nor an account page: their tables do not list them.
    expect(listed).not.toContain(`${ESCAPED_URL}/menu`);
    expect(listed).not.toContain(`${ESCAPED_URL}/register`);
    // No page is listed twice, and nothing else is.
    expect(new Set(listed).size).toBe(listed.length);

    // Pages whose data carries a date say when it last changed.
    const school = (await app.inject({ url: `/api/v1/schools/${schools[0]!.id}` })).json() as { updated_at: string };
    expect(lastmodOf(sitemap.body, `${ESCAPED_URL}/schools/${schools[0]!.id}`)).toBe(new Date(school.updated_at).toISOString());
    expect(lastmodOf(sitemap.body, `${ESCAPED_URL}/reports/${published}`)).toMatch(/^\d{4}-/);
    expect(lastmodOf(sitemap.body, `${ESCAPED_URL}/laws`)).toMatch(/^\d{4}-/);
    expect(lastmodOf(sitemap.body, `${ESCAPED_URL}/schools`)).toMatch(/^\d{4}-/);
  });

  it('drops a report that is no longer published, and answers a crawler that has this version with 304', async () => {
    const id = await report('Lift out of order', true);
    const before = await app.inject({ url: '/sitemap.xml' });
    expect(locs(before.body)).toContain(`${ESCAPED_URL}/reports/${id}`);
    const etag = before.headers.etag as string;
    expect(before.headers['cache-control']).toContain('max-age=');
    expect((await app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    await database.db
      .withTables<{ eyewitness_reports: { id: number; status: string } }>()
      .updateTable('eyewitness_reports')
      .set({ status: 'rejected' })
      .where('id', '=', id)
      .execute();
    const after = await app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(locs(after.body)).not.toContain(`${ESCAPED_URL}/reports/${id}`);
  });
});
