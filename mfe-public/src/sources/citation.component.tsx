import { Fragment } from 'react';
import { Link } from '@portal/shared/ui';
import type { Citation } from '@portal/shared/contracts';
import { CONFIDENCE_WORDS, isOwnWords, publicWords } from '../i18n/words.js';
import { useDataLang, useFormats } from '@portal/shared/i18n/page-language';
import './sources.css';

interface CitationLineProps {
  citation: Citation;
  /** What the citation is for, when a view has more than one ('Share', 'Number of people'). */
  subject?: string;
}

/**
 * 'Source:' and, for each publication behind a figure, its title (a link), publisher, date and the
 * portal's confidence in it, each named; when none is found, the citation's note says so instead (a
 * figure of the original portal, source unstated).
 */
export function CitationLine({ citation, subject }: CitationLineProps) {
  const words = publicWords.useWords();
  const formats = useFormats();
  const dataLang = useDataLang();
  // The source's title, its publisher and the note of a figure without one are as published, in English.
  const notStated = (value: string) => (value.trim() ? <span lang={dataLang}>{value}</span> : words('notStatedBySource'));
  return (
    <p className="citation">
      {subject && <strong>{subject}. </strong>}
      {words('citationLabel')}{' '}
      {citation.sources.length === 0 ? (
        // The portal's own note is said in the page's language; another note is as the data set has it.
        isOwnWords(citation.note, 'citationOriginalPortalFigure') ? (
          words('citationOriginalPortalFigure')
        ) : (
          <span lang={dataLang}>{citation.note}</span>
        )
      ) : (
        citation.sources.map((source, index) => (
          <Fragment key={`${source.url}#${index}`}>
            {index > 0 && ' '}
            <Link href={source.url}>
              <span lang={dataLang}>{source.title}</span>
            </Link>
            . {words('sourcePublisherLabel')}: {notStated(source.publisher)}. {words('sourceDateLabel')}:{' '}
            {formats.date(source.date) || words('notStatedBySource')}. {words('sourceConfidenceLabel')}:{' '}
            {words(CONFIDENCE_WORDS[source.confidence])}.
          </Fragment>
        ))
      )}
    </p>
  );
}
