import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogue.js';
import { catalogueProblems, sourceCatalogueProblems } from './catalogue-check.js';

const source: Catalogue = {
  found: { message: '{n, plural, one {# school found} other {# schools found}}', review: 'source', context: 'Search result count' },
  greeting: { message: 'Hello {firstname}', review: 'source' },
  plain: { message: 'Read More', review: 'source' },
};

const draft = (message: string) => ({ message, review: 'draft' as const });

describe('checking a translation against its source', () => {
  it('finds nothing wrong with a translation that fills the same placeholders, whatever its plural cases', () => {
    const translation = {
      found: draft('{n, plural, other {Makaranta # aka samu}}'),
      greeting: draft('Sannu {firstname}'),
      plain: draft('Ƙara karantawa'),
    };
    expect(catalogueProblems(source, translation)).toEqual([]);
  });

  it('names each key that is missing, unknown, broken, changed in its placeholders or holding markup', () => {
    const translation = {
      found: draft('{count, plural, one {#} other {#}}'),
      greeting: draft('Sannu {firstname'),
      extra: draft('Ba a sani ba'),
      plain: draft('<img src=x onerror=alert(1)>'),
    };
    expect(catalogueProblems(source, translation)).toEqual([
      { key: 'extra', problem: 'the source has no text with this key' },
      { key: 'found', problem: "its placeholders are {count, plural}; the source's are {n, plural}" },
      { key: 'greeting', problem: expect.stringMatching(/^the text is not valid ICU MessageFormat/) },
      { key: 'plain', problem: 'the text holds markup, which texts must not' },
    ]);
    expect(catalogueProblems(source, { found: source.found, greeting: source.greeting })).toEqual([
      { key: 'plain', problem: 'no translation' },
    ]);
  });

  it("refuses a plural without its 'other' case, and a review state that is not one", () => {
    const translation = {
      found: draft('{n, plural, one {# makaranta}}'),
      greeting: { message: 'Sannu {firstname}', review: 'approved' } as never,
      plain: draft('Ƙara karantawa'),
    };
    expect(catalogueProblems(source, translation)).toEqual([
      { key: 'found', problem: "{n} has no 'other' case" },
      { key: 'greeting', problem: "its review state 'approved' is not one of source, draft, reviewed" },
    ]);
  });

  it('checks that a source catalogue is marked as the source', () => {
    expect(sourceCatalogueProblems(source)).toEqual([]);
    expect(sourceCatalogueProblems({ plain: draft('Read More') })).toEqual([
      { key: 'plain', problem: "a source text is marked 'draft', not 'source'" },
    ]);
  });
});
