import { Link } from '@portal/shared/ui';
import { Fill, PHOTO_LIMITS, messages, readableDate, t } from '@portal/shared';
import type { PublicReport, ReportMedia } from '@portal/shared/contracts';

/** Where it happened, as the public may see it: the local government area and the state, never more precise. */
export function placeOf(report: Pick<PublicReport, 'state' | 'lga'>): string | null {
  if (!report.state) return null;
  return report.lga ? t('reportPlaceWithLga', { lga: report.lga, state: report.state }) : report.state;
}

/** A report's name in headings, links and its photographs' text alternative: its type, and its place when given. */
export function reportTitle(report: PublicReport): string {
  const place = placeOf(report);
  return place ? t('reportTitleWithPlace', { type: report.commentType, place }) : report.commentType;
}

export const reportPath = (report: Pick<PublicReport, 'id'>) => `/reports/${report.id}`;

/** The day it was published, in words, as a `time` element machines can read. */
export function PublishedDate({ report }: { report: PublicReport }) {
  return <time dateTime={report.publishedAt}>{readableDate(report.publishedAt)}</time>;
}

/** 'By Ada, published 14 March 2025', or 'published …' when the reporter chose not to be named. */
export function ReportByline({ report }: { report: PublicReport }) {
  return (
    <Fill
      text={report.name ? messages.reportPublishedBy : messages.reportPublished}
      // Reporters' words are isolated: a right-to-left override in them cannot reverse the text around.
      values={{ name: <bdi>{report.name}</bdi>, date: <PublishedDate report={report} /> }}
    />
  );
}

/**
 * The Verified badge and how the facts were checked, in the moderator's words. A report that was only
 * reviewed gets no badge: publication already says that much (the intro explains the process). Without
 * `withHow`, the badge alone, where the page says how beside it.
 */
export function VerifiedNote({ report, withHow = true }: { report: PublicReport; withHow?: boolean }) {
  if (!report.verified) return null;
  return (
    <p className="report-verified">
      {/* The badge's word carries the state; its colour only repeats it. */}
      <span className="badge badge--success">{messages.reportVerified}</span>{' '}
      {withHow && report.verifiedHow && <Fill text={messages.reportVerifiedHow} values={{ how: <bdi>{report.verifiedHow}</bdi> }} />}
    </p>
  );
}

/**
 * The size a thumbnail is stored at: the photo scaled to fit `thumbnailSide`, never enlarged. Given to the
 * `img` so the page keeps the space before the picture arrives and nothing moves when it does.
 */
export function thumbnailSize(photo: Pick<ReportMedia, 'width' | 'height'>): { width: number; height: number } | null {
  if (!photo.width || !photo.height) return null;
  const scale = Math.min(1, PHOTO_LIMITS.thumbnailSide / Math.max(photo.width, photo.height));
  return { width: Math.max(1, Math.round(photo.width * scale)), height: Math.max(1, Math.round(photo.height * scale)) };
}

/**
 * The photographs as thumbnails, each a plain link to the full photo, which the browser loads only when
 * asked; then the video as a link. Plain `a` elements, not the router's links: a media file is not a page
 * of the portal, so the browser itself must open it. Reporters describe neither, so each photograph's alternative says what
 * it is and which report it belongs to. A link rather than an embedded player: reporters' videos come
 * without captions.
 */
export function ReportMediaList({ report }: { report: PublicReport }) {
  const photos = report.media.filter((item) => item.kind === 'photograph');
  const videos = report.media.filter((item) => item.kind === 'video');
  const title = reportTitle(report);
  return (
    <>
      {photos.length > 0 && (
        <ul className="report-card__photos">
          {photos.map((photo, index) => {
            const size = thumbnailSize(photo);
            return (
              <li key={photo.id}>
                <a href={photo.url} className="report-photo">
                  <img
                    src={photo.thumbnailUrl ?? photo.url}
                    alt={t('reportPhotoAltFrom', { n: index + 1, total: photos.length, report: title })}
                    loading="lazy"
                    decoding="async"
                    {...(size ?? {})}
                    className={size ? 'report-photo__image' : 'report-photo__image report-photo__image--unsized'}
                  />
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {videos.map((video) => (
        <a key={video.id} href={video.url} className="report-link">
          {messages.reportVideo}
        </a>
      ))}
      {report.videoUrl && (
        <Link href={report.videoUrl} className="report-link">
          {messages.reportVideoLink}
        </Link>
      )}
    </>
  );
}

export const hasMedia = (report: PublicReport) => report.media.length > 0 || report.videoUrl !== null;
