/**
 * The few texts the shell itself shows (page titles, the route announcement, a region that failed to
 * load, the saved-copy notice) and the session's log-out toast. They are part of the one catalogue
 * (`messages` includes them) but live apart, because the shell's script runs on every page and carries
 * what it imports: the whole catalogue there was about 10 KB gz more on every page, for ten sentences.
 */
export const PRODUCT_NAME = 'Nigeria Disability Inclusion Data Portal';

export const shellMessages = {
  profileUnauthorized: 'Unauthorized! Logging Out...',
  portalStartFailed: 'The portal could not start. Please reload the page.',
  documentTitle: '{page} – {product}',
  /** Announced after each navigation. */
  pageLoaded: '{page}, page loaded',
  savedCopyNotice:
    'The portal could not be reached, so this is the copy of the page saved on this device on {date} at {time}. It may be out of date.',
  // Resilience: a region whose app failed to load
  appLoadFailed: 'This part of the page could not be loaded.',
  pageLoadFailed: 'This page could not be loaded.',
  loadFailedHint: 'Check your connection, then try again.',
  retry: 'Retry',
  // One Retry per failed app: said by each other region of that app.
  loadFailedRetryShared: 'The Retry button of the message before this one loads this part too.',
} as const;

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

/** The shell's text for `key`, filled with `values`. */
export const { text: shellText } = lookupsOf(shellMessages);
