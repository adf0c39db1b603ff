/**
 * mfe-auth's server entry: renders the account pages with their forms to HTML from the same components
 * the browser mounts (see `serverEntry` in @portal/shared/server-entry), and answers their forms posted
 * without scripts through the same checks and API calls as their submit. Built apart (webpack.config.ts,
 * target Node) into dist/server/; the page server finds it through dist/server/manifest.json.
 */
import { serverEntry } from '@portal/shared/server-entry';
import { App } from '../app.component.js';
import { AUTH_PAGES } from '../pages.js';
import { postRegistration } from '../register/register.page.js';
import { postLogin } from '../login/login.page.js';
import { postResetRequest } from '../forgot-password/forgot-password.page.js';
import { postNewPassword } from '../reset-password/reset-password.page.js';
import { pageMeta } from './page-meta.js';
import { authWords } from '../i18n/words.js';

export const { render } = serverEntry({
  roots: { page: App },
  head: { pages: AUTH_PAGES, meta: pageMeta },
  forms: {
    '/register': postRegistration,
    '/login': postLogin,
    '/forgot-password': postResetRequest,
    '/reset-password/:token': postNewPassword,
  },
  words: authWords,
});
