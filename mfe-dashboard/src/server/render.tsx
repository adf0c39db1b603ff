/**
 * mfe-dashboard's server entry. Its pages need the signed-in user, whom the server does not know, so it
 * renders none of them: it gives what the page shows until the app has rendered it in the browser, the
 * page's heading and document title in the page's language, from the app's own table of pages
 * (`DASHBOARD_PAGES`), so that no other package repeats the dashboard's paths or titles. Built apart
 * (webpack.config.ts, target Node) into dist/server/, found by the shell's server as every app's is.
 */
import { NOT_FOUND_PAGE, pageAt } from '@portal/shared';
import { escapeHtml, type ServerEntry } from '@portal/shared/server-render';
import { splitLocalePath } from '@portal/shared/i18n/locale-path';
import { documentTitle } from '@portal/shared/shell-messages';
import { DASHBOARD_PAGES } from '../pages.js';
import { dashboardWords } from '../i18n/words.js';

export const render: ServerEntry['render'] = async (request) => {
  const { pathname } = new URL(request.url, request.origin);
  const { page } = pageAt(DASHBOARD_PAGES, pathname);
  // A path the app does not know: its not-found page is the app's to show, once it runs.
  if (page === NOT_FOUND_PAGE) return { status: 200, head: '', regions: {}, data: {} };
  const { locale } = splitLocalePath(pathname);
  await dashboardWords.load(locale);
  const heading = page.title(locale);
  return { status: 200, head: `<title>${escapeHtml(documentTitle(heading))}</title>`, regions: {}, heading, data: {} };
};
