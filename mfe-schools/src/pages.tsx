import type { PageTable } from '@portal/shared';
import { SchoolPage } from './school-page/school.page.js';
import { SchoolsListPage } from './schools-list/schools-list.page.js';
import { schoolsWords } from './i18n/words.js';

/** What the pages say in their heads: a chunk the server loads, which no browser fetches. */
const previews = () => import('./server/page-meta.js');

/**
 * The schools app's pages (spec §2.1), titled in the page's language; the schools modal and the widget are
 * not pages, they are mounted by others.
 */
export const SCHOOLS_PAGES: PageTable = [
  { path: '/schools', title: schoolsWords.of('schoolsListTitle'), render: () => <SchoolsListPage />, listed: { changesWith: ['schools'] } },
  {
    path: '/schools/:id',
    title: schoolsWords.of('schoolPageTitle'),
    render: ({ params }) => <SchoolPage id={params.id!} />,
    listed: { each: 'schools' },
    preview: () => previews().then((m) => m.schoolPreview),
  },
];
