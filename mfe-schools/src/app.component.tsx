import { matchPath, usePathname } from '@portal/shared';
import { SchoolPage } from './school-page/school.page.js';

export function App() {
  const school = matchPath('/schools/:id', usePathname());
  return school ? <SchoolPage id={school.id!} /> : null;
}
