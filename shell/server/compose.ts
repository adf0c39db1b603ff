import {
  PARCEL_SLOT_ATTRIBUTE,
  SERVER_DATA_ID,
  SERVER_RENDERED_ATTRIBUTE,
  STARTS_AT_ONCE_ATTRIBUTE,
  escapeHtml,
  scriptJson,
} from '@portal/shared/server-render';
import type { Locale } from '@portal/shared/i18n';

/** The parts of one page the server puts into the shell's index.html. */
export interface PageParts {
  /** The page's language (its address's), for `<html lang>`: a screen reader reads the page in its voice. */
  locale: Locale;
  /** Which top bar the page has (as the shell's markChrome says), so the room for it is right from the first paint. */
  chrome: 'home' | 'public' | 'none';
  /** The page's own head (title, description, canonical, Open Graph, JSON-LD), replacing the shell's title and description. */
  head?: string;
  /**
   * Stylesheets the server HTML needs, first in the body: each app's, at `href`, and by `name`, its file's
   * name in the app's build, which is how the app's scripts look for it before they fetch it. One with its
   * `text` is written into the page instead of linked.
   */
  stylesheets: readonly { href: string; name: string; text?: string }[];
  header?: string;
  footer?: string;
  /** The page region: an app's rendered page, or, for a page rendered in the browser, its heading. */
  page?: { app: string; html: string; startsAtOnce?: boolean } | { heading: string };
  /** Other apps' parcels in the page, rendered by their apps, by slot name (`mfe_map:./map`). */
  parcels?: Readonly<Record<string, string>>;
  /** The data the regions were rendered with, for the browser's store. */
  data: Readonly<Record<string, unknown>>;
}

/** `<header id=portal-header></header>` (quoted or not) with `html` inside, marked for hydration. */
function fillRegion(shell: string, tag: string, id: string, html: string | undefined): string {
  if (html === undefined) return shell;
  const empty = new RegExp(`<${tag} id="?${id}"?([^>]*)>\\s*</${tag}>`);
  return shell.replace(
    empty,
    (_match, attributes: string) => `<${tag} id="${id}"${attributes} ${SERVER_RENDERED_ATTRIBUTE}>${html}</${tag}>`,
  );
}

/** A parcel's empty slot as React writes it (`RemoteParcel`): `<div data-parcel-slot="mfe_map:./map"></div>`. */
const PARCEL_SLOT = new RegExp(`<div([^>]*) ${PARCEL_SLOT_ATTRIBUTE}="([^"]*)"([^>]*)></div>`, 'g');

/** The names of the parcel slots in a page's HTML (`mfe_map:./map`). */
export const parcelSlotNames = (page: string): string[] => [...page.matchAll(PARCEL_SLOT)].map(([, , name]) => name!);

/** The page's HTML with each parcel given put in its (empty) slot, marked for the parcel to hydrate. */
function fillParcelSlots(page: string, parcels: Readonly<Record<string, string>>): string {
  return page.replace(PARCEL_SLOT, (slot, before: string, name: string, after: string) =>
    Object.hasOwn(parcels, name)
      ? `<div${before} ${PARCEL_SLOT_ATTRIBUTE}="${name}"${after} ${SERVER_RENDERED_ATTRIBUTE}>${parcels[name]}</div>`
      : slot,
  );
}

/**
 * The classic scripts written inline in the shell's index.html (its page script), which a page's policy
 * allows by their hashes; not the data blocks (`type="application/json"`), which browsers never run.
 */
export const inlineScriptsOf = (shell: string): string[] =>
  [...shell.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, script]) => script!);

/**
 * The HTML of a page: the shell's index.html with the page's head, each region the server rendered
 * (marked so its app hydrates it), and the data they showed in one `<script type="application/json">`,
 * a type browsers never run (so the CSP does not apply to it), written so no value can end the element.
 * A region not given stays as the shell has it, and its app renders it in the browser.
 */
export function composePage(shell: string, parts: PageParts): string {
  let html = shell.replace(
    /<html([^>]*)>/,
    (_match, attributes: string) =>
      `<html${attributes.replace(/\slang=("[^"]*"|\S*)/, '')} lang="${parts.locale}" data-chrome="${parts.chrome}">`,
  );
  if (parts.head !== undefined) html = html.replace(/<title>[\s\S]*?<\/title>/, '');
  if (parts.head?.includes('<meta name="description"')) html = html.replace(/<meta name="?description"?[^>]*>/, '');
  // No paint until the whole body is parsed (up to the data, its last element): a phone's parser yields
  // mid-page, and a half-parsed row of fields lays out differently from the whole one, so a form, a bar or
  // a list moved once the rest arrived (layout shifts Chromium measured on /schools). A browser without
  // `rel=expect` paints as before.
  const wholeBody = `<link rel="expect" href="#${SERVER_DATA_ID}" blocking="render">`;
  html = html.replace('</head>', () => `${parts.head ?? ''}${wholeBody}</head>`);
  // First in the body, so after every stylesheet the apps link in the head as they go: an app's rules stay
  // last in the cascade whatever else arrives, so nothing moves. Nothing precedes them to paint unstyled.
  // `data-href` is the name webpack's CSS loader (mini-css-extract-plugin) looks for on links and style
  // elements, as its README says for preloaded or inlined CSS: the app's scripts then use this one
  // instead of fetching it again.
  const stylesheets = parts.stylesheets
    .map(({ href, name, text }) =>
      text === undefined
        ? `<link rel="stylesheet" href="${escapeHtml(href)}" data-href="${escapeHtml(name)}">`
        : `<style data-href="${escapeHtml(name)}">${text}</style>`,
    )
    .join('');
  html = html.replace(/<body[^>]*>/, (body) => `${body}${stylesheets}`);
  html = fillRegion(html, 'header', 'portal-header', parts.header);
  html = fillRegion(html, 'footer', 'portal-footer', parts.footer);
  const { page } = parts;
  if (page) {
    html = html.replace(
      /<div id="?portal-page"?[^>]*>(?:<p class="?portal-loading"?>([^<]*)(?:<\/p>)?)?<\/div>/,
      (_match, loading?: string) =>
        'app' in page
          ? `<div id="portal-page"><div id="portal-page-${page.app}" ${SERVER_RENDERED_ATTRIBUTE}${page.startsAtOnce ? ` ${STARTS_AT_ONCE_ATTRIBUTE}` : ''}>${fillParcelSlots(page.html, parts.parcels ?? {})}</div></div>`
          : // Rendered in the browser: its heading is the page's largest text until then, not 'Loading…'.
            `<div id="portal-page" aria-busy="true"><div class="portal-loading"><h1>${escapeHtml(page.heading)}</h1>${loading ? `<p>${loading}</p>` : ''}</div></div>`,
    );
  }
  const data = `<script type="application/json" id="${SERVER_DATA_ID}">${scriptJson(parts.data)}</script>`;
  return html.replace('</body>', () => `${data}</body>`);
}
