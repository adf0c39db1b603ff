import type { AxiosError, AxiosInstance } from 'axios';

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Runs `listener` whenever the API refuses the stored user's token (401); returns the function that stops it. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Tells the listeners of `onUnauthorized`: the client calls it when the stored session is refused. */
export function notifyUnauthorized(): void {
  unauthorizedListeners.forEach((listener) => listener());
}

let client: Promise<AxiosInstance> | undefined;

/**
 * The one API client (axios, `createApiClient`), loaded with the first request: a page the server
 * rendered arrives with its data and makes none, so its visitors never download or run axios (about
 * 20 KB gz). `api` below is how the apps call it. A load that fails (no connection) is forgotten, so
 * that the next request loads it again: kept, it failed every request of the page after the connection came back.
 */
export const apiClient = (): Promise<AxiosInstance> =>
  (client ??= import('./axios-client.js').then(
    ({ createApiClient }) => createApiClient(),
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  ));

type BodylessMethod = 'get' | 'delete';
type BodyMethod = 'post' | 'put' | 'patch';
const bodyless = <M extends BodylessMethod>(method: M) =>
  ((url, config) => apiClient().then((instance) => instance[method](url, config))) as AxiosInstance[M];
const withBody = <M extends BodyMethod>(method: M) =>
  ((url, data, config) => apiClient().then((instance) => instance[method](url, data, config))) as AxiosInstance[M];

/** The API's calls, as axios's: `api.get('/states')`. */
export const api: Pick<AxiosInstance, BodylessMethod | BodyMethod> = {
  get: bodyless('get'),
  delete: bodyless('delete'),
  post: withBody('post'),
  put: withBody('put'),
  patch: withBody('patch'),
};

/** axios's `isAxiosError`, written out so that reading an error does not load axios. */
function isAxiosError(error: unknown): error is AxiosError<{ message?: unknown }> {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The server's `message` when the error carries one (§8), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isAxiosError(error)) {
    const message = error.response?.data?.message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

/** The HTTP status of a failed call, if the server answered. */
export function errorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
