import { useEffect, useRef, useState } from 'react';
import { Button, Link } from '@portal/shared/ui';
import { htmlAnswersBeforeHydration, inPageLanguage, ResultCount, rowIdFrom, useAddressForm, useSearch } from '@portal/shared';
import { LoadError, useLoad } from '@portal/shared/data';
import { NativeSelect } from '@portal/shared/native-select';
import type { PublicReport } from '@portal/shared/contracts';
import { fetchNigeriaStates, fetchPublishedReports, type ReportFilters } from '../data/public-data.js';
import { filtersFrom, reportsPath } from './report-filters.js';
import { publicWords } from '../i18n/words.js';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { commentTypeChoices } from '@portal/shared/i18n/comment-types';
import { ReportByline, ReportListMedia, VerifiedNote, reportPath, reportTitle } from './report-parts.component.js';

/** One page of the list narrowed to `filters`: the key is page-wide, so the count and the list share the request. */
function usePublishedReports(filters: ReportFilters, page: number) {
  return useLoad(`reports:${reportsPath(filters)}:${page}`, (signal) => fetchPublishedReports(page, filters, signal));
}

const filtered = (filters: ReportFilters) => filters.stateId !== null || filters.commentType !== null;

/**
 * The published eyewitness reports, newest first, narrowed by state and type, a page at a time. The
 * filters live in the address (`?state_id=…&comment_type=…`), so a filtered list can be shared and Back
 * returns to the previous one.
 */
export function PublishedReports() {
  const words = publicWords.useWords();
  const filters = filtersFrom(useSearch());
  const path = reportsPath(filters);
  const first = usePublishedReports(filters, 1);
  const count =
    first.status === 'loading'
      ? words('publishedReportsLoading')
      : first.status === 'ready'
        ? words('reportsCount', { n: first.data.meta.total })
        : '';
  return (
    <section aria-labelledby="published-reports-heading" className="published-reports">
      <h2 id="published-reports-heading">{words('publishedReportsHeading')}</h2>
      <FiltersForm filters={filters} />
      <ResultCount count={count} className="published-reports__count" />
      <ReportPages key={path} filters={filters} />
    </section>
  );
}

const FIELD = { fieldClass: 'report-filters__field' };

/**
 * Two of the browser's own selects in a GET form, sent by 'Show reports'. The form's names and action
 * are the list's address, so it works as a plain form too, and is sent as one before the page has hydrated.
 */
function FiltersForm({ filters }: { filters: ReportFilters }) {
  const words = publicWords.useWords();
  const kinds = sharedWords.useWords();
  const states = useLoad('nigeria-states', fetchNigeriaStates);
  const fromAddress = { stateId: filters.stateId === null ? '' : String(filters.stateId), commentType: filters.commentType ?? '' };
  const form = useAddressForm(fromAddress, ({ stateId, commentType }) =>
    reportsPath({ stateId: rowIdFrom(stateId), commentType: commentType || null }),
  );
  const stateOptions = states.status === 'ready' ? states.data.map((state) => ({ id: String(state.id), name: state.name })) : [];
  return (
    <form
      method="get"
      action={inPageLanguage(reportsPath())}
      className="report-filters"
      onSubmit={form.submit}
      {...htmlAnswersBeforeHydration}
    >
      <NativeSelect
        label={words('reportFilterState')}
        name="state_id"
        value={form.fields.stateId}
        onChange={(stateId) => form.setFields((fields) => ({ ...fields, stateId }))}
        options={[{ id: '', name: words('allStates') }, ...stateOptions]}
        classes={FIELD}
      />
      <NativeSelect
        label={words('reportFilterType')}
        name="comment_type"
        value={form.fields.commentType}
        onChange={(commentType) => form.setFields((fields) => ({ ...fields, commentType }))}
        options={[
          { id: '', name: words('allReportTypes') },
          ...commentTypeChoices(kinds).map(({ value, label }) => ({ id: value, name: label })),
        ]}
        classes={FIELD}
      />
      <Button type="submit" className="button report-filters__apply">
        {words('applyReportFilters')}
      </Button>
      {states.status === 'failed' && <LoadError onRetry={states.retry} className="report-filters__error" />}
    </form>
  );
}

function ReportPages({ filters }: { filters: ReportFilters }) {
  const [pages, setPages] = useState(1);
  return Array.from({ length: pages }, (_, i) => (
    <ReportPage key={i + 1} filters={filters} page={i + 1} isLast={i + 1 === pages} onMore={() => setPages(pages + 1)} />
  ));
}

/**
 * A page of reports. The list grows in place, and focus moves to the first report of the page 'Show more'
 * added, so a keyboard or screen-reader user carries on reading from there.
 */
function ReportPage({ filters, page, isLast, onMore }: { filters: ReportFilters; page: number; isLast: boolean; onMore: () => void }) {
  const words = publicWords.useWords();
  const load = usePublishedReports(filters, page);
  // The first page's loading is said by the count's status region above.
  if (load.status === 'loading') return page > 1 ? <p role="status">{words('reportsLoadingMore')}</p> : null;
  if (load.status === 'failed') return <LoadError onRetry={load.retry} />;
  const { data: reports, meta } = load.data;
  if (page === 1 && reports.length === 0) {
    return <p className="empty-state">{filtered(filters) ? words('noReportsMatch') : words('noPublishedReports')}</p>;
  }
  return (
    <>
      <ul className="published-reports__list">
        {reports.map((report, index) => (
          <li key={report.id}>
            <ReportCard report={report} focusOnMount={page > 1 && index === 0} />
          </li>
        ))}
      </ul>
      {isLast && meta.page < meta.last_page && (
        <Button className="button" onPress={onMore}>
          {words('showMoreReports')}
        </Button>
      )}
    </>
  );
}

function ReportCard({ report, focusOnMount }: { report: PublicReport; focusOnMount: boolean }) {
  const words = publicWords.useWords();
  const kinds = sharedWords.useWords();
  const headingId = `report-${report.id}`;
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnMount) card.current?.focus();
    // Only when the card first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <article className="report-card" aria-labelledby={headingId} tabIndex={focusOnMount ? -1 : undefined} ref={card}>
      <h3 id={headingId} className="report-card__title">
        <Link href={reportPath(report)}>{reportTitle(report, words, kinds)}</Link>
      </h3>
      <p className="report-card__meta">
        <ReportByline report={report} />
      </p>
      <VerifiedNote report={report} />
      <p className="long-text">
        <bdi>{report.comment}</bdi>
      </p>
      <ReportListMedia report={report} />
    </article>
  );
}
