import { messages, readableDate, t } from '@portal/shared';
import type { Source } from '@portal/shared/contracts';
import { SourcesList } from '@portal/shared/sources';

/** 'Sources' of a school: the sources list every page of facts shows, then when they were last checked. */
export function SchoolSources({ sources, reviewedAt }: { sources: readonly Source[]; reviewedAt: string }) {
  return (
    <section aria-labelledby="school-sources" className="school-sources">
      <h2 id="school-sources">{messages.sourcesHeading}</h2>
      {sources.length === 0 ? <p>{messages.notStatedBySource}</p> : <SourcesList sources={sources} />}
      {reviewedAt.trim() && <p>{t('informationAsOf', { date: readableDate(reviewedAt) })}</p>}
    </section>
  );
}
