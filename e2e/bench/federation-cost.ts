/**
 * The page-weight part of the bench for the home page alone, with Module Federation's own files apart:
 * `node --import tsx bench/federation-cost.ts` (in e2e/, after `npm run build`). `WEB_ROOT` weighs
 * another build, such as one made from an earlier commit.
 */
import { startPortal } from '../src/portal-server.js';
import { launchBrowser } from '../src/browser.js';
import { weighPage } from './bundles.js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const portal = await startPortal({ RATE_LIMIT_DISABLED: 'true' });
const browser = await launchBrowser();
try {
  for (const parcelsUsed of [false, true]) {
    const weight = await weighPage(browser, portal.url, '/', { parcelsUsed });
    console.log(
      `${weight.page} once used: federation files (portal.js, remoteEntry.js) ${kb(weight.federation)}; all JS ${kb(weight.js)}; CSS ${kb(weight.css)}`,
    );
  }
} finally {
  await browser.close();
  await portal.stop();
}
