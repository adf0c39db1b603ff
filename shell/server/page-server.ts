import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_APPS, type Config } from '@portal/api/config';
import { sendCached, varyBy } from '@portal/api/cached-response';
import { answerNotFound, refuseFormFromOtherSite } from '@portal/api/errors';
import { SERVER_APPS, pageRenderer, type PostedForm } from './render-page.js';
import { ServerEntries } from './server-entries.js';
import type { PortalApi } from './api-client.js';
import { siteFileRoutes } from './site-files.js';
import { SOURCE_LOCALE } from '@portal/shared/i18n';
import { localeOfAcceptLanguage } from '@portal/shared/i18n/negotiate';
import { chosenLocaleOf, localizedAddress, splitLocalePath } from '@portal/shared/i18n/locale-path';

/**
 * `221.0f39387960.js`: webpack's content hash in the name means the file never changes. Its compressed
 * copies too (`221.0f39387960.js.br`, the path `setHeaders` is given for a browser that accepts Brotli):
 * sent as `no-cache`, each prefetched chunk cost a round trip to revalidate at its first use.
 */
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|woff2?)(\.br|\.gz)?$/;

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** A form's fields are a few short texts: more is not a person filling in a form. */
const FORM_BODY_LIMIT = 16 * 1024;

const isApiPath = (url: string) => /^\/api(\/|\?|$)/.test(url);
const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') &&
  typeof request.body === 'object' &&
  request.body !== null;

/**
 * Does the post come from one of the portal's pages? A browser says where a request comes from in
 * `Sec-Fetch-Site` (Chromium, Firefox, Safari), else in `Origin`, which is `null` when the page's
 * referrer policy is `no-referrer`, as ours is (helmet's default). A client that sends neither is not a browser.
 */
function fromOwnPage(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return origin === undefined || origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}

/**
 * The language of a reader who asks for a page without one (`/states/1`): the one they chose with the
 * language switcher (its cookie), else the first of the portal's languages their browser asks for
 * (`Accept-Language`), else English.
 */
const readerLocale = (request: FastifyRequest) =>
  chosenLocaleOf(request.headers.cookie) ?? localeOfAcceptLanguage(request.headers['accept-language']);

/** `{ mfe_public: '/mfe/public/remoteEntry.js', … }`, each overridable by `MFE_<APP>_URL`. */
export function federationManifest(config: Pick<Config, 'remoteUrls'>): Record<string, string> {
  return Object.fromEntries(REMOTE_APPS.map((app) => [`mfe_${app}`, config.remoteUrls[app] ?? `/mfe/${app}/remoteEntry.js`]));
}

/**
 * The page server: the built front ends (the shell at `/` and each app's `dist/` at `/mfe/<name>/`, but
 * not its server build, `dist/server/`, which only this server reads) and every page, rendered on the
 * server (render-page.ts) from what `api` answers. Files are read at request time, so rebuilding one app
 * is picked up without a restart. Registered on the server that holds the API, or on one of its own.
 */
export async function registerPageServer(app: FastifyInstance, config: Config, api: PortalApi): Promise<void> {
  const shellDist = path.join(config.webRoot, 'shell', 'dist');
  // The shell's files are sent by the route at the end (`reply.sendFile`), not by a route of the plugin's.
  await app.register(fastifyStatic, {
    root: shellDist,
    serve: false,
    index: false,
    preCompressed: true,
    setHeaders: setCacheHeaders,
  });
  for (const remote of REMOTE_APPS) {
    await app.register(fastifyStatic, {
      root: path.join(config.webRoot, `mfe-${remote}`, 'dist'),
      prefix: `/mfe/${remote}/`,
      decorateReply: false,
      index: false,
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }

  // The embeddable schools widget: other organisations' pages load it, so it may be used cross-origin.
  await app.register(fastifyStatic, {
    root: path.join(config.webRoot, 'mfe-schools', 'dist', 'embed'),
    prefix: '/embed/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      setCacheHeaders(reply, filePath);
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      reply.header('Access-Control-Allow-Origin', '*');
    },
  });

  const entries = new ServerEntries(config.webRoot);
  // An app whose build has no server entry, or one that fails to load, lists no page.
  const pageTables = () =>
    Promise.all(
      SERVER_APPS.map((name) =>
        entries.find(name).then(
          (found) => found?.entry.pages,
          () => undefined,
        ),
      ),
    );
  await app.register(siteFileRoutes, { api, publicUrl: config.publicUrl, pageTables });

  const manifest = federationManifest(config);
  app.get('/federation.manifest.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return manifest;
  });

  const renderPage = pageRenderer(api, config, entries);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, posted?: PostedForm) => {
    // A page asked for without a language is sent on to the reader's, if not English; one whose address
    // names its language is answered in it (a shared link to `/ha/states/1` stays Hausa). `//host/…` is a
    // path here, never an address to send anyone to.
    if (!posted && splitLocalePath(request.url.split('?')[0]!).locale === SOURCE_LOCALE && !request.url.startsWith('//')) {
      varyBy(reply, 'Accept-Language');
      varyBy(reply, 'Cookie');
      const locale = readerLocale(request);
      if (locale !== SOURCE_LOCALE) return reply.redirect(localizedAddress(locale, request.url), 303);
    }
    const page = await renderPage(request.url, request.log, posted);
    if (!page) return reply.status(503).send({ message: 'The front end is not built yet: run npm run build' });
    reply
      .status(page.status)
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', page.contentSecurityPolicy)
      .type('text/html; charset=utf-8');
    return sendCached(request, reply, page.html);
  };
  const wantsPage = (request: FastifyRequest) =>
    !isApiPath(request.url) &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html');

  // The shell's files all have an extension in their name and a page's address never has, so a page is
  // rendered without first looking for a file of its name: each look is several file-system calls, which
  // held the server-rendered pages to a twentieth of the API's rate (bench, 2026-11-26).
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => {
      const pathname = request.url.split('?')[0]!;
      if (/\.[^/]*$/.test(pathname)) return reply.sendFile(pathname);
      return wantsPage(request) ? sendPage(request, reply) : reply.callNotFound();
    },
  });
  app.get('/', sendPage);

  const publicOrigin = new URL(config.publicUrl).origin;
  await app.register(async (forms) => {
    // Form-encoded bodies for the pages here: the API's routes keep their own parsers (JSON; the SMS
    // gateways' forms in their own area).
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    forms.post('/*', async (request, reply) => {
      if (isApiPath(request.url) || !isFormPost(request)) return answerNotFound(request, reply);
      // A page's form is answered for a post from the portal's own pages only: another site's page cannot
      // make a visitor's browser send one (the browser names the page's origin in `Origin`).
      // In the language of the page it was posted to, as that page's script would ask.
      const { locale } = splitLocalePath(request.url.split('?')[0]!);
      if (!fromOwnPage(request, publicOrigin)) return refuseFormFromOtherSite(reply, locale);
      const form = Object.fromEntries(Object.entries(request.body as object).filter(([, value]) => typeof value === 'string'));
      return sendPage(request, reply, { form, post: (apiPath, body) => api.post(apiPath, body, request.ip, locale) });
    });
  });

  // Pages get their HTML, rendered on the server where an app can; API paths and files get JSON.
  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return sendPage(request, reply);
    return answerNotFound(request, reply);
  });
}
