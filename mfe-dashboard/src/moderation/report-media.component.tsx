import { useEffect, useState } from 'react';
import { Button } from '@portal/shared/ui';
import { errorMessage } from '@portal/shared';
import type { ReportMedia } from '@portal/shared/contracts';
import { fetchReportMedia } from '../dashboard-api.js';
import { mediaSummary } from '../reports/report-words.js';
import { dashboardWords } from '../i18n/words.js';

interface Loaded {
  media: ReportMedia;
  url: string;
}

/**
 * The media of a report under review. Unpublished media need the moderator's token, which an <img> cannot
 * send, so each file is fetched through the API client and shown from an object URL. Loading waits for a
 * press, so opening the queue does not download every video in it; hiding releases the files.
 */
export function ReportMediaList({ reportId, media }: { reportId: number; media: ReportMedia[] }) {
  const words = dashboardWords.useWords();
  const [loaded, setLoaded] = useState<Loaded[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => () => loaded?.forEach((item) => URL.revokeObjectURL(item.url)), [loaded]);

  async function load() {
    setBusy(true);
    setFailure(null);
    try {
      const files = await Promise.all(
        media.map(async (item) => {
          return { media: item, url: URL.createObjectURL(await fetchReportMedia(reportId, item.id)) };
        }),
      );
      setLoaded(files);
    } catch (error) {
      setFailure(errorMessage(error, words('mediaLoadFailed')));
    } finally {
      setBusy(false);
    }
  }

  if (media.length === 0) return null;
  const summary = mediaSummary(media, words);
  return (
    <div className="report-media">
      {/* One button that stays in place to show and hide, so keyboard focus is never dropped. */}
      <Button className="button" onPress={loaded ? () => setLoaded(null) : load} isPending={busy} aria-expanded={Boolean(loaded)}>
        {busy ? words('mediaLoading') : words(loaded ? 'hideMedia' : 'showMedia', { media: summary })}
      </Button>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      {loaded && (
        <ul className="report-media__list">
          {loaded.map(({ media: item, url }, index) => (
            <li key={item.id}>
              {item.kind === 'photograph' ? (
                <img src={url} alt={words('reviewPhotoAlt', { n: index + 1, id: reportId })} />
              ) : (
                // The reporter's video has no captions we could add; moderators review it as submitted.
                // eslint-disable-next-line jsx-a11y/media-has-caption
                <video src={url} controls preload="metadata" aria-label={words('reviewVideoLabel', { id: reportId })} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
