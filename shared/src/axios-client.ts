import axios, { isAxiosError, type AxiosInstance } from 'axios';
import { API_PATH } from './api-path.js';
import { endRefusedSession, readUser } from './session.js';
import { notifyUnauthorized } from './api-client.js';
import { pageLocale } from './i18n/page-locale.js';

/**
 * Builds the one API client: base `/api/v1`, bearer token of the stored user on every request (§6). Each
 * request asks for the page's language, not the browser's: the API's answers appear in the page (its
 * toasts, its field errors), and a new account's mail is written in the language it was made in.
 */
export function createApiClient(baseURL = API_PATH): AxiosInstance {
  const client = axios.create({ baseURL });
  client.interceptors.request.use((config) => {
    const token = readUser()?.token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('Accept-Language', pageLocale());
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    // Only a refusal of the stored session counts: not a failed login, nor a log-out already done here.
    const token = readUser()?.token;
    if (isAxiosError(error) && error.response?.status === 401 && token && error.config?.headers?.Authorization === `Bearer ${token}`) {
      endRefusedSession();
      notifyUnauthorized();
    }
    return Promise.reject(error);
  });
  return client;
}
