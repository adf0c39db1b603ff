import type { Load, Loader } from './data/load-types.js';
import type { Page } from './pages.js';

/**
 * What one server render of an app's region knows and collects: the address it renders, the data loaded
 * for it so far (by `useLoad` key), the keys its components asked for that are not loaded yet, and whether
 * it showed a 'not found' page. A render to a string is synchronous, so the one render under way is held
 * here for its duration (`renderingOnServer`) and concurrent requests never see each other's.
 */
export interface ServerRender {
  url: URL;
  loads: Map<string, Load<unknown>>;
  wanted: Map<string, Loader<unknown>>;
  notFound: boolean;
}

/** Marks a region whose HTML the server rendered: the app hydrates it once instead of rendering it anew. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
/**
 * Marks a rendered page that does its work as it opens (`Page.startsAtOnce`): the shell starts the apps
 * at once rather than at the first use.
 */
export const STARTS_AT_ONCE_ATTRIBUTE = 'data-starts-at-once';

/**
 * Marks a link that its app's script turns into something else (a state of the map, which selects the
 * state instead): until the link's region has hydrated, the shell keeps a plain click on it for the script
 * rather than letting the browser follow it, and follows it only if the scripts fail to load.
 */
export const ENHANCED_LINK_ATTRIBUTE = 'data-enhanced-link';

/**
 * On such a link, the id of a native `<dialog>` in the page that does the control's job until the link's
 * region has hydrated (the menu): the shell opens it at once on a press, instead of keeping the press for
 * the app's script, which takes seconds to arrive and start on a cheap phone.
 */
export const OPENS_BEFORE_HYDRATION_ATTRIBUTE = 'data-opens-before-hydration';

/**
 * On such a link, a message for the portal's bus (`{"topic":"schools-modal","value":{…}}`) that its press
 * publishes, before and after hydration alike: a part of the page that the shell itself answers (the
 * schools dialog at 'View All'). Before the region has hydrated, the page script publishes it at the
 * press instead of keeping the press, so the answer waits for the shell and the part's own app, not for
 * the whole page to hydrate; if the scripts fail to load, the link is followed.
 */
export const PUBLISHES_ON_PRESS_ATTRIBUTE = 'data-publishes-on-press';

/**
 * Marks a part of a region whose controls the server answers as their app does (the top bar's GET form for
 * a state, answered with home shown for that state; the searches' GET forms; the account forms a post
 * completes): until the region has hydrated, the shell leaves the form's sending (its submit button, Enter in
 * a field) to the browser rather than keeping it for the app, as a page load answers sooner on a cheap phone
 * than the app's script, which must arrive and start first. Its other buttons are kept as anywhere else.
 */
export const HTML_ANSWERS_BEFORE_HYDRATION_ATTRIBUTE = 'data-html-answers-before-hydration';

/** That mark, to spread on a form whose plain GET or POST the server answers as its app does. */
export const htmlAnswersBeforeHydration = { [HTML_ANSWERS_BEFORE_HYDRATION_ATTRIBUTE]: '' } as const;

/**
 * Marks tabs whose every panel is in the server's page, those not shown marked `data-inert` (React Aria's
 * `shouldForceMount`): until their region has hydrated, the shell switches them itself on a press, Enter
 * or Space, as the app does, and writes the tab's address (its link's query) into the page's, from which the
 * app takes the tab to show as it hydrates. The statistics' Gender tab then answers at once on a cheap
 * phone, rather than after a page load or the app's start.
 */
export const TABS_SWITCH_BEFORE_HYDRATION_ATTRIBUTE = 'data-tabs-switch-before-hydration';

/**
 * Marks a group of controls with a roving tab stop (the map's states, each with a `tabindex`): until its
 * region has hydrated, the shell moves focus between them with the arrow keys, Home and End, in document
 * order, as the app does once it runs, so the first keys are answered at once rather than kept.
 */
export const ARROW_KEYS_MOVE_FOCUS_ATTRIBUTE = 'data-arrow-keys-move-focus';

/**
 * Marks the region (top bar, page or footer) a person last pressed, typed in or moved focus into before
 * the portal started: that region's app loads and hydrates first, the others once it has (with the parcels
 * it then loads), so the answer to that first use does not wait for regions nobody has touched
 * (`shell/src/hydrate-first.ts`).
 */
export const REACHED_FOR_ATTRIBUTE = 'data-reached-for';

/**
 * A click on such a link that asks for the link itself (a new tab or window, a download, another button
 * than the primary): the browser's to answer, before and after hydration alike.
 */
export const clickAsksForTheLink = (click: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) =>
  click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey;

/** The id of the `<script type="application/json">` in which the server sends the data its regions showed. */
export const SERVER_DATA_ID = 'portal-data';

let current: ServerRender | null = null;

/** Runs the synchronous `render` as a server render of `state`. */
export function renderingOnServer<T>(state: ServerRender, render: () => T): T {
  current = state;
  try {
    return render();
  } finally {
    current = null;
  }
}

/** The server render under way, or null in the browser. */
export function serverRender(): ServerRender | null {
  return current;
}

/** A parcel an app exposes (`./map`), as its module federation config names it. */
export type ParcelRegion = `./${string}`;

/**
 * The regions an app renders on the server: the shell's `#portal-header`, `#portal-page-<app>` and
 * `#portal-footer`, and the parcels it exposes, which the server puts in their slots in another app's page.
 */
export type ServerRegion = 'header' | 'page' | 'footer' | ParcelRegion;

/**
 * Marks where a page holds another app's parcel (`RemoteParcel`), by the parcel's name (`mfe_map:./map`):
 * the server fills the slot with the parcel's HTML, rendered by the parcel's own app, and marks it
 * rendered; the parcel hydrates it when it mounts.
 */
export const PARCEL_SLOT_ATTRIBUTE = 'data-parcel-slot';

/**
 * Marks a parcel's slot while its app is being loaded and mounted. The region a person reached for holds
 * the others back until its parcels are in too: a press replayed as the page hydrates may load one (the
 * map, at a press on a state), and that is the answer the person waits for.
 */
export const PARCEL_LOADING_ATTRIBUTE = 'data-parcel-loading';

/** The name of a parcel's slot: its app's federation name and the module it exposes. */
export const parcelSlotName = (remote: string, exposed: ParcelRegion) => `${remote}:${exposed}`;

/** An answer of the API's own routes, asked in-process by the server (`GET /api/v1/…`). */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** What the server asks an app's server entry to render. */
export interface ServerRenderRequest {
  /** The page's path, in its language, and query, as requested (`/states/25`, `/ha/eyewitnesspage?state_id=20`). */
  url: string;
  /** The portal's public address (`PUBLIC_URL`), for canonical links and Open Graph. */
  origin: string;
  /** Which of the app's regions to render. */
  regions: readonly ServerRegion[];
  /** Reads the API: `get('/api/v1/states/25/policy')`. */
  get: (path: string) => Promise<ApiAnswer>;
  /**
   * The fields of a form posted to the page without scripts (form-encoded, by name), which the app answers
   * through its `forms` before rendering the page with the outcome.
   */
  form?: Readonly<Record<string, string>>;
  /** Sends to the API what a posted form asks, with the poster's address and limits: `post('/api/v1/auth/register', body)`. */
  post?: (path: string, body: unknown) => Promise<ApiAnswer>;
}

/** What an app's server entry renders: the page's status and head (for the page region), each region's HTML and the data used. */
export interface ServerRenderResult {
  status: number;
  /** `<title>`, description, canonical, Open Graph, Twitter card and JSON-LD, when the page region was rendered. */
  head: string;
  regions: Partial<Record<ServerRegion, string>>;
  /** The page shown does its work as it opens (`Page.startsAtOnce`). */
  startsAtOnce?: boolean;
  /**
   * For a page its app renders in the browser alone (the dashboard's, which need the signed-in user): its
   * heading in the page's language, which the page shows until the app has rendered it.
   */
  heading?: string;
  /** Every load the regions showed, keyed as `useLoad` keys it, to seed the browser's store (`seedLoads`). */
  data: Record<string, unknown>;
}

/** An app's server entry: the module its server manifest names. */
export interface ServerEntry {
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
  /** The app's pages (its page table), for the sitemap: those with `listed` are in it. */
  pages?: readonly Pick<Page<never>, 'path' | 'listed'>[];
}

/**
 * JSON to put inside a `<script>` element: `<`, `>` and `&` are written as escapes, so no value (a report's
 * text with `</script>` or `<!--`) can end the element or start markup; U+2028 and U+2029 likewise.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Text for HTML, in an element or a quoted attribute: the five characters that could end or start markup as references. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
