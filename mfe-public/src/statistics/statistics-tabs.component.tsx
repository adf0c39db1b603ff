import { Tab, TabList, TabPanel, Tabs } from '@portal/shared/ui';
import { formatNumber, formatPercent, messages } from '@portal/shared';
import type { CountryRecord } from '../data/public-data.js';
import { DoughnutChart, sliceColour } from './doughnut-chart.component.js';
import { statViews, type StatView, type StatViewId } from './figures.js';
import { CitationLine } from '../sources/citation.component.js';
import { WithoutScript } from '../without-script.component.js';
import './statistics.css';

/** §4.3: the population view is shown first. */
const FIRST_VIEW: StatViewId = 'population';

/**
 * The three statistics views (§2.5) as React Aria tabs: arrow keys move between the tabs, Tab moves into
 * the panel.
 */
export function StatisticsTabs({ country }: { country: CountryRecord | null }) {
  const views = statViews(country);
  return (
    <>
      <Tabs className="stat-tabs" defaultSelectedKey={FIRST_VIEW}>
        <TabList className="stat-tabs__list" aria-label={messages.statisticsViews}>
          {views.map((view) => (
            <Tab key={view.id} id={view.id} className="stat-tabs__tab">
              {view.tab}
            </Tab>
          ))}
        </TabList>
        {views.map((view) => (
          <TabPanel key={view.id} id={view.id} className="stat-tabs__panel">
            <StatViewPanel view={view} />
          </TabPanel>
        ))}
      </Tabs>
      <ViewsWithoutScript views={views.filter((view) => view.id !== FIRST_VIEW)} />
    </>
  );
}

/**
 * Without JavaScript the tabs cannot switch, and the server's HTML holds only the first view's panel: so
 * the tab list, whose tabs would do nothing, is hidden, and the other views follow, each under its own
 * heading.
 */
const HIDE_TAB_LIST = '.stat-tabs__list { display: none; }';
function ViewsWithoutScript({ views }: { views: StatView[] }) {
  return (
    <WithoutScript hide={HIDE_TAB_LIST}>
      {views.map((view) => (
        <div key={view.id} className="stat-tabs__panel">
          <StatViewPanel view={view} />
        </div>
      ))}
    </WithoutScript>
  );
}

/**
 * One view: the doughnut and, beside it, the same figures as a data table, so a screen-reader or
 * keyboard user reads every number cell by cell rather than from a picture.
 */
function StatViewPanel({ view }: { view: StatView }) {
  const withCounts = view.figures.some((figure) => figure.count !== null);
  return (
    <>
      <h3 className="stat-view__title">{view.title}</h3>
      <div className="stat-view">
        <DoughnutChart title={view.title} figures={view.figures} />
        <table className="stat-table">
          <caption className="portal-visually-hidden">{view.title}</caption>
          <thead>
            <tr>
              <th scope="col">{view.groupHeader}</th>
              <th scope="col">{messages.statsShareHeader}</th>
              {withCounts && <th scope="col">{messages.statsCountHeader}</th>}
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
                <td>{formatPercent(figure.share)}</td>
                {withCounts && <td>{figure.count === null ? messages.notPublished : formatNumber(figure.count)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
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
