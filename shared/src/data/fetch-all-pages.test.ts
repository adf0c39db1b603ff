import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosRequestConfig } from 'axios';
import { api } from '@portal/shared';
import { fetchAllPages } from './fetch-all-pages.js';

afterEach(() => vi.restoreAllMocks());

const STATES = Array.from({ length: 37 }, (_, i) => ({ id: i + 1 }));

/** The API paging the 37 states `perPage` at a time, whatever page size was asked for. */
function serveStates(perPage: number) {
  return vi.spyOn(api, 'get').mockImplementation(async (_url: string, config?: AxiosRequestConfig) => {
    const page = (config?.params as { page?: number }).page ?? 1;
    const meta = { total: STATES.length, page, per_page: perPage, last_page: Math.ceil(STATES.length / perPage) };
    return { data: { success: true, data: STATES.slice((page - 1) * perPage, page * perPage), meta } };
  });
}

describe('fetchAllPages', () => {
  it('reads every page of a list the API pages finely, in order', async () => {
    const get = serveStates(10);
    expect(await fetchAllPages('/states')).toEqual(STATES);
    expect(get).toHaveBeenCalledTimes(4);
    expect(get).toHaveBeenLastCalledWith('/states', { params: { per_page: 50, page: 4 } });
  });

  it('asks once for a list that fits one page, with the list’s own query', async () => {
    const get = serveStates(50);
    expect(await fetchAllPages('/states', { params: { country_id: 1 } })).toHaveLength(37);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/states', { params: { country_id: 1, per_page: 50 } });
  });

  it('stops every page’s request with the signal it is given', async () => {
    const get = serveStates(20);
    const { signal } = new AbortController();
    await fetchAllPages('/states', { signal });
    expect(get.mock.calls.map(([, config]) => config?.signal)).toEqual([signal, signal]);
  });
});
