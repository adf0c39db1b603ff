import { useId, useMemo } from 'react';
import { Announcer } from '../school-search/announcer.component.js';
import { NativeSelect } from '../school-search/native-select.component.js';
import { SchoolResults } from '../school-search/school-results.component.js';
import { SearchForm } from '../school-search/search-form.component.js';
import { useSchoolSearch } from '../school-search/use-school-search.js';
import { widgetFetcher } from './widget-api.js';
import { schoolsWords } from '../i18n/words.js';

export type HeadingLevel = 2 | 3 | 4 | 5;

interface SchoolsWidgetProps {
  /** The state whose schools are listed ('' for every state). */
  stateName: string;
  /** The portal's origin, for its API and its school pages. */
  origin: string;
  headingLevel: HeadingLevel;
}

/**
 * The schools list and search of the portal, on another organisation's page: a labelled region with its
 * own heading, the search form, a visible status line that is also a polite live region (a host page has
 * no toasts), and the cards, each linking to the school's page on the portal.
 */
export function SchoolsWidget({ stateName, origin, headingLevel }: SchoolsWidgetProps) {
  const fetchSchools = useMemo(() => widgetFetcher(origin), [origin]);
  const search = useSchoolSearch({ fetchSchools, stateName });
  const titleId = useId();
  const words = schoolsWords.useWords();
  const Heading = `h${headingLevel}` as const;
  const schoolHref = useMemo(() => (id: number) => `${origin}/schools/${id}`, [origin]);
  return (
    <section className="schools-widget" aria-labelledby={titleId}>
      <Heading id={titleId} className="schools-widget__title">
        {words('schoolsIn', { place: stateName || words('nigeria') })}
      </Heading>
      <SearchForm search={search} Select={NativeSelect} />
      <Announcer announcement={search.announcement} visible />
      <SchoolResults search={search} headingLevel={(headingLevel + 1) as 3 | 4 | 5 | 6} schoolHref={schoolHref} />
    </section>
  );
}
