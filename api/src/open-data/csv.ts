/** One CSV field: quoted when needed, and defused when a spreadsheet would run it as a formula. */
function field(value: unknown): string {
  let text = Array.isArray(value) ? value.join('; ') : value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document (RFC 4180, CRLF) whose first line states the licence and source. */
export function toCsv(columns: readonly string[], rows: ReadonlyArray<Record<string, unknown>>, licenceLine: string): string {
  const lines = [`# ${licenceLine.replace(/[\r\n]+/g, ' ')}`, columns.join(',')];
  for (const row of rows) lines.push(columns.map((column) => field(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
