import { describe, expect, it } from 'vitest';
import { POLICY_SUGGESTION_FIELDS, SCHOOL_SUGGESTION_FIELDS } from './suggestion-fields.js';
import { LAW_STATUS_NOT_CONFIRMED, SCHOOL_SUPPORTS, correctionSupports, ownSupports, policySupports } from './source-supports.js';

describe("a source's supports in the portal's own words", () => {
  it('names the facts as a sentence starts, whichever come first', () => {
    expect(policySupports(['lawStatus', 'lawName', 'year', 'agency'])).toBe('Law status, law name, year and agency');
    expect(policySupports(['lawStatus', 'agency'])).toBe('Law status and agency');
    expect(policySupports(['agency'])).toBe('Agency');
    expect(policySupports([])).toBe(LAW_STATUS_NOT_CONFIRMED);
  });

  it('reads back every phrase it writes, in any case, and nothing else', () => {
    expect(ownSupports('Law status, law name and year')).toEqual({ kind: 'facts', facts: ['lawStatus', 'lawName', 'year'] });
    expect(ownSupports('year and agency')).toEqual({ kind: 'facts', facts: ['year', 'agency'] });
    expect(ownSupports(SCHOOL_SUPPORTS)).toEqual({ kind: 'school' });
    expect(ownSupports(LAW_STATUS_NOT_CONFIRMED)).toEqual({ kind: 'notConfirmed' });
    expect(ownSupports('Employment share')).toBeNull();
    expect(ownSupports('Law name and law status')).toBeNull();
  });

  it("names the field of a reader's accepted suggestion, and reads it back for every field", () => {
    expect(correctionSupports('website')).toBe("Website, from a reader's suggestion accepted by a moderator");
    expect(correctionSupports('law_year')).toBe("Year, from a reader's suggestion accepted by a moderator");
    for (const field of [...SCHOOL_SUGGESTION_FIELDS, ...POLICY_SUGGESTION_FIELDS])
      expect(ownSupports(correctionSupports(field))).toEqual({ kind: 'correction', field });
    expect(ownSupports("Website, from a reader's suggestion")).toBeNull();
  });
});
