import { useState } from 'react';
import { RouterProvider, Tab, TabList, TabPanel, Tabs } from '@portal/shared/ui';
import {
  ARROW_KEYS_MOVE_FOCUS_ATTRIBUTE,
  TABS_SWITCH_BEFORE_HYDRATION_ATTRIBUTE,
  queryWith,
  replaceAddress,
  useSearch,
} from '@portal/shared';
import type { CountryRecord } from '../data/public-data.js';
import { DoughnutChart, sliceColour } from './doughnut-chart.component.js';
import { statViews, type StatView, type StatViewId } from './figures.js';
import { CitationLine } from '../sources/citation.component.js';
import { publicWords } from '../i18n/words.js';
import { useFormats } from '@portal/shared/i18n/page-language';
import './statistics.css';

/** §4.3: the population view is shown first. */
const FIRST_VIEW: StatViewId = 'population';

/** The view an address asks for (`?view=gender`), else the first. */
function viewInAddress(search: string, views: readonly StatView[]): StatViewId {
  const asked = new URLSearchParams(search).get('view');
  return views.find((view) => view.id === asked)?.id ?? FIRST_VIEW;
}

/** The id of the statistics' heading, which the page a tab leads to (before the scripts have run) scrolls to. */
export const STATISTICS_HEADING_ID = 'statistics-heading';

/** The address that shows a view, at the statistics: the first view's is the page's own. */
const addressOfView = (search: string, view: StatViewId) =>
  `${queryWith(search, { view: view === FIRST_VIEW ? null : view }) || '?'}#${STATISTICS_HEADING_ID}`;

/**
 * The three statistics views (§2.5) as React Aria tabs, each also a link to the page showing its view
 * (`?view=gender`, at the statistics), which the server renders: so a tab works if the page's scripts never
 * run. Every view's panel is in the page (those not shown are inert and hidden), so until the page has
 * hydrated the shell's page script switches them on a press and writes the view into the address
 * (`TABS_SWITCH_BEFORE_HYDRATION_ATTRIBUTE`), and moves between the tabs with the arrow keys: the first press
 * on a cheap phone is answered at once, not after the app's start. Once hydrated, a press on a tab (click,
 * Enter or Space) switches the view in place and writes it into the address, which then shows the same view.
 * Arrow keys move between the tabs (tabs that are links are activated by a press, not by focus: the APG's
 * manual activation), Tab moves into the panel.
 */
export function StatisticsTabs({ country }: { country: CountryRecord | null }) {
  const words = publicWords.useWords();
  const views = statViews(country, words);
  const search = useSearch();
  const [selected, setSelected] = useState(() => viewInAddress(search, views));
  // React Aria hands a press on a link tab to the router: here, the view it links to is shown in place.
  const show = (href: string) => {
    const query = new URL(href, window.location.href).search;
    setSelected(viewInAddress(query, views));
    replaceAddress(window.location.pathname + query + window.location.hash);
  };
  return (
    <RouterProvider navigate={show}>
      <Tabs className="stat-tabs" selectedKey={selected} {...{ [TABS_SWITCH_BEFORE_HYDRATION_ATTRIBUTE]: '' }}>
        <TabList className="stat-tabs__list" aria-label={words('statisticsViews')} {...{ [ARROW_KEYS_MOVE_FOCUS_ATTRIBUTE]: '' }}>
          {views.map((view) => (
            <Tab key={view.id} id={view.id} href={addressOfView(search, view.id)} className="stat-tabs__tab">
              {view.tab}
            </Tab>
          ))}
        </TabList>
        {views.map((view) => (
          <TabPanel key={view.id} id={view.id} className="stat-tabs__panel" shouldForceMount>
            <StatViewPanel view={view} />
          </TabPanel>
        ))}
      </Tabs>
    </RouterProvider>
  );
}

/**
 * One view: the doughnut and, beside it, the same figures as a data table, so a screen-reader or
 * keyboard user reads every number cell by cell rather than from a picture.
 */
function StatViewPanel({ view }: { view: StatView }) {
  const words = publicWords.useWords();
  const formats = useFormats();
  const withCounts = view.figures.some((figure) => figure.count !== null);
  return (
    <>
      <h3 className="stat-view__title">{view.title}</h3>
      <div className="stat-view">
        <DoughnutChart title={view.title} figures={view.figures} percent={formats.percent} />
        {/* Under a reader's own text spacing (WCAG 1.4.12) on a 320 px phone the table is wider than the
            screen: it scrolls here, not the page. Chromium and Firefox let the keyboard focus a scroller with
            nothing focusable in it. */}
        <div className="stat-table-scroller">
          <table className="stat-table">
            <caption className="portal-visually-hidden">{view.title}</caption>
            <thead>
              <tr>
                <th scope="col">{view.groupHeader}</th>
                <th scope="col">{words('statsShareHeader')}</th>
                {withCounts && <th scope="col">{words('statsCountHeader')}</th>}
              </tr>
            </thead>
            <tbody>
              {view.figures.map((figure, index) => (
                <tr key={figure.label}>
                  <th scope="row">
                    {/* The swatch ties the row to its slice for sighted readers; the words carry the meaning. */}
                    <span className="stat-table__swatch" style={{ background: sliceColour(index) }} aria-hidden="true" />
                    {figure.label}
                  </th>
                  <td>{formats.percent(figure.share)}</td>
                  {withCounts && <td>{figure.count === null ? words('notPublished') : formats.number(figure.count)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {view.citations.map(({ subject, citation }, index) => (
        <CitationLine key={index} subject={subject} citation={citation} />
      ))}
      {view.stated.length > 0 && (
        <dl className="facts stat-view__stated">
          {view.stated.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>
                <strong>{figure.value}</strong>
                {figure.citation && <CitationLine citation={figure.citation} />}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
