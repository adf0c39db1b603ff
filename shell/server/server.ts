/**
 * The portal's server, as `npm start` runs it (`npm run serve -w shell`): the pages and the API on one
 * port, or, with API_URL set, the pages alone, reading the API there.
 */
import { serve } from '@portal/api/serve';
import { turnOnPseudoLocale } from '@portal/shared/i18n/pseudo-message';
import { loadPortalConfig } from './config.js';
import { startPageServer, startPortal } from './portal.js';

await serve(async () => {
  const config = loadPortalConfig();
  if (config.pseudoLocale) turnOnPseudoLocale();
  return { app: await (config.apiUrl ? startPageServer(config, config.apiUrl) : startPortal(config)), config };
});
