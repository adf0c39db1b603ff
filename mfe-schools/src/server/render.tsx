/**
 * mfe-schools' server entry: renders its pages (a school's, the list of schools) to HTML from the same
 * components the browser mounts (see `serverEntry` in @portal/shared/server-entry). Built apart
 * (webpack.config.ts, target Node) into dist/server/; the API finds it through dist/server/manifest.json.
 */
import { serverEntry } from '@portal/shared/server-entry';
import { App } from '../app.component.js';
import { SCHOOLS_PAGES } from '../pages.js';
import { pageMeta } from './page-meta.js';
import { schoolsWords } from '../i18n/words.js';

export const { render, pages } = serverEntry({ roots: { page: App }, head: { pages: SCHOOLS_PAGES, meta: pageMeta }, words: schoolsWords });
