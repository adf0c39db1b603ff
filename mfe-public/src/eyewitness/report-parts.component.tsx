import { Link } from '@portal/shared/ui';
import { LIST_PHOTO, PHOTO_LIMITS } from '@portal/shared';
import { Parts } from '@portal/shared/i18n/app-words';
import { sharedWords, type SharedWords } from '@portal/shared/i18n/shared-words';
import { commentTypeText } from '@portal/shared/i18n/comment-types';
import type { PublicReport, ReportMedia } from '@portal/shared/contracts';
import { publicWords, type PublicWords } from '../i18n/words.js';
import { useFormats } from '@portal/shared/i18n/page-language';
import './eyewitness.css';

const ENGLISH = publicWords.in('en');

/** Where it happened, as the public may see it: the local government area and the state, never more precise. */
export function placeOf(report: Pick<PublicReport, 'state' | 'lga'>, words: PublicWords = ENGLISH): string | null {
  if (!report.state) return null;
  return report.lga ? words('reportPlaceWithLga', { lga: report.lga, state: report.state }) : report.state;
}

/**
 * A report's name in headings, links and its photographs' text alternative: its kind, and its place when
 * given, in the words of `words` and `kinds` (@portal/shared's, which name the kinds of report); English
 * unless given.
 */
export function reportTitle(report: PublicReport, words: PublicWords = ENGLISH, kinds: SharedWords = sharedWords.in('en')): string {
  const place = placeOf(report, words);
  const type = commentTypeText(report.commentType, kinds);
  return place ? words('reportTitleWithPlace', { type, place }) : type;
}

export const reportPath = (report: Pick<PublicReport, 'id'>) => `/reports/${report.id}`;

/** The day it was published, in words, as a `time` element machines can read. */
export function PublishedDate({ report }: { report: PublicReport }) {
  return <time dateTime={report.publishedAt}>{useFormats().date(report.publishedAt)}</time>;
}

/** 'By Ada, published 14 March 2025', or 'published …' when the reporter chose not to be named. */
export function ReportByline({ report }: { report: PublicReport }) {
  const words = publicWords.useWords();
  return (
    <Parts
      parts={words.parts(report.name ? 'reportPublishedBy' : 'reportPublished', {
        // Reporters' words are isolated: a right-to-left override in them cannot reverse the text around.
        name: <bdi>{report.name}</bdi>,
        date: <PublishedDate report={report} />,
      })}
    />
  );
}

/**
 * The Verified badge and how the facts were checked, in the moderator's words. A report that was only
 * reviewed gets no badge: publication already says that much (the intro explains the process). Without
 * `withHow`, the badge alone, where the page says how beside it.
 */
export function VerifiedNote({ report, withHow = true }: { report: PublicReport; withHow?: boolean }) {
  const words = publicWords.useWords();
  if (!report.verified) return null;
  return (
    <p className="report-verified">
      {/* The badge's word carries the state; its colour only repeats it. */}
      <span className="badge badge--success">{words('reportVerified')}</span>{' '}
      {withHow && report.verifiedHow && <Parts parts={words.parts('reportVerifiedHow', { how: <bdi>{report.verifiedHow}</bdi> })} />}
    </p>
  );
}

/**
 * The size a thumbnail is stored at: the photo scaled to fit `thumbnailSide`, never enlarged. Given to the
 * `img` so the page keeps the space before the picture arrives and nothing moves when it does.
 */
export function thumbnailSize(photo: Pick<ReportMedia, 'width' | 'height'>): { width: number; height: number } | null {
  return fittedSize(photo, PHOTO_LIMITS.thumbnailSide, PHOTO_LIMITS.thumbnailSide);
}

/** The size the server stores a list copy at: the photo fitted inside LIST_PHOTO, never enlarged (sharp's `inside`). */
export function listCopySize(photo: Pick<ReportMedia, 'width' | 'height'>): { width: number; height: number } | null {
  return fittedSize(photo, LIST_PHOTO.width, LIST_PHOTO.height);
}

function fittedSize(photo: Pick<ReportMedia, 'width' | 'height'>, width: number, height: number) {
  if (!photo.width || !photo.height) return null;
  const scale = Math.min(1, width / photo.width, height / photo.height);
  return { width: Math.max(1, Math.round(photo.width * scale)), height: Math.max(1, Math.round(photo.height * scale)) };
}

interface PhotoImageProps {
  src: string;
  srcSet?: string | undefined;
  sizes?: string | undefined;
  alt: string;
  /** The size it is drawn at, when known: the page keeps its space before it arrives, so nothing moves. */
  size: { width: number; height: number } | null;
  /** Its block's class; `--unsized` is added when its size is not known. */
  className: string;
}

/** A report's photograph, loaded only as it nears the screen. */
function PhotoImage({ alt, size, className, ...sources }: PhotoImageProps) {
  return (
    <img
      {...sources}
      alt={alt}
      loading="lazy"
      decoding="async"
      {...(size ?? {})}
      className={size ? className : `${className} ${className}--unsized`}
    />
  );
}

/**
 * The photographs as thumbnails, each a plain link to the full photo, which the browser loads only when
 * asked; then the video as a link. Plain `a` elements, not the router's links: a media file is not a page
 * of the portal, so the browser itself must open it. Reporters describe neither, so each photograph's alternative says what
 * it is and which report it belongs to. A link rather than an embedded player: reporters' videos come
 * without captions.
 */
export function ReportMediaList({ report }: { report: PublicReport }) {
  const words = publicWords.useWords();
  const photos = report.media.filter((item) => item.kind === 'photograph');
  const title = reportTitle(report, words, sharedWords.useWords());
  return (
    <>
      {photos.length > 0 && (
        <ul className="report-card__photos">
          {photos.map((photo, index) => {
            const size = thumbnailSize(photo);
            return (
              <li key={photo.id}>
                <a href={photo.url} className="report-photo">
                  <PhotoImage
                    src={photo.thumbnailUrl ?? photo.url}
                    alt={words('reportPhotoAltFrom', { n: index + 1, total: photos.length, report: title })}
                    size={size}
                    className="report-photo__image"
                  />
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <VideoLinks report={report} />
    </>
  );
}

function VideoLinks({ report }: { report: PublicReport }) {
  const words = publicWords.useWords();
  return (
    <>
      {report.media
        .filter((item) => item.kind === 'video')
        .map((video) => (
          <a key={video.id} href={video.url} className="report-link">
            {words('reportVideo')}
          </a>
        ))}
      {report.videoUrl && (
        <Link href={report.videoUrl} className="report-link">
          {words('reportVideoLink')}
        </Link>
      )}
    </>
  );
}

/**
 * A report's media in a list, light for a phone that pays per megabyte: its first photograph only, as
 * the small AVIF list copy drawn at LIST_PHOTO.density device pixels per CSS px (`srcset` and `sizes`
 * say so, `width` and `height` keep its space), with the 480 px WebP thumbnail for a browser that cannot
 * read AVIF; then how many more the report's page shows, and the videos as links. The photograph still
 * opens in full on demand.
 */
export function ReportListMedia({ report }: { report: PublicReport }) {
  const words = publicWords.useWords();
  const kinds = sharedWords.useWords();
  const photos = report.media.filter((item) => item.kind === 'photograph');
  const [first] = photos;
  const copy = first ? listCopySize(first) : null;
  const shown = copy && { width: Math.round(copy.width / LIST_PHOTO.density), height: Math.round(copy.height / LIST_PHOTO.density) };
  const thumbnail = first ? thumbnailSize(first) : null;
  return (
    <>
      {first && (
        <a href={first.url} className="report-photo">
          <picture>
            {first.listUrl && copy && shown && (
              <source type={LIST_PHOTO.contentType} srcSet={`${first.listUrl} ${copy.width}w`} sizes={`${shown.width}px`} />
            )}
            <PhotoImage
              src={first.thumbnailUrl ?? first.url}
              srcSet={first.thumbnailUrl && thumbnail && shown ? `${first.thumbnailUrl} ${thumbnail.width}w` : undefined}
              sizes={shown ? `${shown.width}px` : undefined}
              alt={words('reportPhotoAltFrom', { n: 1, total: photos.length, report: reportTitle(report, words, kinds) })}
              size={shown}
              className="report-photo__list-image"
            />
          </picture>
        </a>
      )}
      {photos.length > 1 && <p>{words('reportMorePhotos', { n: photos.length - 1 })}</p>}
      <VideoLinks report={report} />
    </>
  );
}

export const hasMedia = (report: PublicReport) => report.media.length > 0 || report.videoUrl !== null;
