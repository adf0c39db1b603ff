const usNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** US thousands separators; negatives in parentheses rather than with a minus sign (§5). */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const digits = usNumber.format(Math.abs(value));
  return value < 0 ? `(${digits})` : digits;
}

/** A share such as 45.65 as '45.65%'. */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}
