/** Where the shell's build writes the web app manifest (build/web-app-manifest.ts). */
const WEB_APP_MANIFEST = '/manifest.webmanifest';

/**
 * Links the web app manifest, with which a phone installs the portal, to the page. The page script does it
 * once the page has loaded and painted (`afterFirstPaintWhenIdle`): linked in the HTML, Chromium fetched the
 * manifest and then its 192 px icon while the page was loading, two requests one after the other that
 * compete with the page's own on a slow network and that Lighthouse's simulated phone (Slow 4G) counts
 * before the page's largest paint, a round trip later (LCP of `/` 1,214 ms with the link in the HTML,
 * 1,066–1,092 without; linked when idle after the load, `/laws` still 1,224–1,241 in two runs of three).
 * A reader installs the portal after reading it, and what makes the installed portal work offline, the
 * service worker, is the page script's too.
 */
export function linkWebAppManifest(document: Document): void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = WEB_APP_MANIFEST;
  document.head.append(link);
}
