import { describe, expect, it } from 'vitest';
import { mapWords } from '../i18n/words.js';
import { chooseState, selectedState } from './selection.js';
import type { MapCatalogue } from '../catalogue/catalogue.js';
import { NIGERIA_STATES } from '../outlines/nigeria-states.generated.js';
import { STATES } from '../test-support/catalogue-fixtures.js';

const mapState = (id: string) => NIGERIA_STATES.find((state) => state.id === id)!;

/** The API lists every state but Lagos. */
const withoutLagos = STATES.filter((state) => state.code !== 'NGLA').map((entry) => ({ entry, lawStatus: 'unknown' as const }));
const catalogue: MapCatalogue = {
  byCode: new Map(withoutLagos.map((state) => [state.entry.code, state])),
  byId: new Map(withoutLagos.map((state) => [state.entry.id, state])),
};

describe('choosing a state on the map', () => {
  it('selects a listed state and keeps the country chosen on the page', () => {
    const current = { countryId: 7, countryName: 'Nigeria (2023)', stateId: 3, stateName: 'Akwa Ibom' };
    expect(chooseState(mapState('NGKE'), catalogue, current)).toEqual({
      selection: { countryId: 7, countryName: 'Nigeria (2023)', stateId: 22, stateName: 'Kebbi' },
    });
  });

  it('takes the country from the API’s state entry when none is chosen yet', () => {
    expect(chooseState(mapState('NGKE'), catalogue).selection).toEqual({
      countryId: 1,
      countryName: 'Nigeria',
      stateId: 22,
      stateName: 'Kebbi',
    });
  });

  it('only sets the name of a state the API does not list, with the error toast', () => {
    const current = { countryId: 1, countryName: 'Nigeria', stateId: 22, stateName: 'Kebbi' };
    expect(chooseState(mapState('NGLA'), catalogue, current)).toEqual({
      selection: { countryId: 1, countryName: 'Nigeria', stateId: null, stateName: 'Lagos' },
      toast: { kind: 'error', text: mapWords.in('en')('stateUnavailable', { state: 'Lagos' }) },
    });
  });

  it('finds the map’s selected state through its API id', () => {
    expect(selectedState({ countryId: 1, countryName: 'Nigeria', stateId: 22, stateName: 'Kebbi' }, catalogue)?.id).toBe('NGKE');
    expect(selectedState({ countryId: 1, countryName: 'Nigeria', stateId: null, stateName: 'Lagos' }, catalogue)).toBeUndefined();
  });
});
