import { useEffect, useRef, useState } from 'react';
import { Button, Link } from '@portal/shared/ui';
import { Fill, messages, t } from '@portal/shared';
import { LoadError, useLoad } from '@portal/shared/data';
import type { PublicReport } from '@portal/shared/contracts';
import { fetchPublishedReports } from '../data/public-data.js';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The approved eyewitness reports, newest first, a page at a time. The list grows in place, and focus
 * moves to the first report of the page 'Show more' added, so a keyboard or screen-reader user carries
 * on reading from there.
 */
export function PublishedReports() {
  const [pages, setPages] = useState(1);
  return (
    <section aria-labelledby="published-reports-heading" className="published-reports">
      <h2 id="published-reports-heading">{messages.publishedReportsHeading}</h2>
      {Array.from({ length: pages }, (_, i) => (
        <ReportPage key={i + 1} page={i + 1} isLast={i + 1 === pages} onMore={() => setPages(pages + 1)} />
      ))}
    </section>
  );
}

function ReportPage({ page, isLast, onMore }: { page: number; isLast: boolean; onMore: () => void }) {
  const load = useLoad(`reports:${page}`, (signal) => fetchPublishedReports(page, signal));
  if (load.status === 'loading') return <p role="status">{messages.publishedReportsLoading}</p>;
  if (load.status === 'failed') return <LoadError onRetry={load.retry} />;
  const { data: reports, meta } = load.data;
  if (page === 1 && reports.length === 0) return <p className="empty-state">{messages.noPublishedReports}</p>;
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
          {messages.showMoreReports}
        </Button>
      )}
    </>
  );
}

function ReportCard({ report, focusOnMount }: { report: PublicReport; focusOnMount: boolean }) {
  const headingId = `report-${report.id}`;
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnMount) card.current?.focus();
    // Only when the card first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const photos = report.media.filter((item) => item.kind === 'photograph');
  const video = report.media.find((item) => item.kind === 'video');
  return (
    <article className="report-card" aria-labelledby={headingId} tabIndex={focusOnMount ? -1 : undefined} ref={card}>
      <h3 id={headingId} className="report-card__title">
        {report.commentType}
      </h3>
      <p className="report-card__meta">
        {/* The badge's word carries the state; its colour only repeats it. */}
        <span className={`badge ${report.verified ? 'badge--success' : 'badge--neutral'}`}>
          {report.verified ? messages.reportVerified : messages.reportReviewed}
        </span>{' '}
        {/* Reporters' words are isolated: a right-to-left override in them cannot reverse the text around. */}
        <Fill
          text={report.name ? messages.reportPublishedBy : messages.reportPublished}
          values={{
            name: <bdi>{report.name}</bdi>,
            date: <time dateTime={report.publishedAt}>{dateFormat.format(new Date(report.publishedAt))}</time>,
          }}
        />
      </p>
      <p className="long-text">
        <bdi>{report.comment}</bdi>
      </p>
      {photos.length > 0 && (
        <ul className="report-card__photos">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              {/* Reporters give no description of their photographs, so the alternative says what it is. */}
              <img src={photo.url} alt={t('reportPhotoAlt', { n: index + 1, total: photos.length })} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {/* A link rather than an embedded player: reporters' videos come without captions. */}
      {video && <Link href={video.url}>{messages.reportVideo}</Link>}
      {report.videoUrl && <Link href={report.videoUrl}>{messages.reportVideoLink}</Link>}
    </article>
  );
}
