import { Link } from '@portal/shared/ui';
import { Parts } from '@portal/shared/i18n/app-words';
import { LoadError, useLoad } from '@portal/shared/data';
import { fetchPublishedReports } from '../data/public-data.js';
import { reportsPath } from '../eyewitness/report-filters.js';
import { publicWords } from '../i18n/words.js';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { PublishedDate, ReportListMedia, reportPath, reportTitle } from '../eyewitness/report-parts.component.js';

/** How many of a state's latest reports its page lists; the rest are a link away. */
export const LATEST_STATE_REPORTS = 3;

/** A state's latest published reports and their count: one request, shared by its key findings and its list. */
export const useStateReports = (stateId: number) =>
  useLoad(`state-reports:${stateId}`, (signal) => fetchPublishedReports(1, { stateId, commentType: null }, signal, LATEST_STATE_REPORTS));

/**
 * 'Eyewitness reports from {state}' on the state's page: how many are published, the latest three (each
 * a link to its page, with its first photograph as lists show it) and a link to the whole list narrowed
 * to the state; or a sentence when there are none.
 * It loads apart from the policy, so a slow or failed answer here leaves the rest of the page as it is.
 */
export function StateReports({ stateId, state }: { stateId: number; state: string }) {
  const reports = useStateReports(stateId);
  const words = publicWords.useWords();
  const kinds = sharedWords.useWords();
  return (
    <section aria-labelledby="state-reports-heading" className="state-reports">
      <h2 id="state-reports-heading">{words('stateReportsHeading', { state })}</h2>
      {reports.status === 'loading' && <p role="status">{words('stateReportsLoading')}</p>}
      {reports.status === 'failed' && <LoadError onRetry={reports.retry} />}
      {reports.status === 'ready' &&
        (reports.data.meta.total === 0 ? (
          <p className="empty-state">{words('stateReportsNone', { state })}</p>
        ) : (
          <>
            <p>{words('stateReportsCount', { n: reports.data.meta.total, state })}</p>
            <h3>{words('stateReportsLatest')}</h3>
            <ul className="state-reports__list">
              {reports.data.data.map((report) => (
                <li key={report.id} className="state-reports__item">
                  <p>
                    <Parts
                      parts={words.parts('stateReportsItem', {
                        report: <Link href={reportPath(report)}>{reportTitle(report, words, kinds)}</Link>,
                        date: <PublishedDate report={report} />,
                      })}
                    />
                  </p>
                  <ReportListMedia report={report} />
                </li>
              ))}
            </ul>
            <Link href={reportsPath({ stateId, commentType: null })} className="state-reports__all">
              {words('stateReportsAll', { state })}
            </Link>
          </>
        ))}
    </section>
  );
}
