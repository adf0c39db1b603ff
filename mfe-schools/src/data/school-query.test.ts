import { describe, expect, it } from 'vitest';
import { schoolsParams } from './school-query.js';
import { impairmentsText } from '../school-search/impairments.js';
import { typesText, typeOptions } from '../school-search/school-types.js';
import { schoolsWords } from '../i18n/words.js';

const en = schoolsWords.in('en');

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
    expect(typesText(['secondary', 'special'], en)).toBe('Secondary, Special');
    expect(typesText([], en)).toBe('Not stated by the source');
    expect(typeOptions(en).map((option) => option.name)).toEqual(['Any type', 'Primary', 'Nursery', 'Secondary', 'Special']);
    expect(typeOptions(en).map((option) => option.id)).toEqual(['any', 'primary', 'nursery', 'secondary', 'special']);
  });

  it('names impairments in words, and says when the source states none', () => {
    expect(impairmentsText(['hearing', 'visual'], en)).toBe('Hearing (deaf or hard of hearing), Visual (blind or partially sighted)');
    expect(impairmentsText([], en)).toBe('Not stated by the source');
  });
});
