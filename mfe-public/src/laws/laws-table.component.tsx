import { useContext, useId, useState } from 'react';
import { LocaleContext } from '@portal/shared/i18n/app-words';
import { Button, Link } from '@portal/shared/ui';
import { LAW_STATUSES, lawStatusText, lawStatusWording, ResultCount, ScrollingTable } from '@portal/shared';
import type { LawStatus } from '@portal/shared/contracts';
import { CONFIDENCE_WORDS, publicWords } from '../i18n/words.js';
import { useDataLang } from '@portal/shared/i18n/page-language';
import { DEFAULT_SORT, LAW_COLUMNS, confidencesOf, nextSort, sortLaws, type LawRow, type LawSort } from './laws.js';

/**
 * Every state's law in one table (the APG sortable table pattern): each sortable column's header holds a
 * button, and the sorted column's `th` carries `aria-sort`, which screen readers announce with the header.
 * The sort is also said in a status region, because most screen readers do not announce a change of
 * `aria-sort` on the header a user has just activated. The status filter is the browser's own select:
 * arrow keys change it, and the count of rows shown is a status region too.
 */
export function LawsTable({ rows }: { rows: LawRow[] }) {
  const [sort, setSort] = useState<LawSort>(DEFAULT_SORT);
  const [announcement, setAnnouncement] = useState('');
  const [statusFilter, setStatusFilter] = useState<LawStatus | ''>('');
  const filterId = useId();
  const locale = useContext(LocaleContext);
  const words = publicWords.useWords();

  const shown = sortLaws(statusFilter ? rows.filter((row) => row.policy.law_status === statusFilter) : rows, sort);

  function sortBy(column: LawSort['column'], header: string) {
    const next = nextSort(sort, column);
    setSort(next);
    setAnnouncement(words(next.direction === 'ascending' ? 'sortedAscending' : 'sortedDescending', { column: header }));
  }

  return (
    <>
      <div className="laws-filter">
        <label htmlFor={filterId}>{words('filterByStatus')}</label>
        <select id={filterId} value={statusFilter} onChange={(event) => setStatusFilter(event.target.value as LawStatus | '')}>
          <option value="">{words('allStatuses')}</option>
          {LAW_STATUSES.map((status) => (
            <option key={status} value={status}>
              {lawStatusText(status, locale)}
            </option>
          ))}
        </select>
        <ResultCount count={words('showingStates', { n: shown.length, total: rows.length })} className="laws-filter__count" />
      </div>
      <p role="status" className="portal-visually-hidden">
        {announcement}
      </p>
      <ScrollingTable caption={words('lawsTableCaption')} className="laws-table">
        <thead>
          <tr>
            {LAW_COLUMNS.map((column) => {
              const header = words(column.header);
              const sorted = sort.column === column.id;
              return (
                <th key={column.id} scope="col" aria-sort={sorted ? sort.direction : undefined}>
                  <Button className="sort-button" onPress={() => sortBy(column.id, header)}>
                    {header}
                    {/* The arrow repeats aria-sort for sighted users; screen readers hear aria-sort. */}
                    <span className="sort-button__arrow" aria-hidden="true">
                      {sorted ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                    </span>
                  </Button>
                </th>
              );
            })}
            <th scope="col">{words('columnSources')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <LawRowCells key={row.policy.state} row={row} />
          ))}
        </tbody>
      </ScrollingTable>
    </>
  );
}

function LawRowCells({ row: { policy, stateId } }: { row: LawRow }) {
  const status = lawStatusWording(policy.law_status, useContext(LocaleContext));
  const words = publicWords.useWords();
  const dataLang = useDataLang();
  const confidences = confidencesOf(policy);
  // A field as its source publishes it (in English), or the page's words saying the source gives none.
  const asPublished = (value: string | number | null) => {
    const text = value === null ? '' : String(value).trim();
    return text ? <td lang={typeof value === 'number' ? undefined : dataLang}>{text}</td> : <td>{words('notStatedBySource')}</td>;
  };
  return (
    <tr>
      <th scope="row">{stateId === null ? policy.state : <Link href={`/states/${stateId}`}>{policy.state}</Link>}</th>
      <td>
        {/* The words carry the status; the badge's colour only repeats them. */}
        <span className={`badge badge--${status.tone} badge--small`}>{status.label}</span>
      </td>
      {asPublished(policy.law_name)}
      {asPublished(policy.law_year)}
      {asPublished(policy.agency)}
      <td>
        {confidences.length ? confidences.map((confidence) => words(CONFIDENCE_WORDS[confidence])).join(', ') : words('noSourceShort')}
      </td>
      <td>
        {policy.sources.length === 0 ? (
          words('noSourceShort')
        ) : (
          <ul className="laws-table__sources">
            {policy.sources.map((source, index) => (
              <li key={`${source.url}#${index}`}>
                <Link href={source.url}>
                  <span lang={dataLang}>{source.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
