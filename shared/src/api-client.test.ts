import { afterEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { errorMessage, errorStatus, onUnauthorized } from './api-client.js';
import { createApiClient } from './axios-client.js';
import { readUser, saveUser } from './session.js';
import { subscribe } from './bus.js';
import { sharedEnglish } from '../test/testing.js';

/** An adapter standing in for the network: records the request and answers `status` with `data`. */
function answer(status: number, data: unknown) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const response = { status, data, headers: {}, config, statusText: String(status) };
    if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
    return response;
  };
  return { adapter, requests };
}

afterEach(() => {
  localStorage.clear();
  delete window.__portalBus;
});

describe('API client', () => {
  it('calls under /api/v1', async () => {
    const { adapter, requests } = answer(200, { status: 'ok' });
    const client = createApiClient();
    await client.get('/health', { adapter });
    expect(requests[0]!.baseURL).toBe('/api/v1');
  });

  it('sends the bearer token of the stored user, and none when logged out', async () => {
    const { adapter, requests } = answer(200, {});
    const client = createApiClient();
    await client.get('/roles/users', { adapter });
    saveUser({ id: 1, firstname: 'Ada', lastname: 'Obi', email: 'a@b.ng', role: 'admin', isVerified: true, token: 'abc' });
    await client.get('/roles/users', { adapter });
    expect(AxiosHeaders.from(requests[0]!.headers).get('Authorization')).toBeUndefined();
    expect(AxiosHeaders.from(requests[1]!.headers).get('Authorization')).toBe('Bearer abc');
  });

  it("asks for the page's language, whatever the browser's", async () => {
    const { adapter, requests } = answer(200, {});
    const client = createApiClient();
    document.documentElement.lang = 'ha';
    await client.get('/health', { adapter });
    document.documentElement.lang = 'fr';
    await client.get('/health', { adapter });
    document.documentElement.lang = 'en';
    expect(requests.map((request) => AxiosHeaders.from(request.headers).get('Accept-Language'))).toEqual(['ha', 'en']);
  });

  it('gives the server message of a failure, else the fallback', async () => {
    const client = createApiClient();
    const withMessage = await client
      .post('/auth/login', {}, { adapter: answer(400, { message: 'Email already registered' }).adapter })
      .catch((e: unknown) => e);
    const without = await client.post('/auth/login', {}, { adapter: answer(500, 'Bad gateway').adapter }).catch((e: unknown) => e);
    expect(errorMessage(withMessage, 'Login failed. Please check your credentials.')).toBe('Email already registered');
    expect(errorMessage(without, 'Login failed. Please check your credentials.')).toBe('Login failed. Please check your credentials.');
    expect(errorMessage(new Error('offline'), 'fallback')).toBe('fallback');
    expect(errorStatus(withMessage)).toBe(400);
  });

  it('tells listeners when the stored session is refused (401) and lets the caller see the failure', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    const client = createApiClient();
    // A failed login is a 401 too, but no session was refused.
    await expect(
      client.post('/auth/login', {}, { adapter: answer(401, { message: 'Invalid email or password.' }).adapter }),
    ).rejects.toThrow();
    saveUser({ id: 1, firstname: 'Ada', lastname: 'Obi', email: 'a@b.ng', role: 'user', isVerified: true, token: 'abc' });
    await expect(
      client.patch('/auth/update-profile', {}, { adapter: answer(401, { message: 'Session expired' }).adapter }),
    ).rejects.toThrow();
    await expect(client.get('/x', { adapter: answer(403, {}).adapter })).rejects.toThrow();
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("a 401 from any authenticated call logs out with the spec's message, once", async () => {
    saveUser({ id: 1, firstname: 'Ada', lastname: 'Obi', email: 'a@b.ng', role: 'user', isVerified: true, token: 'abc' });
    const toasts = vi.fn();
    subscribe('toast', toasts);
    const client = createApiClient();
    await expect(client.get('/roles/users', { adapter: answer(401, { message: 'Please log in to continue.' }).adapter })).rejects.toThrow();
    await expect(
      client.get('/moderation/reports', { adapter: answer(401, { message: 'Please log in to continue.' }).adapter }),
    ).rejects.toThrow();
    expect(readUser()).toBeNull();
    expect(toasts.mock.calls.filter(([toast]) => toast.text === sharedEnglish('profileUnauthorized'))).toHaveLength(1);
  });
});

describe('api', () => {
  afterEach(() => {
    vi.doUnmock('./axios-client.js');
    vi.resetModules();
  });

  it('loads axios only with the first request, then sends every call through the one client', async () => {
    vi.resetModules();
    const built = vi.fn();
    vi.doMock('./axios-client.js', async (importOriginal) => {
      const original = await importOriginal<typeof import('./axios-client.js')>();
      return { createApiClient: (...args: Parameters<typeof original.createApiClient>) => (built(), original.createApiClient(...args)) };
    });
    const { api } = await import('./api-client.js');
    // Time enough for an import started as the module loads to have run: a client built at once fails here.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(built).not.toHaveBeenCalled();

    const { adapter, requests } = answer(200, { status: 'ok' });
    const answered = await api.get('/health', { adapter, params: { a: 1 } });
    await api.post('/auth/login', { email: 'a@b.ng' }, { adapter });
    await api.patch('/auth/update-profile', { firstname: 'Ada' }, { adapter });
    expect(answered.data).toEqual({ status: 'ok' });
    expect(requests.map(({ method, url, baseURL, params, data }) => ({ method, url, baseURL, params, data }))).toEqual([
      { method: 'get', url: '/health', baseURL: '/api/v1', params: { a: 1 }, data: undefined },
      { method: 'post', url: '/auth/login', baseURL: '/api/v1', params: undefined, data: '{"email":"a@b.ng"}' },
      { method: 'patch', url: '/auth/update-profile', baseURL: '/api/v1', params: undefined, data: '{"firstname":"Ada"}' },
    ]);
    expect(built).toHaveBeenCalledTimes(1);
  });

  it('loads the client again at the next request when its load failed (no connection)', async () => {
    vi.resetModules();
    let reachable = false;
    vi.doMock('./axios-client.js', async (importOriginal) => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { api } = await import('./api-client.js');
    const { adapter } = answer(200, { status: 'ok' });
    await expect(api.get('/health', { adapter })).rejects.toThrow();

    reachable = true;
    vi.resetModules();
    expect((await api.get('/health', { adapter })).data).toEqual({ status: 'ok' });
  });
});
