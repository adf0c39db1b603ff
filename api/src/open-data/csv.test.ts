import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('CSV downloads', () => {
  it('put the header on the first line, quote what needs quoting and join lists, as RFC 4180 readers expect', () => {
    const csv = toCsv(['id', 'name', 'type'], [{ id: 1, name: 'Hope, "Special" School', type: ['primary', 'special'] }]);
    expect(csv).toBe('id,name,type\r\n1,"Hope, ""Special"" School",primary; special\r\n');
    expect(parse(csv, { columns: true })).toEqual([{ id: '1', name: 'Hope, "Special" School', type: 'primary; special' }]);
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const csv = toCsv(['name'], [{ name: '=HYPERLINK("http://evil")' }, { name: '+234 803' }]);
    expect(csv.split('\r\n').slice(1, 3)).toEqual([`"'=HYPERLINK(""http://evil"")"`, "'+234 803"]);
  });
});
