/**
 * The count of what a search or a filter found ('12 schools found'), in one status region that stays on
 * the page, empty while nothing is counted: a region added together with its text is often not read
 * out, and one that stays is read again at each new count, politely, after what the user is doing.
 */
export function ResultCount({ count, className }: { count: string; className: string }) {
  return (
    <p role="status" className={className}>
      {count}
    </p>
  );
}
