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

/** How a language writes a date: its twelve months' names, and where the day goes ('{day} {month} {year}'). */
export interface DateWords {
  day: string;
  months: readonly string[];
}

/**
 * A recorded date in a language's words, as precise as it was recorded: day, month and year; month and
 * year; or the year alone; anything else, '' included, as it is. Written out rather than through
 * `Intl.DateTimeFormat`, whose first use loads the browser's locale data, and so that the visitor's time
 * zone never moves a date by a day.
 */
export function writtenDate(value: string, { day: pattern, months }: DateWords): string {
  const parts = dateParts(value);
  if (!parts) return value.trim();
  const { year, month, day } = parts;
  const monthName = month ? months[Number(month) - 1] : undefined;
  if (!monthName) return year;
  if (!day) return `${monthName} ${year}`;
  return pattern
    .replace('{day}', String(Number(day)))
    .replace('{month}', monthName)
    .replace('{year}', year);
}

const ENGLISH_DATES: DateWords = { day: '{day} {month} {year}', months: MONTHS };

/** A source's or a review's date in English: '2026-11-24' (or a timestamp) is '24 November 2026', '2019-01' 'January 2019', '2011' '2011'. */
export const readableDate = (value: string): string => writtenDate(value, ENGLISH_DATES);
