import { createElement, Fragment, type ReactNode } from 'react';
import { fillParts } from './messages.js';

/**
 * A catalogue text whose `{name}`s are filled with elements (a link, an emphasised address):
 * `<Fill text={messages.poweredBy} values={{ provider: <Link …>…</Link> }} />`.
 */
export function Fill({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  // Each part a child of its own, not an array, so React asks for no keys.
  return createElement(Fragment, null, ...fillParts(text, values));
}
