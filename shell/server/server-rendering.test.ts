/**
 * Server rendering as a client without JavaScript sees it: the HTML of each public page as served, its
 * status, its head, the data embedded for hydration, and what happens when an app's server entry is
 * missing, throws, or is replaced by a new build. The server entries are the apps' own sources
 * (src/server/render.tsx), reached through server manifests in a WEB_ROOT of the test's own.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { messages, t, PRODUCT_NAME } from '@portal/shared/messages';
import { documentTitle } from '@portal/shared/shell-messages';
import { accountMessages } from '@portal/shared/account-messages';
import { openTestDatabase, type TestDatabase } from '../../api/src/test-support/database.js';
import { stopTestApp } from '../../api/src/test-support/app.js';
import { addPerson, sendReport, type Person } from '../../api/src/reports/test-support.js';
import { reportsDb, withdraw } from '../../api/src/reports/report-repository.js';
import { bundledStates } from '../../api/src/test-support/reports.js';
import { TestWebRoot, realEntry, renderSource, shellWithScript, startTestPortal } from './test-support.js';
import dashboardHausa from '../../mfe-dashboard/src/i18n/messages/ha.json';

const RENDER_SOURCE = renderSource('public');
const ORIGIN = 'https://portal.example.ng';
const SHELL = shellWithScript('startShell()');
const HOSTILE = '</script><script>alert("x")</script><!-- \u2028 & </SCRIPT >';

let database: TestDatabase;
let app: FastifyInstance;
let web: TestWebRoot;
let reportId: number;
let reporter: Person;
let moderator: Person;
const serverDir = (app = 'public') => web.serverDir(app);
const deployServerEntry = (...build: Parameters<TestWebRoot['deployServerEntry']>) => web.deployServerEntry(...build);

const page = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });
const between = (html: string, start: string, end: string) => html.slice(html.indexOf(start), html.indexOf(end, html.indexOf(start)));
const embeddedData = (html: string) => /<script type="application\/json" id="portal-data">([\s\S]*?)<\/script>/.exec(html)?.[1];

beforeAll(async () => {
  database = await openTestDatabase();
  const states = await bundledStates(database.db);
  web = await TestWebRoot.create(SHELL);
  await deployServerEntry('render.aaaaaaaaaa.mjs', realEntry());
  await deployServerEntry('render.aaaaaaaaaa.mjs', realEntry('schools'), 'schools');
  await deployServerEntry('render.aaaaaaaaaa.mjs', realEntry('map'), 'map');
  await deployServerEntry('render.aaaaaaaaaa.mjs', realEntry('dashboard'), 'dashboard');
  app = await startTestPortal(database, { WEB_ROOT: web.dir, PUBLIC_URL: ORIGIN });

  reporter = await addPerson(database.db, 'user', 'Ada');
  moderator = await addPerson(database.db, 'admin', 'Amina');
  const kano = states.get('Kano')!;
  reportId = await sendReport(app, reporter, { comment: HOSTILE, stateId: String(kano.id), lga: kano.lgas[0]! });
  const approved = await app.inject({ method: 'POST', url: `/api/v1/moderation/reports/${reportId}/approve`, headers: moderator.auth });
  expect(approved.statusCode, approved.body).toBeLessThan(300);
});

afterAll(async () => {
  await stopTestApp(app, database);
  await web?.remove();
});

const title = (pageTitle: string) => `<title>${documentTitle(pageTitle)}</title>`;
const HAUSA_PROFILE_TITLE = dashboardHausa.profileTitle.message;

describe("mfe-public's pages as served, without JavaScript", () => {
  const ROUTES = [
    { url: '/', status: 200, h1: '26,910,000</span> persons with disabilities', text: messages.statisticsHeading, title: messages.navHome },
    {
      url: '/about',
      status: 200,
      h1: t('aboutTitle', { product: PRODUCT_NAME }),
      text: messages.aboutMissionHeading,
      title: messages.navAbout,
    },
    { url: '/blog', status: 200, h1: messages.navBlog, text: t('placeholderPage', { title: messages.navBlog }), title: messages.navBlog },
    {
      url: '/opportunities',
      status: 200,
      h1: messages.navOpportunities,
      text: t('placeholderPage', { title: messages.navOpportunities }),
      title: messages.navOpportunities,
    },
    { url: '/eyewitnesspage', status: 200, h1: messages.navEyewitness, text: 'published report', title: messages.navEyewitness },
    {
      url: '/states/1',
      status: 200,
      h1: 'Abia Disability Policy',
      text: 'Abia State Commission for Disabled Persons law',
      title: 'Abia Disability Policy',
    },
    { url: '/laws', status: 200, h1: messages.lawsPageTitle, text: 'Zamfara', title: messages.lawsPageTitle },
    { url: '/figures', status: 200, h1: messages.figuresPageTitle, text: messages.figuresIntro, title: messages.figuresPageTitle },
    { url: '/no/such/page', status: 404, h1: messages.pageNotFound, text: messages.pageNotFoundHint, title: messages.pageNotFound },
    { url: '/states/999', status: 404, h1: messages.policyNotFound, text: messages.backToHome, title: messages.pageNotFound },
    { url: '/reports/999999', status: 404, h1: messages.reportNotFound, text: messages.reportNotFoundHint, title: messages.pageNotFound },
    // Ids no record can have (under 1, over PostgreSQL's integer: the API refuses them with 400) and an id not
    // written as its record's one address: not found too.
    { url: '/states/0', status: 404, h1: messages.policyNotFound, text: messages.backToHome, title: messages.pageNotFound },
    { url: '/states/2147483648', status: 404, h1: messages.policyNotFound, text: messages.backToHome, title: messages.pageNotFound },
    { url: '/states/007', status: 404, h1: messages.policyNotFound, text: messages.backToHome, title: messages.pageNotFound },
    { url: '/reports/0', status: 404, h1: messages.reportNotFound, text: messages.reportNotFoundHint, title: messages.pageNotFound },
    // A NUL character, which the API refuses on its own routes with 400 { message }: a page all the same.
    { url: '/states/%00', status: 404, h1: messages.policyNotFound, text: messages.backToHome, title: messages.pageNotFound },
    // Addresses that are not valid percent-encoding (a link cut after its '%', a byte that is no UTF-8): pages too.
    { url: '/laws%', status: 404, h1: messages.pageNotFound, text: messages.pageNotFoundHint, title: messages.pageNotFound },
    { url: '/states/%E0%A4%A', status: 404, h1: messages.policyNotFound, text: messages.backToHome, title: messages.pageNotFound },
  ];

  it.each(ROUTES)('$url answers $status with its heading, text, title and head', async ({ url, status, h1, text, title: pageTitle }) => {
    const response = await page(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    const region = between(html, '<div id="portal-page-public" data-server-rendered>', '</main>');
    expect(between(region, '<h1', '</h1>')).toContain(h1.replace(/'/g, '&#x27;'));
    expect(region).toContain(text.replace(/'/g, '&#x27;'));
    expect(html).toContain(title(pageTitle));
    expect(html.match(/<title>/g)).toHaveLength(1);
    // Painted whole: rendering waits for the last element of the body, so nothing moves as the rest is parsed.
    expect(between(html, '<head>', '</head>')).toContain('<link rel="expect" href="#portal-data" blocking="render">');
    expect(html.indexOf('id="portal-data"')).toBeGreaterThan(html.indexOf('<footer id="portal-footer"'));
    expect(html).toContain('<meta property="og:title" content="');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    // A page that is not there has no canonical address.
    if (status === 200) {
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${url === '/' ? '/' : url}" />`);
      // The same page in each of the portal's languages, and English for a reader of none.
      for (const [lang, prefix] of [
        ['en', ''],
        ['pcm', '/pcm'],
        ['ha', '/ha'],
        ['yo', '/yo'],
        ['ig', '/ig'],
        ['x-default', ''],
      ]) {
        const address = url === '/' ? prefix || '/' : prefix + url;
        expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${ORIGIN}${address}" />`);
      }
    } else expect(html).not.toContain('rel="canonical"');
    expect(html).toMatch(/^<!doctype html><html lang="en" /);
    if (status === 404) expect(html).toContain(`<meta name="description" content="${messages.pageNotFoundHint}" />`);
    // The top bar and the footer are rendered too, and every region is marked for hydration.
    expect(html).toContain('<header id="portal-header" data-server-rendered><div class="top-bar">');
    expect(html).toContain('<footer id="portal-footer" data-server-rendered><div class="footer">');
    expect(html).not.toContain('Loading…');
  });

  it("says a state's name and law status in its preview, with the law as schema.org Legislation", async () => {
    const html = (await page('/states/1')).body;
    expect(html).toContain('<meta property="og:title" content="Abia Disability Policy: Law in force" />');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'WebPage', mainEntity: { '@type': 'Legislation', legislationLegalForce: 'InForce' } });
    const laws = (await page('/laws')).body;
    expect(laws).toContain('"@type":"Dataset"');
  });

  it('names in the title of the home page the state it shows, in the page language, and only a state there is', async () => {
    const lagos = (await page('/?state=lagos')).body;
    expect(lagos).toContain(title('Home: Lagos'));
    expect(lagos).toContain('Overview of Lagos Disability Policy');
    expect((await page('/ha?state=Lagos')).body).toContain(title('Gida: Lagos'));
    expect((await page('/?state=Atlantis')).body).toContain(title('Home'));
    expect((await page('/?state=')).body).toContain(title('Home'));
  });

  it("writes each page's own preview from its app's page table, and the app's own for a page without one", async () => {
    const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');
    const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)" \/>/.exec(html)?.[1];
    expect(jsonLdOf((await page('/')).body)).toMatchObject({ '@type': 'WebSite', url: `${ORIGIN}/` });
    expect(jsonLdOf((await page('/figures')).body)).toMatchObject({ '@type': 'Dataset' });
    const report = (await page(`/reports/${reportId}`)).body;
    expect(jsonLdOf(report)).toMatchObject({ '@type': 'Report' });
    // The blog has no preview of its own: the public app's placeholder sentence, naming the page.
    expect(descriptionOf((await page('/blog')).body)).toMatch(/Blog/);
    expect(jsonLdOf((await page('/blog')).body)).toBeNull();
  });

  it('embeds the data the page showed, keyed as the browser store keys it', async () => {
    const data = JSON.parse(embeddedData((await page('/states/1')).body)!);
    expect(data['policy:1']).toMatchObject({ state: 'Abia' });
    expect(data.site).toBeDefined();
  });

  it('embeds hostile text so that it cannot end the script element, and gives it back intact', async () => {
    const response = await page(`/reports/${reportId}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const json = embeddedData(html)!;
    expect(json).not.toMatch(/<\/script|<!--|\u2028/i);
    expect(JSON.parse(json)[`report:${reportId}`].comment ?? JSON.parse(json)[`report:${reportId}`].text).toBe(HOSTILE);
    // Exactly the page's own scripts: the shell's, the JSON-LD and the data.
    expect(html.match(/<script/gi)).toHaveLength(3);
    expect(html).not.toContain('<script>alert');
  });

  it("gives a browser-rendered page its heading and title, from its app's table and words, instead of only Loading…", async () => {
    const html = (await page('/dashboard/profile')).body;
    expect(html).toContain(title(accountMessages.profileTitle));
    expect(html).toContain(`<div class="portal-loading"><h1>${accountMessages.profileTitle}</h1>`);
    // In the page's language, as mfe-dashboard's catalogue has it.
    const hausa = (await page('/ha/dashboard/profile')).body;
    expect(hausa).toContain(`<html lang="ha" data-chrome="none">`);
    expect(hausa).toContain(title(HAUSA_PROFILE_TITLE));
    expect(hausa).toContain(`<div class="portal-loading"><h1>${HAUSA_PROFILE_TITLE}</h1>`);
    // A path the dashboard does not know is its app's to answer: the loading text alone.
    const unknown = (await page('/dashboard/no-such-page')).body;
    expect(unknown).toContain(`<title>${PRODUCT_NAME}</title>`);
    expect(unknown).not.toContain('<div class="portal-loading"><h1>');
  });

  it('sends a page compressed to a phone that accepts it, and 304 to one that has it', async () => {
    const plain = await page('/about');
    const compressed = await app.inject({ url: '/about', headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const again = await app.inject({ url: '/about', headers: { accept: 'text/html', 'if-none-match': plain.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    const missing = await app.inject({ url: '/no/such/page', headers: { accept: 'text/html', 'if-none-match': '*' } });
    expect(missing.statusCode).toBe(404);
  });

  it('never takes the origin of its links from the address asked for', async () => {
    for (const url of ['//elsewhere.example/', '//elsewhere.example/about', '/\\elsewhere.example/about']) {
      const html = (await page(url)).body;
      expect(html, url).not.toContain('elsewhere.example');
    }
  });

  it('stops showing a report at once when it is withdrawn or unpublished here', async () => {
    const withdrawnHere = await sendReport(app, reporter, { comment: 'A ramp was removed at the market.' });
    const unpublishedHere = await sendReport(app, reporter, { comment: 'The clinic lift has been broken for a month.' });
    for (const id of [withdrawnHere, unpublishedHere])
      await app.inject({ method: 'POST', url: `/api/v1/moderation/reports/${id}/approve`, headers: moderator.auth });
    expect((await page(`/reports/${withdrawnHere}`)).body).toContain('A ramp was removed');
    expect((await page(`/reports/${unpublishedHere}`)).body).toContain('The clinic lift');

    const withdrawn = await app.inject({ method: 'POST', url: `/api/v1/my/reports/${withdrawnHere}/withdraw`, headers: reporter.auth });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const unpublished = await app.inject({
      method: 'POST',
      url: `/api/v1/moderation/reports/${unpublishedHere}/reject`,
      headers: moderator.auth,
      payload: { reason: 'It names a person.' },
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);

    for (const id of [withdrawnHere, unpublishedHere]) {
      const after = await page(`/reports/${id}`);
      expect(after.statusCode).toBe(404);
      expect(after.body).not.toMatch(/A ramp was removed|The clinic lift/);
    }
  });

  it('stops showing a report withdrawn by another API process within five seconds, and never after', async () => {
    const id = await sendReport(app, reporter, { comment: 'The school gate has steps and no ramp.' });
    await app.inject({ method: 'POST', url: `/api/v1/moderation/reports/${id}/approve`, headers: moderator.auth });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect((await page(`/reports/${id}`)).statusCode).toBe(200);
      // Through the database, as another process serving the same portal would, not through this one.
      expect((await withdraw(reportsDb(database.db), reporter.id, id)).done).toBe(true);
      vi.setSystemTime(Date.now() + 5_001);
      const after = await page(`/reports/${id}`);
      expect(after.statusCode).toBe(404);
      expect(after.body).not.toContain('The school gate');
    } finally {
      vi.useRealTimers();
    }
  });

  it("never serves the server build's files to browsers", async () => {
    const response = await app.inject({ url: '/mfe/public/server/manifest.json' });
    expect(response.statusCode).toBe(404);
  });
});

describe('pages in another language', () => {
  const inLanguage = (url: string, headers: Record<string, string>) => app.inject({ url, headers: { accept: 'text/html', ...headers } });

  it('serves /ha/… as the page in Hausa: its language, its own canonical address, its alternates, and links that stay in Hausa', async () => {
    const response = await page('/ha/states/1');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/^<!doctype html><html lang="ha" /);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/ha/states/1" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/states/1" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="yo" href="${ORIGIN}/yo/states/1" />`);
    // Its words are Hausa, in its title and preview too; the law's published English name is marked as English.
    expect(html).toContain(title('Manufofin nakasa na Abia'));
    expect(html).toContain('<meta property="og:title" content="Manufofin nakasa na Abia: Doka tana aiki" />');
    expect(html).toMatch(/<meta name="description" content="Abia: Doka tana aiki\. Dokar nakasa ta jihar/);
    const region = between(html, '<div id="portal-page-public" data-server-rendered>', '</main>');
    expect(between(region, '<h1', '</h1>')).toContain('Manufofin nakasa na Abia');
    expect(region).toContain('Doka tana aiki');
    expect(region).toMatch(/<[a-z]+ lang="en"[^>]*>Abia State Commission for Disabled Persons law/);
    const header = between(html, '<header id="portal-header"', '</header>');
    expect(header).toContain('href="/ha"');
    expect(header).toContain('href="/ha/laws"');
    expect(header).not.toMatch(/href="\/(laws|about|menu)"/);
    expect((await page('/ha')).body).toMatch(/^<!doctype html><html lang="ha" data-chrome="home"/);
    const missing = await page('/ha/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(/<html lang="ha" /);
  });

  it("says in Hausa how the home page's count was derived, what backs a figure without a source and Nigeria's policy: the portal's words, not data in English", async () => {
    const derivation = (html: string) => between(html, '<p class="home__derivation">', '</p>');
    const sum = '6,592,950 + 914,940 + 1,802,970 + 4,816,890 + 12,782,250';
    expect(derivation((await page('/')).body)).toContain(
      `The sum of the five age-band populations below (${sum}), as the original portal publishes them.`,
    );
    const hausa = (await page('/ha')).body;
    expect(derivation(hausa)).toContain(`Jimillar yawan jama&#x27;a na rukunin shekaru biyar da ke ƙasa (${sum})`);
    expect(derivation(hausa)).not.toContain('lang="en"');
    const region = between(hausa, '<div id="portal-page-public" data-server-rendered>', '</main>');
    expect(region).toContain('Adadi ne daga tashar asali, wadda ba ta faɗi majiyarsa ba.');
    expect(region).not.toContain('A figure of the original portal');
    // Nigeria's policy, shown while no state is chosen: the portal's own summary, in Hausa too.
    expect(region).toContain('An sanya hannu kan dokar nakasa ta tarayyar Najeriya a ranar 23 Janairu, 2019.');
    expect(between((await page('/')).body, '<div id="portal-page-public" data-server-rendered>', '</main>')).toMatch(
      /<p class="long-text">Nigeria&#x27;s federal disability law was signed on 23 January 2019\./,
    );
  });

  it('sends a first visit to a page without a language to the language the browser asks for, and a chosen language wins', async () => {
    const hausa = await inLanguage('/states/1?view=gender', { 'accept-language': 'ha-NG, en;q=0.5' });
    expect(hausa.statusCode).toBe(303);
    expect(hausa.headers.location).toBe('/ha/states/1?view=gender');
    expect(hausa.headers.vary).toContain('Accept-Language');
    expect((await inLanguage('/', { 'accept-language': 'yo' })).headers.location).toBe('/yo');
    // English, or a language the portal does not speak: the page is answered where it is.
    for (const language of ['en-GB', 'fr, de;q=0.8', '']) {
      const answer = await inLanguage('/states/1', { 'accept-language': language });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.vary).toContain('Accept-Language');
    }
    // The switcher's choice, remembered, wins over the browser's.
    expect((await inLanguage('/states/1', { 'accept-language': 'ha', cookie: 'portal-language=en' })).statusCode).toBe(200);
    expect((await inLanguage('/states/1', { cookie: 'a=b; portal-language=ig' })).headers.location).toBe('/ig/states/1');
    // An address that names its language is answered in it, whatever the browser asks for.
    const named = await inLanguage('/pcm/states/1', { 'accept-language': 'ha', cookie: 'portal-language=yo' });
    expect(named.statusCode).toBe(200);
    expect(named.body).toMatch(/<html lang="pcm" /);
    // Never sent to another site.
    expect((await inLanguage('//elsewhere.example/states/1', { 'accept-language': 'ha' })).headers.location).toBeUndefined();
  });
});

describe("mfe-schools' pages as served, without JavaScript", () => {
  it("answers a school's page with its name, facts and sources, in mfe-public's top bar, with both apps' stylesheets", async () => {
    const response = await page('/schools/1');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const region = between(html, '<div id="portal-page-schools" data-server-rendered>', '</main>');
    expect(between(region, '<h1', '</h1>')).toContain('Wesley School for the Deaf');
    expect(region).toContain(messages.schoolImpairmentsLabel);
    expect(region).toContain(messages.sourcesHeading);
    expect(html).toContain(title('Wesley School for the Deaf'));
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/schools/1" />`);
    expect(html).toContain('<meta property="og:title" content="Wesley School for the Deaf" />');
    expect(JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!)).toMatchObject({
      '@type': 'School',
      name: 'Wesley School for the Deaf',
      address: { addressRegion: 'Lagos', addressCountry: 'NG' },
    });
    expect(html).toContain('<header id="portal-header" data-server-rendered><div class="top-bar">');
    expect(html).toContain(
      '<link rel="stylesheet" href="/mfe/public/styles.public.css" data-href="styles.public.css">' +
        '<link rel="stylesheet" href="/mfe/schools/styles.schools.css" data-href="styles.schools.css">',
    );
    expect(JSON.parse(embeddedData(html)!)['school:1']).toMatchObject({ id: 1, state: 'Lagos' });
  });

  it("answers the list of a state's schools, searched by a plain GET form, with the form's choices kept", async () => {
    const response = await page('/schools?state=Lagos&type=special&impairment=hearing');
    expect(response.statusCode).toBe(200);
    const region = between(response.body, '<div id="portal-page-schools" data-server-rendered>', '</main>');
    expect(between(region, '<h1', '</h1>')).toContain(t('schoolsIn', { place: 'Lagos' }));
    const form = /<form[^>]*>/.exec(region)![0];
    expect(form).toContain('action="/schools" method="get"');
    for (const name of ['state', 'q', 'type', 'impairment']) expect(region).toContain(`name="${name}"`);
    expect(region).toContain('<option value="special" selected="">');
    expect(region).toContain('Wesley School for the Deaf');
    expect(region).toContain('href="/schools/1"');
    expect(response.body).toContain(title(messages.schoolsListTitle));
    expect(response.body).toContain(`<link rel="canonical" href="${ORIGIN}/schools" />`);
    const none = await page('/schools?state=Lagos&q=no+such+school');
    expect(none.body).toContain(messages.noInclusiveSchools);
  });

  it.each(['/schools/99999', '/schools/0', '/schools/2147483648', '/schools/1/more'])(
    'answers %s with 404 and its not found page',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(between(response.body, '<div id="portal-page-schools" data-server-rendered>', '</main>')).toContain('<h1');
      expect(response.body).not.toContain('rel="canonical"');
      expect(response.body).toContain(`<meta name="description" content="${messages.pageNotFoundHint}" />`);
    },
  );

  it("leaves the page to the browser when mfe-schools' server entry throws, and still renders the top bar", async () => {
    await deployServerEntry(
      'render.bbbbbbbbbb.mjs',
      'export async function render() { throw new Error("a school page threw"); }\n',
      'schools',
    );
    const response = await page('/schools/1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<p class=portal-loading>Loading…');
    expect(response.body).toContain('<header id="portal-header" data-server-rendered><div class="top-bar">');
    expect(response.body).not.toContain('/mfe/schools/styles.');
    await deployServerEntry('render.aaaaaaaaaa.mjs', realEntry('schools'), 'schools');
    expect(between((await page('/schools/1')).body, '<h1', '</h1>')).toContain('Wesley School for the Deaf');
  });
});

describe("mfe-map's parcels in the home page, as served", () => {
  const slot = (html: string, name: string) =>
    between(html, `<div data-parcel-slot="mfe_map:./${name}"`, '<div class="portal-parcel-loading">');

  it('puts the map and its panel, rendered by mfe-map, in their slots, with its stylesheet and its data', async () => {
    const html = (await page('/')).body;
    const map = slot(html, 'map');
    expect(map).toContain('data-server-rendered');
    // mfe-map's own words (its catalogue is its own: the shell's tests read the page as a reader does).
    expect(map).toContain('role="group" aria-label="Map of Nigeria&#x27;s 36 states and the Federal Capital Territory"');
    // Every state, a link to the home page shown for it, with the law status its policy gives (Lagos has a law in force).
    expect(map.match(/<a[^>]* href="\/\?state=[^"]+"/g)).toHaveLength(37);
    expect(between(map, 'id="NGLA"', '</a>')).toContain('nigeria-map-law-in-force');
    expect(slot(html, 'panel')).toContain('Select a state on Map or from dropdown to view state information.');
    expect(html).toContain('<link rel="stylesheet" href="/mfe/map/styles.map.css" data-href="styles.map.css">');
    const catalogue = JSON.parse(embeddedData(html)!)['map-catalogue'] as Array<{ entry: { code: string }; lawStatus: string }>;
    expect(catalogue).toHaveLength(37);
    expect(catalogue.find((state) => state.entry.code === 'NGLA')?.lawStatus).toBe('in_force');
  });

  it('leaves the parcels to the browser when mfe-map cannot render them, and renders the rest of the page', async () => {
    await deployServerEntry('render.bbbbbbbbbb.mjs', 'export async function render() { throw new Error("the map threw"); }\n', 'map');
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div data-parcel-slot="mfe_map:./map"></div>');
    expect(response.body).toContain(messages.mapLoading);
    expect(response.body).toContain(messages.statisticsHeading);
    expect(response.body).not.toContain('/mfe/map/styles.');
    expect(embeddedData(response.body)).not.toContain('map-catalogue');

    // A new build of mfe-map alone is what the next request gets.
    await deployServerEntry('render.aaaaaaaaaa.mjs', realEntry('map'), 'map');
    expect(slot((await page('/')).body, 'map')).toContain('data-server-rendered');
  });

  it('writes a small stylesheet into the page, named as the app looks for it, and links a large one', async () => {
    const small = '.nigeria-map{max-width:100%}';
    await writeFile(path.join(web.dir, 'mfe-map', 'dist', 'styles.small.css'), small);
    await mkdir(path.join(web.dir, 'mfe-public', 'dist'), { recursive: true });
    await writeFile(path.join(web.dir, 'mfe-public', 'dist', 'styles.large.css'), `.page{margin:0}\n`.repeat(1000));
    try {
      await deployServerEntry('render.aaaaaaaaaa.mjs', realEntry('map'), 'map', 'styles.small.css');
      await deployServerEntry('render.aaaaaaaaaa.mjs', realEntry(), 'public', 'styles.large.css');
      const html = (await page('/')).body;
      expect(html).toContain(`<style data-href="styles.small.css">${small}</style>`);
      expect(html).not.toContain('/mfe/map/styles.');
      expect(html).toContain('<link rel="stylesheet" href="/mfe/public/styles.large.css" data-href="styles.large.css">');

      // Rules that could not stand in the page as they are, linked instead: a relative url() would
      // resolve against the page, and '</style' would end the element.
      for (const [name, rules] of [
        ['styles.url.css', '.nigeria-map{background:url(map.png)}'],
        ['styles.end.css', '.nigeria-map::after{content:"</style><script>alert(1)</script>"}'],
      ] as const) {
        await writeFile(path.join(web.dir, 'mfe-map', 'dist', name), rules);
        await deployServerEntry('render.aaaaaaaaaa.mjs', realEntry('map'), 'map', name);
        const linked = (await page('/')).body;
        expect(linked).toContain(`<link rel="stylesheet" href="/mfe/map/${name}" data-href="${name}">`);
        expect(linked).not.toContain(rules);
      }
    } finally {
      await deployServerEntry('render.aaaaaaaaaa.mjs', realEntry('map'), 'map');
      await deployServerEntry('render.aaaaaaaaaa.mjs', realEntry());
    }
  });
});

describe('when the server entry fails', () => {
  it('renders the other regions when one throws, and leaves that one to the browser (status 200)', async () => {
    await deployServerEntry(
      'render.bbbbbbbbbb.mjs',
      `import { render as real } from ${JSON.stringify(RENDER_SOURCE)};
export async function render(request) {
  if (request.regions.includes('page')) throw new Error('a page component threw');
  return real(request);
}
`,
    );
    const response = await page('/about');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id=portal-page aria-busy=true><p class=portal-loading>Loading…</div>');
    expect(response.body).not.toContain('portal-page-public');
    expect(response.body).toContain('<header id="portal-header" data-server-rendered><div class="top-bar">');
    expect(response.body).toContain('<footer id="portal-footer" data-server-rendered>');
  });

  it('serves the shell as it is when the app has no server entry', async () => {
    await rm(path.join(serverDir(), 'manifest.json'));
    const response = await page('/about');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<header id=portal-header></header>');
    expect(response.body).toContain('<p class=portal-loading>Loading…');
  });

  it("allows the shell's inline script by its hash, and no other, with each build of the shell", async () => {
    const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const scriptSources = async (url: string) =>
      /script-src ([^;]*)/.exec(String((await page(url)).headers['content-security-policy']))?.[1]?.split(' ');
    // The data block holds a report's hostile text, and the head JSON-LD: neither is a script to allow.
    expect(await scriptSources(`/eyewitnesspage/${reportId}`)).toEqual(["'self'", sha256('startShell()')]);
    expect(await scriptSources('/')).toEqual(["'self'", sha256('startShell()')]);
    const shellFile = path.join(web.dir, 'shell', 'dist', 'index.html');
    try {
      await writeFile(shellFile, shellWithScript('startNewShell()'));
      // A new mtime is a new build: guard against a file system whose clock did not move.
      await utimes(shellFile, new Date(), new Date(Date.now() + 1000));
      expect(await scriptSources('/')).toEqual(["'self'", sha256('startNewShell()')]);
    } finally {
      await writeFile(shellFile, SHELL);
    }
  });

  it('renders with a new build of the app as soon as its manifest names it, without a restart', async () => {
    await deployServerEntry(
      'render.cccccccccc.mjs',
      `import { render as real } from ${JSON.stringify(RENDER_SOURCE)};
export async function render(request) {
  const result = await real(request);
  if (result.regions.page) result.regions.page = result.regions.page.replace('Our mission', 'Our new mission');
  return result;
}
`,
    );
    expect((await page('/about')).body).toContain('Our new mission');
    await deployServerEntry('render.aaaaaaaaaa.mjs', realEntry());
    const html = (await page('/about')).body;
    expect(html).toContain('Our mission');
    expect(html).not.toContain('Our new mission');
  });

  it('renders a page once for the requests that arrive while it renders, and serves them all', async () => {
    const counter = globalThis as { portalRenders?: number };
    counter.portalRenders = 0;
    await deployServerEntry(
      'render.dddddddddd.mjs',
      `import { render as real } from ${JSON.stringify(RENDER_SOURCE)};
export async function render(request) {
  globalThis.portalRenders += 1;
  return real(request);
}
`,
    );
    const responses = await Promise.all(Array.from({ length: 20 }, () => page('/figures')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    // The top bar, the page and the footer: one render each.
    expect(counter.portalRenders).toBe(3);
    await deployServerEntry('render.aaaaaaaaaa.mjs', realEntry());
  });
});
