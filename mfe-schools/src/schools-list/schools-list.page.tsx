import { useEffect, useId, useMemo, useRef } from 'react';
import { Button, Link } from '@portal/shared/ui';
import { htmlAnswersBeforeHydration, inPageLanguage, ResultCount, useAddressForm, useSearch } from '@portal/shared';
import { LoadError, useLoad, type Load } from '@portal/shared/data';
import type { Paged, School } from '@portal/shared/contracts';
import { suggestionFormHref } from '@portal/shared/suggestion-fields';
import { fetchSchools, fetchStates } from '../data/schools-api.js';
import { SchoolCards } from '../school-search/school-results.component.js';
import { ANY_TYPE_KEY, typeOptions } from '../school-search/school-types.js';
import { ANY_IMPAIRMENT_KEY, impairmentOptions } from '../school-search/impairments.js';
import type { Option } from '../school-search/option-select.component.js';
import { schoolsWords } from '../i18n/words.js';
import { NativeSelect } from '../school-search/native-select.component.js';
import { SCHOOLS_LIST_PATH, schoolsListPath, schoolsQueryFrom, type SchoolsQuery } from './schools-list-query.js';
import '../school-search/school-search.css';
import '../schools-page.css';
import './schools-list.css';

// A plain form sends '' for "any", which the address then leaves out.
const plainChoices = (options: Option[], anyKey: string) =>
  options.map((option) => (option.id === anyKey ? { ...option, id: '' } : option));

const schoolPath = (id: number) => `/schools/${id}`;

type SchoolsLoad = Load<Paged<School>> & { retry: () => void };

/**
 * `/schools`: the inclusive schools, narrowed by state and the search of §5, a page at a time. All of it is
 * in the address (`?state=Lagos&q=…&type=…&impairment=…&page=2`), read while rendering, so the server
 * renders the same page as the browser, the form and the page links work without JavaScript, and a list
 * can be shared.
 */
export function SchoolsListPage() {
  const query = schoolsQueryFrom(useSearch());
  const schools = useLoad(`schools:${schoolsListPath(query)}`, () =>
    fetchSchools({ stateName: query.state, name: query.q, type: query.type, impairment: query.impairment, page: query.page }),
  );
  const words = schoolsWords.useWords();
  const count =
    schools.status === 'loading'
      ? words('schoolsLoading')
      : schools.status === 'ready'
        ? words('schoolsFound', { n: schools.data.meta.total })
        : '';
  return (
    <div className="schools-page schools-list">
      <h1>{query.state ? words('schoolsIn', { place: query.state }) : words('schoolsListTitle')}</h1>
      <SchoolsForm query={query} />
      <ResultCount count={count} className="schools-list__count" />
      <SchoolsResults query={query} schools={schools} />
      <p className="schools-list__suggest">
        <Link href={suggestionFormHref()} className="schools-button schools-button--secondary">
          {words('suggestSchool')}
        </Link>
      </p>
    </div>
  );
}

/**
 * A GET form whose names and action are the list's address, so without JavaScript (and before the page has
 * hydrated) the browser asks for the same page the script navigates to. The selects are the browser's own:
 * arrow keys change them without a pop-up, and nothing is asked until Search.
 */
function SchoolsForm({ query }: { query: SchoolsQuery }) {
  const id = useId();
  const states = useLoad('all-states', fetchStates);
  const form = useAddressForm(query, (draft) => schoolsListPath({ ...draft, q: draft.q.trim(), page: 1 }));
  const draft = form.fields;
  const change = (name: 'state' | 'q' | 'type' | 'impairment') => (value: string) => form.setFields((d) => ({ ...d, [name]: value }));
  const words = schoolsWords.useWords();
  const types = useMemo(() => plainChoices(typeOptions(words), ANY_TYPE_KEY), [words]);
  const impairments = useMemo(() => plainChoices(impairmentOptions(words), ANY_IMPAIRMENT_KEY), [words]);

  // Until the states arrive the chosen one is kept in the value, and shown once its option is there.
  const stateChoices = [
    { id: '', name: words('allStates') },
    ...(states.status === 'ready' ? states.data.map((state) => ({ id: state.name, name: state.name })) : []),
  ];
  return (
    <form
      method="get"
      action={inPageLanguage(SCHOOLS_LIST_PATH)}
      role="search"
      aria-label={words('searchSchools')}
      className="schools-search"
      onSubmit={form.submit}
      {...htmlAnswersBeforeHydration}
    >
      <NativeSelect label={words('stateLabel')} name="state" value={draft.state} options={stateChoices} onChange={change('state')} />
      <div className="schools-field">
        <label className="schools-label" htmlFor={`${id}-q`}>
          {words('schoolNameLabel')}
        </label>
        {/* 100: what the address keeps of a name (schoolsQueryFrom). */}
        <input
          id={`${id}-q`}
          className="schools-input"
          type="search"
          name="q"
          maxLength={100}
          autoComplete="off"
          value={draft.q}
          onChange={(event) => change('q')(event.target.value)}
        />
      </div>
      <NativeSelect label={words('schoolTypeLabel')} name="type" value={draft.type} options={types} onChange={change('type')} />
      <NativeSelect
        label={words('impairmentLabel')}
        name="impairment"
        value={draft.impairment}
        options={impairments}
        onChange={change('impairment')}
      />
      <Button type="submit" className="schools-button">
        {words('search')}
      </Button>
      {states.status === 'failed' && <LoadError onRetry={states.retry} className="schools-list__error" />}
    </form>
  );
}

function SchoolsResults({ query, schools }: { query: SchoolsQuery; schools: SchoolsLoad }) {
  const list = useRef<HTMLUListElement>(null);
  // The page a page link leads to. The link goes while that page loads, so its first school takes the
  // focus once shown, and a keyboard or screen-reader user carries on reading from there.
  const focusPage = useRef<number | null>(null);
  const words = schoolsWords.useWords();
  useEffect(() => {
    if (schools.status !== 'ready' || focusPage.current !== query.page) return;
    focusPage.current = null;
    list.current?.querySelector<HTMLElement>('.schools-card__name')?.focus();
  }, [schools.status, query.page]);

  // The loading is said by the count's status region above.
  if (schools.status === 'loading') return null;
  if (schools.status === 'failed') return <LoadError message={words('schoolsLoadFailed')} onRetry={schools.retry} />;
  const { data, meta } = schools.data;
  return (
    <div className="schools-results">
      {data.length === 0 ? (
        <p className="schools-empty">
          {/* An old link past the end of a list that has schools: not 'none found', which is untrue of the list. */}
          {meta.total > 0 ? words('pastLastPage', { page: meta.page, pages: meta.last_page }) : words('noInclusiveSchools')}
        </p>
      ) : (
        <SchoolCards listRef={list} schools={data} headingLevel={2} schoolHref={schoolPath} />
      )}
      {meta.last_page > 1 && (
        <PageLinks query={query} page={meta.page} pages={meta.last_page} onPage={(page) => (focusPage.current = page)} />
      )}
    </div>
  );
}

/** Links, not buttons: without JavaScript each is the address of its page, which the server renders. */
function PageLinks({ query, page, pages, onPage }: { query: SchoolsQuery; page: number; pages: number; onPage: (page: number) => void }) {
  const words = schoolsWords.useWords();
  const pageLink = (to: number, text: string) => (
    <Link href={schoolsListPath({ ...query, page: to })} className="schools-link schools-list__page-link" onPress={() => onPage(to)}>
      {text}
    </Link>
  );
  return (
    <nav aria-label={words('schoolsPagesLabel')} className="schools-list__pages">
      {/* Past the last page (an old link), Previous leads to the last. */}
      {page > 1 && pageLink(Math.min(page - 1, pages), words('previousPage'))}
      <p>{words('pageOfPages', { page, pages })}</p>
      {page < pages && pageLink(page + 1, words('nextPage'))}
    </nav>
  );
}
