import type { ReactNode } from 'react';

/**
 * What a browser without JavaScript shows in place of controls that need it: `hide` is the CSS that hides
 * those controls, and the children stand in for them. All in `noscript`, so a browser running scripts
 * neither shows nor renders any of it.
 */
export function WithoutScript({ hide, children }: { hide: string; children: ReactNode }) {
  return (
    <noscript>
      <style>{hide}</style>
      {children}
    </noscript>
  );
}
