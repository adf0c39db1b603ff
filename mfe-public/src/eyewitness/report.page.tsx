import { Link } from '@portal/shared/ui';
import { NotFoundPage, rowIdFrom, usePageName } from '@portal/shared';
import { Parts } from '@portal/shared/i18n/app-words';
import { Fact } from '@portal/shared/fact';
import type { PublicReport } from '@portal/shared/contracts';
import { LoadingPage, useLoad } from '@portal/shared/data';
import { fetchPublicReport } from '../data/public-data.js';
import { reportsPath } from './report-filters.js';
import { PublishedDate, ReportMediaList, VerifiedNote, hasMedia, placeOf, reportTitle } from './report-parts.component.js';
import { publicWords } from '../i18n/words.js';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { commentTypeText } from '@portal/shared/i18n/comment-types';
import './eyewitness.css';

/**
 * `/reports/{id}`: one published report. A report that does not exist and one that is not published (or
 * no longer) are the same 404 to the public, so the page cannot tell which ids exist.
 */
export function ReportPage({ id }: { id: string }) {
  const words = publicWords.useWords();
  const reportId = rowIdFrom(id);
  const report = useLoad(reportId === null ? null : `report:${reportId}`, (signal) => fetchPublicReport(reportId!, signal));

  if (reportId === null || (report.status === 'ready' && report.data === null)) {
    return <NotFoundPage title={words('reportNotFound')} hint={words('reportNotFoundHint')} className="page" homeClassName="button-link" />;
  }
  if (report.status !== 'ready') {
    return <LoadingPage load={report} className="page" loading={words('reportLoading')} title={words('reportPageTitle')} />;
  }
  return <ReportDetails report={report.data!} />;
}

function ReportDetails({ report }: { report: PublicReport }) {
  const words = publicWords.useWords();
  const kinds = sharedWords.useWords();
  const place = placeOf(report, words);
  const title = reportTitle(report, words, kinds);
  usePageName(title);
  return (
    <article className="page report-page" aria-labelledby="report-page-title">
      <h1 id="report-page-title">{title}</h1>
      <VerifiedNote report={report} withHow={false} />
      <dl className="facts">
        <Fact label={words('reportTypeLabel')}>{commentTypeText(report.commentType, kinds)}</Fact>
        <Fact label={words('reportPlaceLabel')}>{place ?? words('reportPlaceNotGiven')}</Fact>
        <Fact label={words('reportPublishedLabel')}>
          <PublishedDate report={report} />
        </Fact>
        {report.name && (
          <Fact label={words('reportedByLabel')}>
            <bdi>{report.name}</bdi>
          </Fact>
        )}
        <Fact label={words('reportVerified')}>
          {!report.verified ? (
            words('reportReviewed')
          ) : report.verifiedHow ? (
            <Parts parts={words.parts('reportVerifiedYesHow', { how: <bdi>{report.verifiedHow}</bdi> })} />
          ) : (
            words('reportVerifiedYes')
          )}
        </Fact>
      </dl>

      <section aria-labelledby="report-page-text">
        <h2 id="report-page-text">{words('reportTextHeading')}</h2>
        {/* The reporter's words, isolated so a right-to-left override in them stays inside. */}
        <p className="long-text">
          <bdi>{report.comment}</bdi>
        </p>
      </section>

      {hasMedia(report) && (
        <section aria-labelledby="report-page-media" className="report-page__media">
          <h2 id="report-page-media">{words('reportMediaHeading')}</h2>
          <ReportMediaList report={report} />
        </section>
      )}

      <ul className="report-page__links">
        {report.stateId !== null && report.state && (
          <li>
            <Link href={reportsPath({ stateId: report.stateId, commentType: null })}>
              {words('moreReportsFrom', { state: report.state })}
            </Link>
          </li>
        )}
        <li>
          <Link href={reportsPath()}>{words('allPublishedReports')}</Link>
        </li>
      </ul>
    </article>
  );
}
