/** The portal's name, a page title's pattern, and `fill`, which fills the texts of the catalogue written in code (messages.ts). */
export const PRODUCT_NAME = 'Nigeria Disability Inclusion Data Portal';

/** A page's title in the browser's tab and history: the page, then the portal, in every language. */
export const documentTitle = (page: string) => `${page} – ${PRODUCT_NAME}`;

/** The Federal Capital Territory's name, as the states list ('FCT-Abuja') or the map's outlines write it. */
const TERRITORY = /^(FCT\b|Federal Capital Territory)/;

/**
 * Whether a place is a state or the Federal Capital Territory, for a catalogue text that names it
 * (`{place, select, territory {{state}} other {{state} State}}`): the territory is never called a state.
 */
export const placeKind = (name: string): 'territory' | 'state' => (TERRITORY.test(name) ? 'territory' : 'state');

/** Replaces each `{name}` in `template` by `values[name]`; unknown names are left as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  // The FCT is a territory, not a state: '{state} State' names it alone, never 'FCT-Abuja State'.
  const named =
    typeof values.state === 'string' && TERRITORY.test(values.state) ? template.replace(/\{state\} state\b/gi, '{state}') : template;
  return named.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The lookups of a catalogue: `text(key, values)`, its text filled with `values`; and `countText(n, one,
 * many)`, the singular for exactly 1 and the plural otherwise (0 included), as the spec's counts require.
 */
export function lookupsOf<Key extends string>(catalogue: Readonly<Record<Key, string>>) {
  const text = (key: Key, values: Record<string, string | number> = {}): string => fill(catalogue[key], values);
  const countText = (n: number, one: Key, many: Key): string => text(n === 1 ? one : many, { n });
  return { text, countText };
}
