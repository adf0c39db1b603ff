// The page's own script: all that runs before someone uses a page the server rendered. The portal itself
// (the apps' loader, single-spa and the apps) is portal.ts, a build of its own that this loads.
// Styles load from here, so they become a stylesheet in the page's head and paint with the HTML.
import '@portal/shared/tokens.css';
import './shell.css';
import { trackStickyBarHeight } from '@portal/shared/sticky-bar';
import { markChrome } from './chrome.js';
import { keepFetchedByWorker } from './service-worker-registration.js';
import {
  keepFocusWhereItWas,
  keepPressesUntilHydrated,
  keepTypedTextUntilHydrated,
  markRegionReachedFor,
  pageWaitsForUse,
  showAppsWhereFocusIs,
  whenUsed,
} from './hydrate-when-used.js';
import { savesData } from '@portal/shared/choices';
import { afterFirstPaintWhenIdle, afterLoadWhenIdle } from './after-load.js';
import { prefetchRemotes } from './prefetch-remotes.js';
import { rememberLanguageChoices } from './language-choice.js';
import { prepareChosenAnswers } from './chosen-answers.js';
import { linkWebAppManifest } from './web-app-manifest-link.js';

/** Written by the shell's federated build (webpack.config.ts), served with no-cache like this script. */
const PORTAL_SCRIPT = '/portal.js';

// Before anything else, so the first paint already keeps the right room for the top bar.
markChrome();
// From the first Tab on, the browser scrolls what takes focus clear of the sticky top bar: that must hold
// before the portal arrives, since a key is what starts it.
trackStickyBarHeight(document.getElementById('portal-header')!, 'portal-header-sticky-height');
// Until a region has hydrated, a press on one of its controls is kept and made again once it has; and
// focus on an element that hydration makes unfocusable goes inside it, not back to the page's start.
keepPressesUntilHydrated(document);
keepTypedTextUntilHydrated(document);
keepFocusWhereItWas(document);
markRegionReachedFor(document);
showAppsWhereFocusIs(document);
rememberLanguageChoices(document);
prepareChosenAnswers(document, { portalAsked: () => document.querySelector(`script[src="${PORTAL_SCRIPT}"]`) !== null });

afterFirstPaintWhenIdle(() => linkWebAppManifest(document));

function loadPortal() {
  const script = document.createElement('script');
  script.src = PORTAL_SCRIPT;
  document.head.append(script);
}

// A page the server rendered is read, scrolled and followed as HTML: the portal's JavaScript (about a
// second of a cheap phone's processor) is fetched and run at its first use. Other pages need it at once.
// The portal and the page's apps are prefetched (fetched, not run) once the page has loaded and the
// network is idle, so that first use waits for neither; not for a reader who asked to save data
// (Save-Data), whose visit that only reads then costs no script.
if (pageWaitsForUse(document.getElementById('portal-page')!)) {
  void whenUsed().then(loadPortal);
  if (!savesData()) afterLoadWhenIdle(() => void prefetchRemotes([PORTAL_SCRIPT]).then(keepFetchedByWorker));
} else loadPortal();
