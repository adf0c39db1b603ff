import { Fragment } from 'react';
import { Link } from '@portal/shared/ui';
import { messages, orNotStated, readableDate } from '@portal/shared';
import type { Citation } from '@portal/shared/contracts';
import './sources.css';

interface CitationLineProps {
  citation: Citation;
  /** What the citation is for, when a view has more than one ('Share', 'Number of people'). */
  subject?: string;
}

/**
 * 'Source:' and, for each publication behind a figure, its title (a link), publisher and date, each
 * named; when none is found, the citation's note says so instead (a figure of the original portal,
 * source unstated).
 */
export function CitationLine({ citation, subject }: CitationLineProps) {
  return (
    <p className="citation">
      {subject && <strong>{subject}. </strong>}
      {messages.citationLabel}{' '}
      {citation.sources.length === 0
        ? citation.note
        : citation.sources.map((source, index) => (
            <Fragment key={`${source.url}#${index}`}>
              {index > 0 && ' '}
              <Link href={source.url}>{source.title}</Link>. {messages.sourcePublisherLabel}: {orNotStated(source.publisher)}.{' '}
              {messages.sourceDateLabel}: {orNotStated(readableDate(source.date))}.
            </Fragment>
          ))}
    </p>
  );
}
