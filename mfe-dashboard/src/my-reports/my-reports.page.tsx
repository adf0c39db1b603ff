import { useState } from 'react';
import { Link } from '@portal/shared/ui';
import { type User } from '@portal/shared';
import { LoadError, useLoad } from '@portal/shared/data';
import type { MyReport } from '@portal/shared/contracts';
import { fetchMyReports } from '../dashboard-api.js';
import { ReportList } from '../reports/report-card-parts.component.js';
import { MyReportCard } from './my-report-card.component.js';
import './my-reports.css';
import { dashboardWords } from '../i18n/words.js';

/**
 * My reports (issue 19): every report the signed-in user sent, newest first as the server lists them, with
 * where it stands and its history; they can withdraw one, or correct and send again one not published.
 */
export function MyReportsPage({ user }: { user: User }) {
  const words = dashboardWords.useWords();
  // Keyed by user: another account's reports are never shown from the page-wide store.
  const load = useLoad(`dashboard:my-reports:${user.id}`, fetchMyReports);
  // The reports changed here since the list loaded, as the server answered.
  const [changed, setChanged] = useState<ReadonlyMap<number, MyReport>>(new Map());
  const reports = load.status === 'ready' ? load.data.map((report) => changed.get(report.id) ?? report) : null;
  const change = (report: MyReport) => setChanged((current) => new Map(current).set(report.id, report));

  return (
    <div className="dashboard-page" aria-busy={load.status === 'loading'}>
      <h1>{words('myReportsTitle')}</h1>
      <p className="page-intro">{words('myReportsIntro')}</p>
      {load.status === 'loading' && <p role="status">{words('myReportsLoading')}</p>}
      {load.status === 'failed' && <LoadError message={words('myReportsLoadFailed')} onRetry={load.retry} />}
      {reports?.length === 0 && (
        <p>
          {words('myReportsEmpty')} <Link href="/dashboard">{words('myReportsSendOne')}</Link>
        </p>
      )}
      {reports && reports.length > 0 && (
        <ReportList reports={reports} card={(report) => <MyReportCard report={report} onChange={change} />} />
      )}
    </div>
  );
}
