import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DataVersions } from '@portal/api/app';
import { API_PATH } from '@portal/shared/rules';
import type { ApiAnswer } from '@portal/shared/server-render';
import type { Locale } from '@portal/shared/i18n';

/** One API answer as the page server reads it. */
export interface ApiReading extends ApiAnswer {
  /** Whether the answer names its version (an ETag): a page made only of such answers is kept until the data changes. */
  versioned: boolean;
}

/**
 * The API as the page server uses it: it reads JSON by GET, as any client of the API does, and knows
 * which version of the data its answers come from, so a page rendered from them is kept as long as they hold.
 */
export interface PortalApi {
  /** `GET path` (under `/api/v1/`) as JSON. */
  get(path: string): Promise<ApiReading>;
  /**
   * `POST path` with a JSON body, for a form posted to a page without scripts, on behalf of the visitor at
   * `clientIp` reading the page in `language`: the API's limits count the visitor, not the page server,
   * and it answers, and makes an account, in the page's language, as it does for the page's script.
   */
  post(path: string, body: unknown, clientIp: string, language: Locale): Promise<ApiAnswer>;
  versions: DataVersions;
}

/** Only the API is read while rendering: a server entry cannot make the server ask anything else. */
const isApiPath = (path: string) => path.startsWith(`${API_PATH}/`);
const NOT_THE_API: ApiReading = { status: 404, body: { message: 'Only the API is read while rendering' }, versioned: true };

const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json' };

const jsonOr = (read: () => unknown): unknown => {
  try {
    return read();
  } catch {
    return null;
  }
};

/**
 * The API in this process (the default: one server for both): each read goes through the API's own
 * routes by Fastify's `inject`, so its validation and its cache answer as they answer any client, with no
 * network hop; the data's versions are the API's own (`app.dataVersions`).
 */
export function inProcessApi(api: FastifyInstance): PortalApi {
  return {
    async get(path) {
      if (!isApiPath(path)) return NOT_THE_API;
      const response = await api.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
      return { status: response.statusCode, body: jsonOr(() => response.json()), versioned: Boolean(response.headers.etag) };
    },
    async post(path, body, clientIp, language) {
      if (!isApiPath(path)) return NOT_THE_API;
      const response = await api.inject({
        method: 'POST',
        url: path,
        payload: body as object,
        remoteAddress: clientIp,
        headers: { ...JSON_HEADERS, 'accept-language': language },
      });
      return { status: response.statusCode, body: jsonOr(() => response.json()) };
    },
    versions: api.dataVersions,
  };
}

/** How often the page server asks a separate API whether the open data changed, as API processes ask their database. */
export const VERSION_CHECK_MS = 5_000;
/** A read that takes longer fails, and its region is left to the browser (render-page.ts allows a region 5 s). */
const READ_TIMEOUT_MS = 4_000;

/**
 * The API at another address (`API_URL`), for a page server deployed apart from it: each read is an HTTP
 * `GET`. The open data's version is the ETag of `/api/v1/datasets`, which changes whenever any data set
 * does, asked every five seconds (a 304 while it holds); until its first answer, and while the API cannot
 * be reached, the last version known holds. Changes to the published reports cannot be seen from here,
 * so a page that shows them is kept five seconds, as for a change made by another API process.
 */
export function httpApi(apiUrl: string, log: FastifyBaseLogger): PortalApi & { close(): void } {
  const base = apiUrl.replace(/\/+$/, '');
  const read = (path: string, headers: Record<string, string> = {}) =>
    fetch(base + path, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(READ_TIMEOUT_MS) });

  let openData = '';
  const checkVersion = async () => {
    try {
      const response = await read(`${API_PATH}/datasets`, openData ? { 'if-none-match': openData } : {});
      await response.body?.cancel();
      const etag = response.headers.get('etag');
      if (response.ok && etag) openData = etag;
    } catch (error) {
      log.warn({ err: error }, `the API at ${base} could not be asked for the open data's version`);
    }
  };
  void checkVersion();
  const timer = setInterval(checkVersion, VERSION_CHECK_MS);
  timer.unref();

  return {
    async get(path) {
      if (!isApiPath(path)) return NOT_THE_API;
      const response = await read(path);
      const text = await response.text();
      return { status: response.status, body: jsonOr(() => JSON.parse(text)), versioned: response.headers.has('etag') };
    },
    async post(path, body, clientIp, language) {
      if (!isApiPath(path)) return NOT_THE_API;
      // The API believes the forwarded address when its TRUST_PROXY names this page server.
      const response = await fetch(base + path, {
        method: 'POST',
        headers: { ...JSON_HEADERS, 'x-forwarded-for': clientIp, 'accept-language': language },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(READ_TIMEOUT_MS),
      });
      const text = await response.text();
      return { status: response.status, body: jsonOr(() => JSON.parse(text)) };
    },
    versions: { openData: () => openData, publishedReports: () => 0 },
    close: () => clearInterval(timer),
  };
}
