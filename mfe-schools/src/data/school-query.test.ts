import { describe, expect, it } from 'vitest';
import { schoolsParams } from './school-query.js';
import { typesText, TYPE_OPTIONS } from '../school-search/school-types.js';

describe('the schools query and its display', () => {
  it('sends only the criteria given, the name trimmed, with the page and page size', () => {
    expect(schoolsParams({ stateName: '', name: '  ', type: '', page: 1 })).toEqual({ page: '1', per_page: '24' });
    expect(schoolsParams({ stateName: 'FCT-Abuja', name: ' hope ', type: 'special', page: 2 })).toEqual({
      state: 'FCT-Abuja',
      q: 'hope',
      type: 'special',
      page: '2',
      per_page: '24',
    });
  });

  it('shows types capitalised, in the order of §9 in the dropdown, and says when none is stated', () => {
    expect(typesText(['secondary', 'special'])).toBe('Secondary, Special');
    expect(typesText([])).toBe('Not stated');
    expect(TYPE_OPTIONS.map((option) => option.name)).toEqual(['Any type', 'Primary', 'Nursery', 'Secondary', 'Special']);
  });
});
