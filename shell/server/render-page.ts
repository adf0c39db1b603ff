import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pageAppAt, showsPublicChromeAt } from '@portal/shared/page-apps';
import type { ApiAnswer, ParcelRegion, ServerRegion, ServerRenderResult } from '@portal/shared/server-render';
import type { Config } from '@portal/api/config';
import { splitLocalePath } from '@portal/shared/i18n/locale-path';
import type { Locale } from '@portal/shared/i18n';
import { pseudoLocalizedShellPage, shellPageFileOf } from '../build/shell-pages.js';
import { pseudoLocaleOn } from '@portal/shared/i18n/pseudo-locale';
import { composePage, inlineScriptsOf, parcelSlotNames, type PageParts } from './compose.js';
import { ServerEntries } from './server-entries.js';
import { CachedResponse } from '@portal/api/cached-response';
import { pagePolicy } from '@portal/api/security';
import type { PortalApi } from './api-client.js';

/** A strong tag is not needed: the same page is sent in several encodings, which `sendCached` tags alike. */
const htmlAnswer = (html: string) => new CachedResponse(`W/"${createHash('sha1').update(html).digest('base64url').slice(0, 16)}"`, html);

/** A region whose render takes longer is sent for the browser to render, so a stuck render never holds a page. */
const RENDER_TIMEOUT_MS = 5_000;
/** A posted form's page waits for its API call too (a registration hashes a password and writes a mail). */
const POSTED_RENDER_TIMEOUT_MS = 20_000;
/**
 * How long a page that shows data without a version (the published eyewitness reports, which moderation
 * changes) is served from the cache, and no longer than until this process changes a published report: a
 * report published or withdrawn by another API process shows on the pages within this. A page whose data
 * all has a version (the open data's ETags) is kept until that version changes.
 */
const UNVERSIONED_FRESH_MS = 5_000;
const CACHE_SIZE = 500;

export interface RenderedPage {
  status: number;
  /** The page's HTML, with its ETag and its compressed forms made once for every visitor who gets it. */
  html: CachedResponse;
  /** Its Content-Security-Policy, which allows the shell's inline script of the build it was made with. */
  contentSecurityPolicy: string;
}

interface CachedPage extends RenderedPage {
  /** The open data's version when it was rendered, or null when it showed data that has none. */
  dataVersion: string | null;
  /** The published reports' version when it was rendered, which a page of the latter kind must still match. */
  reportsVersion: number;
  renderedAt: number;
}

/**
 * The apps that build a server entry (`src/server/render.tsx`): the four that own pages (the dashboard's
 * gives only each page's heading and title), and the map's parcels.
 */
export const SERVER_APPS = ['public', 'schools', 'auth', 'dashboard', 'map'] as const;
type ServerApp = (typeof SERVER_APPS)[number];

/** A form posted to a page without scripts, and how its app sends it on to the API for the visitor. */
export interface PostedForm {
  form: Readonly<Record<string, string>>;
  post: (apiPath: string, body: unknown) => Promise<ApiAnswer>;
}

/** A parcel's slot in a page's HTML (`RemoteParcel`): where the parcel's own app puts it, rendered. */
interface ParcelSlot extends AppRegion {
  name: string;
  region: ParcelRegion;
}

/** The slots in `html` of the parcels of apps that render on the server (`mfe_map:./map`: mfe-map's `./map`). */
function parcelSlotsIn(html: string): ParcelSlot[] {
  return parcelSlotNames(html).flatMap((name) => {
    const [, app, exposed] = /^mfe_([a-z]+):(\.\/[\w-]+)$/.exec(name) ?? [];
    return SERVER_APPS.includes(app as ServerApp) ? [{ app: app as ServerApp, region: exposed as ParcelRegion, name }] : [];
  });
}

/** One region of a page and the app that renders it. */
interface AppRegion {
  app: ServerApp;
  region: ServerRegion;
}

/**
 * The regions of the page at `pathname` and their apps: mfe-public's top bar and footer (all but the
 * dashboard), and the page itself, by the app whose prefix it is.
 */
function regionsAt(pathname: string): AppRegion[] {
  const regions: AppRegion[] = [];
  if (showsPublicChromeAt(pathname)) regions.push({ app: 'public', region: 'header' }, { app: 'public', region: 'footer' });
  regions.push({ app: pageAppAt(pathname), region: 'page' });
  return regions;
}

/**
 * Server rendering of the portal's pages (see the root README, "Server rendering"): each region of a page
 * is rendered by the server entry of the app that owns it (mfe-public's top bar and footer, the page's
 * app its page), found at request time (`ServerEntries`), with the data read from the API through its
 * client (`api`). Each region is rendered on its own, so one that throws or times out is left for the
 * browser to render while the others are sent rendered; the failure is logged. A cached page is served
 * while the versions of the data it was rendered from (`api.versions`) have not changed.
 */
export function pageRenderer(api: PortalApi, config: Config, entries: ServerEntries) {
  const { versions } = api;
  const shellDist = path.join(config.webRoot, 'shell', 'dist');
  const shellFile = path.join(shellDist, shellPageFileOf('en'));
  /**
   * The shell's page in `locale`, or its English one where a build has none (a build from before issue 39);
   * pseudo-localized where a test turned its pseudo-locale on (`PORTAL_PSEUDO_LOCALE`).
   */
  const readShell = async (locale: Locale) => {
    const shell = await readFile(path.join(shellDist, shellPageFileOf(locale)), 'utf8').catch(() => readFile(shellFile, 'utf8'));
    return pseudoLocaleOn() ? pseudoLocalizedShellPage(shell, locale) : shell;
  };
  const cache = new Map<string, CachedPage>();
  // The browser runs another build of an app when its manifest URL is overridden: rendering with the
  // local one could differ from what the browser hydrates, so its regions are left to the browser.
  const rendersApp = (app: ServerApp) => config.remoteUrls[app] === undefined;

  async function renderRegion(
    { app: appName, region }: AppRegion,
    url: string,
    log: FastifyBaseLogger,
    versioned: { all: boolean },
    posted?: PostedForm,
  ): Promise<ServerRenderResult | null> {
    let found;
    try {
      found = await entries.find(appName);
    } catch (error) {
      log.error({ err: error, region }, `mfe-${appName} server entry could not be loaded; the browser renders this region`);
      return null;
    }
    if (!found) {
      log.warn({ region }, `mfe-${appName} has no server entry (dist/server/manifest.json); the browser renders this region`);
      return null;
    }
    const get = async (apiPath: string): Promise<ApiAnswer> => {
      const { status, body, versioned: hasVersion } = await api.get(apiPath);
      if (!hasVersion) versioned.all = false;
      return { status, body };
    };
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        found.entry.render({ url, origin: config.publicUrl, regions: [region], get, ...posted }),
        new Promise<never>((_resolve, reject) => {
          const timeout = posted ? POSTED_RENDER_TIMEOUT_MS : RENDER_TIMEOUT_MS;
          timer = setTimeout(() => reject(new Error(`no answer within ${timeout} ms`)), timeout);
        }),
      ]);
    } catch (error) {
      log.error(
        { err: error, region, build: found.id },
        `mfe-${appName} could not render this region on the server; the browser renders it`,
      );
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The stylesheets of the apps that rendered a region, each once. */
  async function stylesheetsOf(apps: readonly ServerApp[]): Promise<PageParts['stylesheets']> {
    const found = await Promise.all(apps.map((name) => entries.find(name).catch(() => null)));
    return found.flatMap((entry, i) =>
      entry?.stylesheet ? [{ href: `/mfe/${apps[i]}/${entry.stylesheet.name}`, ...entry.stylesheet }] : [],
    );
  }

  /**
   * What names the shell and the builds pages are rendered with (a new build of one of them is a new
   * page: which apps a page needs shows only as it renders), or null when the shell is not built: when
   * the shell's page and each app's server manifest were last written. A build rewrites a file only when
   * its content changes (webpack's `compareBeforeEmit`).
   */
  const manifestFiles = SERVER_APPS.filter(rendersApp).map((name) =>
    path.join(config.webRoot, `mfe-${name}`, 'dist', 'server', 'manifest.json'),
  );
  function readBuilds(): string | null {
    const shell = statSync(shellFile, { throwIfNoEntry: false });
    if (!shell) return null;
    const manifests = manifestFiles.map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs);
    return [shell.mtimeMs, ...manifests].join(':');
  }
  /**
   * The builds, looked up once per turn of the event loop: the requests that arrive together share the
   * answer, and a request in a later turn sees a build made since. Synchronously, and by `stat` only: the
   * promise forms' round trips through libuv's threads held the rendered pages back (bench, 2026-11-26),
   * and reading the manifests on each request was a fifth of a cached page's time under load (CPU profile,
   * 2026-11-27).
   */
  let builds: string | null | undefined;
  function currentBuilds(): string | null {
    if (builds === undefined) {
      builds = readBuilds();
      setImmediate(() => (builds = undefined));
    }
    return builds;
  }

  const rendering = new Map<string, Promise<RenderedPage>>();

  async function renderAnew(
    key: string,
    url: string,
    pathname: string,
    reportsVersion: number,
    log: FastifyBaseLogger,
    posted?: PostedForm,
  ): Promise<RenderedPage> {
    const regions = regionsAt(pathname).filter(({ app: owner }) => rendersApp(owner));
    // Its age and versions count from before the data was read: what changes meanwhile is not kept.
    const startedAt = Date.now();
    const version = versions.openData();
    const versioned = { all: true };
    const { locale, path: pagePath } = splitLocalePath(pathname);
    const [shell, ...results] = await Promise.all([
      readShell(locale),
      // Only the page answers a posted form: the top bar and footer render as for any visit.
      ...regions.map((region) => renderRegion(region, url, log, versioned, region.region === 'page' ? posted : undefined)),
    ]);
    const rendered = new Map(regions.map(({ region }, i) => [region, results[i] as ServerRenderResult | null]));
    const page = rendered.get('page');
    // The parcels in the page, each rendered by its own app once the page shows where they go.
    const slots = parcelSlotsIn(page?.regions.page ?? '').filter(({ app: owner }) => rendersApp(owner));
    const parcels = await Promise.all(slots.map((slot) => renderRegion(slot, url, log, versioned)));
    const allRegions = [...regions, ...slots];
    const allResults = [...(results as (ServerRenderResult | null)[]), ...parcels];
    // The apps whose HTML is in the page, whose stylesheets it needs (not the dashboard's, which renders none).
    const renderedApps = SERVER_APPS.filter((owner) =>
      allRegions.some(({ app: regionApp }, i) => regionApp === owner && Object.keys(allResults[i]?.regions ?? {}).length > 0),
    );
    const data = Object.assign({}, ...allResults.map((result) => result?.data ?? {})) as Record<string, unknown>;
    const heading = page?.heading;
    const parts: PageParts = {
      locale,
      chrome: pagePath === '/' ? 'home' : showsPublicChromeAt(pagePath) ? 'public' : 'none',
      // An app that gives no head (the dashboard, for a path it does not know) leaves the shell's title.
      head: page?.head || undefined,
      stylesheets: await stylesheetsOf(renderedApps),
      header: rendered.get('header')?.regions.header,
      footer: rendered.get('footer')?.regions.footer,
      page:
        page?.regions.page !== undefined
          ? { app: pageAppAt(pathname), html: page.regions.page, startsAtOnce: page.startsAtOnce }
          : heading
            ? { heading }
            : undefined,
      parcels: Object.fromEntries(
        slots.flatMap(({ name, region }, i) => {
          const html = parcels[i]?.regions[region];
          return html === undefined ? [] : [[name, html]];
        }),
      ),
      data,
    };
    const result: CachedPage = {
      status: page?.status ?? 200,
      html: htmlAnswer(composePage(shell, parts)),
      contentSecurityPolicy: pagePolicy(config, inlineScriptsOf(shell)),
      dataVersion: versioned.all ? version : null,
      reportsVersion,
      renderedAt: startedAt,
    };
    // Only a page whose every region rendered is kept (a failure is tried again on the next request), and
    // never the answer to a posted form, which is that visitor's.
    if (!posted && allResults.every(Boolean)) {
      if (cache.size >= CACHE_SIZE) cache.clear();
      cache.set(key, result);
    }
    return result;
  }

  /**
   * The page at `url` (path and query), or null when the shell is not built; with `posted`, the page that
   * answers that form, rendered for this request alone.
   */
  return async function renderPage(requestUrl: string, log: FastifyBaseLogger, posted?: PostedForm): Promise<RenderedPage | null> {
    // Path and query only: an address such as `//elsewhere.example/` must not become the page's origin.
    const { pathname, search } = new URL(requestUrl, 'http://portal');
    const url = pathname + search;
    const builds = currentBuilds();
    if (builds === null) return null;
    const key = `${builds}:${url}`;
    const reportsVersion = versions.publishedReports();
    if (posted) return renderAnew(key, url, pathname, reportsVersion, log, posted);
    const cached = cache.get(key);
    if (
      cached &&
      (cached.dataVersion === null
        ? cached.reportsVersion === reportsVersion && Date.now() - cached.renderedAt < UNVERSIONED_FRESH_MS
        : cached.dataVersion === versions.openData())
    ) {
      return cached;
    }
    // One render of a page at a time: the requests that come meanwhile wait for it rather than each
    // rendering it again. None is given the page it replaces, nor one begun before a published report
    // changed: a withdrawn report must not show again.
    const renderKey = `${key}:${reportsVersion}`;
    let render = rendering.get(renderKey);
    if (!render) {
      render = renderAnew(key, url, pathname, reportsVersion, log).finally(() => rendering.delete(renderKey));
      rendering.set(renderKey, render);
    }
    return render;
  };
}
