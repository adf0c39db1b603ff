import { describe, expect, it } from 'vitest';
import { LAW_STATUS_NOT_CONFIRMED, SCHOOL_SUPPORTS, ownSupports, policySupports } from './source-supports.js';

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
});
