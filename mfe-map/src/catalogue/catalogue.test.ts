import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@portal/shared';
import { fetchCatalogue, hasDisabilityPolicy } from './catalogue.js';
import { POLICIES, STATES, stubApi } from '../test-support/catalogue-fixtures.js';

afterEach(() => vi.restoreAllMocks());

describe('the Yes/No rule of the map tooltip', () => {
  it('says Yes when the policy record has a description or a document link', () => {
    expect(hasDisabilityPolicy({ desc: 'A law of 2018.', url: '' })).toBe(true);
    expect(hasDisabilityPolicy({ desc: '', url: 'https://example.org/policy.pdf' })).toBe(true);
  });

  it('says No for an empty or blank record, and when the state has no record', () => {
    expect(hasDisabilityPolicy({ desc: '', url: '' })).toBe(false);
    expect(hasDisabilityPolicy({ desc: '  ', url: ' \n' })).toBe(false);
    expect(hasDisabilityPolicy(undefined)).toBe(false);
  });
});

describe('the map catalogue', () => {
  it('finds each state by its map code and id, with its answer taken from the API’s policies', async () => {
    const get = stubApi();
    const catalogue = await fetchCatalogue();
    expect(get).toHaveBeenCalledWith('/states', { params: { per_page: 50 } });
    expect(get).toHaveBeenCalledWith('/policies', { params: { per_page: 50 } });
    expect(catalogue.byCode.size).toBe(37);
    expect(catalogue.byCode.get('NGKE')).toMatchObject({ entry: { name: 'Kebbi' }, hasPolicy: true });
    expect(catalogue.byCode.get('NGOY')?.hasPolicy).toBe(true);
    expect(catalogue.byCode.get('NGLA')?.hasPolicy).toBe(false);
    expect(catalogue.byCode.get('NGKN')?.hasPolicy).toBe(false);
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
    const catalogue = await fetchCatalogue();
    expect(catalogue.byCode.size).toBe(37);
    expect(catalogue.byCode.get('NGZA')?.entry.id).toBe(37);
  });
});
