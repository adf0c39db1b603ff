import { registerApplication, start, type ActivityFn } from 'single-spa';
import { loadExposed, type RemoteName } from '@portal/shared/remotes';
import { isAuthPage, isDashboardPage, isPublicPage, isSchoolsPage, showsPublicChrome } from './activity.js';
import { resilientApp, type RegionProps } from './resilient-app.js';
import { markChrome } from './chrome.js';
import { whenRegionMayHydrate } from './hydrate-first.js';

const region = (id: string) => document.getElementById(id)!;

/**
 * Each page app gets its own element inside the page region, so one app's root never meets another's.
 * The server may have sent one already, holding the page it rendered: the app hydrates it.
 */
function pageRegion(name: string): string {
  const id = `portal-page-${name}`;
  if (!document.getElementById(id)) {
    const element = document.createElement('div');
    element.id = id;
    region('portal-page').append(element);
  }
  return id;
}

function app(name: string, remote: RemoteName, exposed: string, activeWhen: ActivityFn, regionId: string) {
  const isPage = regionId.startsWith('portal-page-');
  registerApplication<RegionProps>({
    name,
    app: async () =>
      resilientApp(() => whenRegionMayHydrate(region(regionId)).then(() => loadExposed(remote, exposed)), { remote, isPage }),
    activeWhen,
    customProps: { domElement: region(regionId) } as RegionProps,
  });
}

/** Exactly one page app is active at any path (activity.ts); it shows the page, or its 'Page not found'. */
const PAGE_APPS: ReadonlyArray<[string, RemoteName, ActivityFn]> = [
  ['public', 'mfe_public', isPublicPage],
  ['schools', 'mfe_schools', isSchoolsPage],
  ['auth', 'mfe_auth', isAuthPage],
  ['dashboard', 'mfe_dashboard', isDashboardPage],
];

export function startPortal(): void {
  app('public-header', 'mfe_public', './header', showsPublicChrome, 'portal-header');
  app('public-footer', 'mfe_public', './footer', showsPublicChrome, 'portal-footer');
  for (const [name, remote, activeWhen] of PAGE_APPS) {
    app(name, remote, './lifecycles', activeWhen, pageRegion(name));
  }
  window.addEventListener('single-spa:before-routing-event', markChrome);
  givePlaceholderWayToFirstPage(region('portal-page'));
  start({ urlRerouteOnly: true });
}

/**
 * The loading text (with the page's heading, when the server knows it) stays until a page app has
 * rendered into its region, and goes in the same task, before the next paint: the page never shows both,
 * nor a blank between them. A page the server rendered has no loading text.
 */
function givePlaceholderWayToFirstPage(page: HTMLElement): void {
  const observer = new MutationObserver(() => {
    const rendered = [...page.children].some((child) => child.id.startsWith('portal-page-') && child.childElementCount > 0);
    if (!rendered) return;
    observer.disconnect();
    page.querySelectorAll('.portal-loading').forEach((placeholder) => placeholder.remove());
    page.removeAttribute('aria-busy');
  });
  observer.observe(page, { childList: true, subtree: true });
}
