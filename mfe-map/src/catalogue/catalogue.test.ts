import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@portal/shared';
import { catalogueOf, fetchCatalogueStates } from './catalogue.js';
import { POLICIES, STATES, stubApi } from '../test-support/catalogue-fixtures.js';

afterEach(() => vi.restoreAllMocks());

describe('the map catalogue', () => {
  it('finds each state by its map code and id, with its law status taken from the API’s policies', async () => {
    const get = stubApi();
    const catalogue = catalogueOf(await fetchCatalogueStates());
    expect(get).toHaveBeenCalledWith('/states', { params: { per_page: 50 } });
    expect(get).toHaveBeenCalledWith('/policies', { params: { per_page: 50 } });
    expect(catalogue.byCode.size).toBe(37);
    expect(catalogue.byCode.get('NGKE')).toMatchObject({ entry: { name: 'Kebbi' }, lawStatus: 'in_force' });
    expect(catalogue.byCode.get('NGON')?.lawStatus).toBe('disputed');
    expect(catalogue.byCode.get('NGBO')?.lawStatus).toBe('unknown');
    // No record is an unknown status, not 'no law'.
    expect(catalogue.byCode.get('NGKN')?.lawStatus).toBe('unknown');
    expect(catalogue.byId.get(25)?.entry.code).toBe('NGLA');
  });

  it('reads every page when the API pages the list more finely', async () => {
    const pages = [STATES.slice(0, 20), STATES.slice(20)];
    vi.spyOn(api, 'get').mockImplementation(async (url, config) => {
      const page = (config?.params as { page?: number }).page ?? 1;
      const data = url === '/states' ? pages[page - 1]! : POLICIES;
      const lastPage = url === '/states' ? 2 : 1;
      return { data: { success: true, data, meta: { total: data.length, page, per_page: 20, last_page: lastPage } } };
    });
    const catalogue = catalogueOf(await fetchCatalogueStates());
    expect(catalogue.byCode.size).toBe(37);
    expect(catalogue.byCode.get('NGZA')?.entry.id).toBe(37);
  });
});
