import type { Source } from '@portal/shared/contracts';
import { SourcesList } from '@portal/shared/sources';
import { useFormats } from '@portal/shared/i18n/page-language';
import { schoolsWords } from '../i18n/words.js';
import { useSchoolFieldLabels } from './field-labels.js';

/** 'Sources' of a school: the sources list every page of facts shows, then when they were last checked. */
export function SchoolSources({ sources, reviewedAt }: { sources: readonly Source[]; reviewedAt: string }) {
  const words = schoolsWords.useWords();
  const formats = useFormats();
  const fieldLabels = useSchoolFieldLabels();
  return (
    <section aria-labelledby="school-sources" className="school-sources">
      <h2 id="school-sources">{words('sourcesHeading')}</h2>
      {sources.length === 0 ? <p>{words('notStatedBySource')}</p> : <SourcesList sources={sources} fieldLabels={fieldLabels} />}
      {reviewedAt.trim() && <p>{words('informationAsOf', { date: formats.date(reviewedAt) })}</p>}
    </section>
  );
}
