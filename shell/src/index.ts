// Styles load from the entry, so they become a stylesheet in the page's head and paint with the HTML.
import '@portal/shared/tokens.css';
import './shell.css';
import { markChrome } from './chrome.js';
import './service-worker-registration.js';
import { firstUse, keepPressesUntilHydrated } from './hydrate-when-used.js';

// Before anything else, so the first paint already keeps the right room for the top bar.
markChrome();
// Watched from now: a page the server rendered starts its apps at its first use (root-config.ts), and a
// press made before its region hydrates is kept until it has, even one before the federation manifest.
void firstUse();
keepPressesUntilHydrated(document);
// The async boundary lets the federation runtime negotiate shared singletons before any of them runs.
import('./bootstrap.js');
