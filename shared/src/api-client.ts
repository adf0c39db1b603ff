import axios, { isAxiosError, type AxiosInstance } from 'axios';
import { API_PATH } from './rules.js';
import { endRefusedSession, readUser } from './session.js';

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Runs `listener` whenever the API refuses the stored user's token (401); returns the function that stops it. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Builds the one API client: base `/api/v1`, bearer token of the stored user on every request (§6). */
export function createApiClient(baseURL = API_PATH): AxiosInstance {
  const client = axios.create({ baseURL });
  client.interceptors.request.use((config) => {
    const token = readUser()?.token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    // Only a refusal of the stored session counts: not a failed login, nor a log-out already done here.
    const token = readUser()?.token;
    if (isAxiosError(error) && error.response?.status === 401 && token && error.config?.headers?.Authorization === `Bearer ${token}`) {
      endRefusedSession();
      unauthorizedListeners.forEach((listener) => listener());
    }
    return Promise.reject(error);
  });
  return client;
}

export const api = createApiClient();

/** The server's `message` when the error carries one (§8), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isAxiosError(error)) {
    const message: unknown = error.response?.data?.message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

/** The HTTP status of a failed call, if the server answered. */
export function errorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
