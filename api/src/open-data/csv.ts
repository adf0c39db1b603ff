/** One CSV field: quoted when needed, and defused when a spreadsheet would run it as a formula. */
function field(value: unknown): string {
  let text = Array.isArray(value) ? value.join('; ') : value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV document as RFC 4180 has it: the header on the first line, CRLF line ends. The licence and
 * sources are in the data package and the download's Link header, where tools look for them.
 */
export function toCsv(columns: readonly string[], rows: ReadonlyArray<Record<string, unknown>>): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((column) => field(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
