import { useContext } from 'react';
import { LocaleContext, Parts } from '@portal/shared/i18n/app-words';
import type { ReportEvent } from '@portal/shared/contracts';
import { eventName, formatDateTime, inOrder, type HistoryReader } from './report-words.js';
import './reports.css';
import { dashboardWords } from '../i18n/words.js';

interface ReportHistoryProps {
  history: readonly ReportEvent[];
  reader: HistoryReader;
  /** The level of the 'History' heading, under the report's own. */
  headingLevel: 3 | 4;
}

/**
 * A report's history, oldest first: each step dated, with the words that went with it (a reason, how the
 * facts were checked, a note), and for moderators who took it. Words people typed are in a <bdi>, so a
 * right-to-left override in them cannot reverse the line around them.
 */
export function ReportHistory({ history, reader, headingLevel }: ReportHistoryProps) {
  const words = dashboardWords.useWords();
  if (history.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <Heading className="report-history__heading">{words('myReportsHistoryHeading')}</Heading>
      <ol className="report-history">
        {inOrder(history).map((event, index) => (
          <li key={`${event.kind}-${event.at}-${index}`}>
            <HistoryLine event={event} reader={reader} />
          </li>
        ))}
      </ol>
    </>
  );
}

function HistoryLine({ event, reader }: { event: ReportEvent; reader: HistoryReader }) {
  const words = dashboardWords.useWords();
  const locale = useContext(LocaleContext);
  const name = eventName(event.kind, reader, words);
  const what = event.text ? <Parts parts={words.parts('labelled', { label: name, value: <bdi>{event.text}</bdi> })} /> : name;
  const date = <time dateTime={event.at}>{formatDateTime(event.at, locale, words)}</time>;
  if (reader === 'reporter') return <Parts parts={words.parts('historyLine', { date, event: what })} />;
  // The reporter's own steps carry no moderator: moderators read 'by the reporter'.
  const who = event.by ? <bdi>{event.by.name}</bdi> : words('historyByReporter');
  return <Parts parts={words.parts('historyLineBy', { date, event: what, name: who })} />;
}
