import { messages, type PageTable } from '@portal/shared';
import { SchoolPage } from './school-page/school.page.js';
import { SchoolsListPage } from './schools-list/schools-list.page.js';

/** The schools app's pages (spec §2.1); the schools modal and the widget are not pages, they are mounted by others. */
export const SCHOOLS_PAGES: PageTable = [
  { path: '/schools', title: () => messages.schoolsListTitle, render: () => <SchoolsListPage /> },
  { path: '/schools/:id', title: () => messages.schoolPageTitle, render: ({ params }) => <SchoolPage id={params.id!} /> },
];
