/**
 * What every app's server entry is made of (the module its `src/server/render.tsx` builds, found by the
 * API through dist/server/manifest.json): it renders the app's regions to HTML from the same components
 * the browser mounts, with the data they show, so the browser hydrates them instead of rendering again.
 * Each render asks the components what they load, loads it through the API's own routes
 * (`request.get`), and renders again until nothing new is asked for. Imported only by server builds.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { apiClient } from './api-client.js';
import { AppRoot, type RootWords } from './app-lifecycles.js';
import { PRODUCT_NAME } from './messages.js';
import { documentTitle } from './shell-messages.js';
import { NOT_FOUND_PAGE, pageAt, preloadPageAt, type PageParams, type PageTable } from './pages.js';
import {
  escapeHtml,
  renderingOnServer,
  scriptJson,
  type ApiAnswer,
  type ServerEntry,
  type ServerRegion,
  type ServerRender,
  type ServerRenderRequest,
  type ServerRenderResult,
} from './server-render.js';
import type { Load } from './data/load-types.js';
import { matchPath } from './path-match.js';
import { formOutcomeKey, type FormPostHandler } from './forms/form-outcome.js';
import { LOCALES, SOURCE_LOCALE, type Locale } from './i18n/locales.js';
import { localizedAddress, pathWithoutLocale, splitLocalePath } from './i18n/locale-path.js';
import { sharedWords } from '@portal/shared/i18n/shared-words';

/** What a page's head is made from: the page shown (or the not-found page), its path's parts, and the data it showed. */
export interface HeadArgs {
  /** The page's path pattern and its title in the page's language. */
  page: { path: string; title: string };
  /** The page's language (its address's): what its head says is in it. */
  locale: Locale;
  params: PageParams;
  url: URL;
  /** The data the page was rendered with, by `useLoad` key. */
  data: Readonly<Record<string, unknown>>;
}

/** What a link preview and a search engine say of a page: its name, a sentence, and schema.org data where a type fits. */
export interface PageMeta {
  /** The page's own name in the document title, as its `usePageName` gives it in the browser; else its table's title. */
  title?: string;
  /** The preview's title. */
  name: string;
  description: string;
  jsonLd?: Record<string, unknown>;
}

/** What the preview and search engines say of the page at `canonical`, from its data, in its language. */
export type PagePreview = (args: HeadArgs, canonical: string) => PageMeta;

/** What an app that renders pages says of them in the head. */
export interface PageHead {
  /** The app's pages, to name the page in the head (whatever context they are given), each with its `preview`. */
  pages: PageTable<never>;
  /** What a page without a `preview` of its own says (the not-found page's is said for every app). */
  meta: PagePreview;
}

export interface ServerEntryOptions {
  /**
   * The component of each region the app renders: the page (its `App`), for mfe-public the top bar and
   * footer, for mfe-map its parcels (by exposed module).
   */
  roots: Partial<Record<ServerRegion, ComponentType>>;
  /** For an app that renders its pages (the `page` region). */
  head?: PageHead;
  /** Forgets what the app's modules keep for a page's lifetime: in a server, that would be for ever. */
  beforeRender?: () => void;
  /**
   * The pages whose forms work without scripts, by path pattern (`/reset-password/:token`): a form posted
   * to one is answered by its handler, and the page renders with the outcome (`useFormOutcome`).
   */
  forms?: Readonly<Record<string, FormPostHandler>>;
  /** The app's own words (`appWords`), fetched in the page's language before it renders. */
  words?: RootWords;
}

/** A form posted to a page that answers none: the page is shown as it is, with this status. */
const NO_FORM_HERE = 405;

/** Renders again while the last render asked for data it did not have: a load that needs another's answer takes a pass more. */
const MAX_PASSES = 4;

// The API client's requests of one render go to that render's `get` (and a posted form's `post`): the
// client is one module-wide object.
const currentRequest = new AsyncLocalStorage<ServerRenderRequest>();
const inProcess: AxiosAdapter = async (config) => {
  const request = currentRequest.getStore();
  if (!request) throw new AxiosError('No server render is under way', AxiosError.ERR_BAD_REQUEST, config);
  const uri = (await apiClient()).getUri(config);
  const { post } = request;
  const sending = config.method?.toLowerCase() === 'post';
  if (sending && !post) throw new AxiosError('This render sends nothing', AxiosError.ERR_BAD_REQUEST, config);
  const answer: ApiAnswer = sending ? await post!(uri, JSON.parse(String(config.data))) : await request.get(uri);
  const response: AxiosResponse = { data: answer.body, status: answer.status, statusText: '', headers: {}, config, request: null };
  if (answer.status >= 400) {
    throw new AxiosError(`The API answered ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
  }
  return response;
};

/**
 * The head of a server-rendered page: the document title as the shell sets it, the description, the
 * canonical address (path only: a filtered list is the same page), Open Graph and Twitter card tags, and
 * schema.org JSON-LD (a script type browsers never run, so the CSP's script-src does not apply to it).
 */
function headTags(args: HeadArgs, meta: PageHead['meta']): string {
  const { path } = splitLocalePath(args.url.pathname);
  const inLocale = (other: Locale) => new URL(localizedAddress(other, path), args.url.origin).href;
  const canonical = inLocale(args.locale);
  const notFound = args.page.path === NOT_FOUND_PAGE.path;
  // The page in every language, itself included, and English as the page for a reader of none of them.
  const alternates = notFound
    ? []
    : [
        ...LOCALES.map((other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(inLocale(other))}" />`),
        `<link rel="alternate" hreflang="x-default" href="${escapeHtml(inLocale(SOURCE_LOCALE))}" />`,
      ];
  // Every app's not-found page says the same of itself.
  const pageMeta: PageMeta = notFound
    ? { name: args.page.title, description: sharedWords.in(args.locale)('pageNotFoundHint') }
    : meta(args, canonical);
  const { title: pageName, name, description, jsonLd } = pageMeta;
  const title = documentTitle(pageName ?? args.page.title);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    ...(notFound ? [] : [`<link rel="canonical" href="${escapeHtml(canonical)}" />`]),
    ...alternates,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(PRODUCT_NAME)}" />`,
    `<meta property="og:title" content="${escapeHtml(name)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(name)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    ...(jsonLd ? [`<script type="application/ld+json">${scriptJson(jsonLd)}</script>`] : []),
  ];
  return tags.join('');
}

/** An app's server entry: `export const { render } = serverEntry({ … })` in its `src/server/render.tsx`. */
export function serverEntry(options: ServerEntryOptions): ServerEntry {
  // The API client answers in-process here: set up once, before the first render.
  const inProcessClient = apiClient().then((client) => {
    client.defaults.adapter = inProcess;
  });

  async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
    await inProcessClient;
    const url = new URL(request.url, request.origin);
    const { locale } = splitLocalePath(url.pathname);
    await Promise.all([sharedWords.load(locale), options.words?.load(locale)]);
    options.beforeRender?.();
    // A page whose code is a chunk of its own (`lazyPage`) renders at once, instead of as its fallback.
    if (options.head) await preloadPageAt(options.head.pages, url.pathname);
    const loads = new Map<string, Load<unknown>>();
    const failed = new Set<string>();
    const regions: ServerRenderResult['regions'] = {};
    let notFound = false;
    const formStatus = request.form && (await answerForm(request, request.form, url, loads));
    for (const region of request.regions) {
      const Root = options.roots[region];
      if (!Root) continue;
      const state: ServerRender = { url, loads, wanted: new Map(), notFound: false };
      let html = '';
      for (let pass = 0; pass < MAX_PASSES; pass++) {
        state.wanted.clear();
        state.notFound = false;
        html = renderingOnServer(state, () => renderToString(<AppRoot Root={Root} props={{}} locale={locale} words={options.words} />));
        const wanted = [...state.wanted].filter(([key]) => !failed.has(key));
        if (wanted.length === 0) break;
        await Promise.all(
          wanted.map(([key, loader]) =>
            currentRequest
              .run(request, () => loader(new AbortController().signal))
              .then(
                (data) => void loads.set(key, { status: 'ready', data }),
                // Shown as loading: the browser asks again, as it would have without the server.
                () => void failed.add(key),
              ),
          ),
        );
      }
      regions[region] = html;
      if (region === 'page') notFound = state.notFound;
    }
    const data = Object.fromEntries([...loads].map(([key, load]) => [key, load.status === 'ready' ? load.data : null]));
    let head = '';
    let startsAtOnce = false;
    if (options.head && request.regions.includes('page')) {
      const { page, params } = pageAt(options.head.pages, url.pathname);
      const shown = notFound ? NOT_FOUND_PAGE : page;
      const preview = notFound ? undefined : await page.preview?.();
      head = headTags({ page: { path: shown.path, title: shown.title(locale) }, locale, params, url, data }, preview ?? options.head.meta);
      startsAtOnce = page.startsAtOnce === true;
    }
    return {
      status: notFound ? 404 : formStatus || 200,
      head,
      startsAtOnce,
      regions,
      data,
    };
  }

  /** Answers a posted form with its page's handler, keeping the outcome for the render: the status to answer with. */
  async function answerForm(
    request: ServerRenderRequest,
    values: NonNullable<ServerRenderRequest['form']>,
    url: URL,
    loads: Map<string, Load<unknown>>,
  ) {
    for (const [pattern, handler] of Object.entries(options.forms ?? {})) {
      const path = pathWithoutLocale(url.pathname);
      const params = matchPath(pattern, path);
      if (!params) continue;
      const outcome = await currentRequest.run(request, () => handler(values, params, splitLocalePath(url.pathname).locale));
      loads.set(formOutcomeKey(path), { status: 'ready', data: outcome });
      return outcome.status;
    }
    return NO_FORM_HERE;
  }

  return { render, pages: options.head?.pages };
}
