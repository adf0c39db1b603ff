import { useId, type ReactNode } from 'react';
import './scrolling-table.css';

interface ScrollingTableProps {
  /** What the table holds: its caption, which also names the region around it. */
  caption: ReactNode;
  className: string;
  /** The table's `thead` and `tbody`. */
  children: ReactNode;
}

/**
 * A table wider than a phone, in a region that scrolls sideways instead of squeezing its columns (WCAG's
 * reflow exception for data tables). The region is named by the caption and focusable, so a keyboard user
 * can scroll it; the caption wraps to the width on screen and stays there as the table scrolls, where it
 * was cut at the screen's edge, being as wide as the table.
 */
export function ScrollingTable({ caption, className, children }: ScrollingTableProps) {
  const captionId = useId();
  return (
    <div className="scrolling-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={className}>
        <caption id={captionId}>
          <span className="scrolling-table__caption">{caption}</span>
        </caption>
        {children}
      </table>
    </div>
  );
}
