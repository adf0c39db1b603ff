import type { CSSProperties } from 'react';
import type { ToastKind } from './types.js';

declare module 'react' {
  interface CSSProperties {
    '--tone'?: string;
    '--tone-bg'?: string;
  }
}

/**
 * The colours of a message of `kind`, as custom properties for one CSS rule
 * (`color: var(--tone); background: var(--tone-bg)`): the design tokens are named after the kinds
 * (`--color-success`, `--color-success-bg`, … in tokens.css), so no stylesheet lists the kinds again.
 */
export const toneOf = (kind: ToastKind): CSSProperties => ({ '--tone': `var(--color-${kind})`, '--tone-bg': `var(--color-${kind}-bg)` });
