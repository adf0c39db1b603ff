/**
 * US thousands separators and at most two decimals, as `Intl.NumberFormat('en-US')` writes them (a test
 * compares the two), but without it: creating the first Intl formatter loads the browser's locale data,
 * about 20 ms of a cheap phone's main thread while the home page starts, for one fixed format.
 */
function usDigits(magnitude: number): string {
  // Intl rounds the shortest decimal that reads back as the number ('0.015', not 0.01499…), half up.
  if (magnitude < 1e-6) return '0';
  if (magnitude >= 1e21) return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(magnitude);
  const [whole = '', fraction = ''] = String(magnitude).split('.');
  const hundredths = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) + (fraction.charAt(2) >= '5' ? 1n : 0n);
  const digits = hundredths.toString().padStart(3, '0');
  const decimals = digits.slice(-2).replace(/0+$/, '');
  return digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',') + (decimals ? `.${decimals}` : '');
}

/** US thousands separators; negatives in parentheses rather than with a minus sign (§5). */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const digits = usDigits(Math.abs(value));
  return value < 0 && digits !== '0' ? `(${digits})` : digits;
}

/** A share such as 45.65 as '45.65%'. */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A recorded date's parts, as precise as it was recorded ('2026-11-24' or a timestamp, '2019-01', '2011'); null for anything else. */
export function dateParts(value: string): { year: string; month?: string; day?: string } | null {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:$|T)/.exec(value.trim());
  return match ? { year: match[1]!, month: match[2], day: match[3] } : null;
}

/**
 * A source's or a review's date as people read it, as precise as it was recorded: '2026-11-24' (or a
 * timestamp) is '24 November 2026', '2019-01' is 'January 2019', '2011' is '2011'; anything else, ''
 * included, is returned as it is. Written out rather than through `Intl.DateTimeFormat`, whose first use
 * loads the browser's locale data, and so that the visitor's time zone never moves a date by a day.
 */
export function readableDate(value: string): string {
  const parts = dateParts(value);
  if (!parts) return value.trim();
  const { year, month, day } = parts;
  const monthName = month ? MONTHS[Number(month) - 1] : undefined;
  if (!monthName) return year;
  return day ? `${Number(day)} ${monthName} ${year}` : `${monthName} ${year}`;
}
