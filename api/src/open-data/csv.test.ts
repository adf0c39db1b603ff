import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('CSV downloads', () => {
  it('starts with the licence line, quotes what needs quoting and joins lists', () => {
    const csv = toCsv(['id', 'name', 'type'], [{ id: 1, name: 'Hope, "Special" School', type: ['primary', 'special'] }], 'Licence: CC BY 4.0');
    expect(csv).toBe('# Licence: CC BY 4.0\r\nid,name,type\r\n1,"Hope, ""Special"" School",primary; special\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const csv = toCsv(['name'], [{ name: '=HYPERLINK("http://evil")' }, { name: '+234 803' }], 'Licence');
    expect(csv.split('\r\n').slice(2, 4)).toEqual([`"'=HYPERLINK(""http://evil"")"`, "'+234 803"]);
  });
});
