import { describe, expect, it } from 'vitest';
import { homeAddressOf, stateInAddress } from './state-in-address.js';

const STATES = [
  { id: 25, name: 'Lagos' },
  { id: 3, name: 'Akwa Ibom' },
];

describe('the state a home page address names', () => {
  it('is matched by name whatever its case and spacing, and is none for an unknown or empty name', () => {
    expect(stateInAddress('?state=Lagos', STATES)).toBe(STATES[0]);
    expect(stateInAddress('?state=%20akwa+ibom%20&view=age', STATES)).toBe(STATES[1]);
    expect(stateInAddress('?state=Atlantis', STATES)).toBeNull();
    expect(stateInAddress('?state=', STATES)).toBeNull();
    expect(stateInAddress('', STATES)).toBeNull();
    expect(stateInAddress('?state=Lagos', null)).toBeNull();
  });

  it("is written into the home page's address with the rest of its query", () => {
    expect(homeAddressOf('Akwa Ibom')).toBe('/?state=Akwa+Ibom');
    expect(homeAddressOf('Lagos', '?view=age')).toBe('/?view=age&state=Lagos');
    expect(homeAddressOf(null, '?state=Lagos&view=age')).toBe('/?view=age');
    expect(homeAddressOf('', '?state=Lagos')).toBe('/');
  });
});
