import type { ReactNode } from 'react';

/**
 * One fact of a description list (`<dl>`): its label as the term, the value as the description, grouped
 * in a `<div>` as HTML allows, so that the lists are styled as rows. Not a singleton: it is this small.
 */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
