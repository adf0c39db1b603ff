import { describe, expect, it } from 'vitest';
import { schoolsParams } from './school-query.js';
import { messages } from '@portal/shared/messages';
import { impairmentsText } from '../school-search/impairments.js';
import { typesText, TYPE_OPTIONS } from '../school-search/school-types.js';

describe('the schools query and its display', () => {
  it('sends only the criteria given, the name trimmed, with the page and page size', () => {
    expect(schoolsParams({ stateName: '', name: '  ', type: '', impairment: '', page: 1 })).toEqual({ page: '1', per_page: '24' });
    expect(schoolsParams({ stateName: 'FCT-Abuja', name: ' hope ', type: 'special', impairment: 'visual', page: 2 })).toEqual({
      state: 'FCT-Abuja',
      q: 'hope',
      type: 'special',
      impairment: 'visual',
      page: '2',
      per_page: '24',
    });
  });

  it('shows types capitalised, in the order of §9 in the dropdown, and says when the source states none', () => {
    expect(typesText(['secondary', 'special'])).toBe('Secondary, Special');
    expect(typesText([])).toBe(messages.notStatedBySource);
    expect(TYPE_OPTIONS.map((option) => option.name)).toEqual(['Any type', 'Primary', 'Nursery', 'Secondary', 'Special']);
  });

  it('names impairments in words, and says when the source states none', () => {
    expect(impairmentsText(['hearing', 'visual'])).toBe(`${messages.impairmentHearing}, ${messages.impairmentVisual}`);
    expect(impairmentsText([])).toBe(messages.notStatedBySource);
  });
});
