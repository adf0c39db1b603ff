import { describe, expect, it } from 'vitest';
import { createStateMatcher } from './state-names.js';

const match = createStateMatcher([
  'Akwa Ibom',
  'Ekiti',
  'Enugu',
  'FCT-Abuja',
  'Kano',
  'Kogi',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Osun',
]);

describe('state name matching', () => {
  it('takes the names as written, ignoring case, punctuation and "State"', () => {
    expect(match('Lagos')).toEqual({ state: 'Lagos', corrected: false, misspelt: false });
    expect(match('akwa-ibom state')).toEqual({ state: 'Akwa Ibom', corrected: true, misspelt: false });
  });

  it('maps the usual names of the FCT', () => {
    expect(match('Abuja')).toEqual({ state: 'FCT-Abuja', corrected: true, misspelt: false });
    expect(match('Federal Capital Territory')?.state).toBe('FCT-Abuja');
  });

  it('maps a near misspelling to the one state it is close to', () => {
    expect(match('Nassarawa')).toEqual({ state: 'Nasarawa', corrected: true, misspelt: true });
    expect(match('Lagoss')).toEqual({ state: 'Lagos', corrected: true, misspelt: true });
  });

  it('refuses a name close to two states or to none', () => {
    expect(match('Osgun')).toBeNull(); // one edit from both Ogun and Osun
    expect(match('Atlantis')).toBeNull();
    expect(match('')).toBeNull();
  });
});
