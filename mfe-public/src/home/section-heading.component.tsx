import type { ReactNode } from 'react';

/** A home section's heading. tabIndex -1: the top bar's shortcut moves focus here, as an in-page link does. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} tabIndex={-1}>
      {children}
    </h2>
  );
}
