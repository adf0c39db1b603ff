import { Fill, messages } from '@portal/shared';
import type { ReportEvent } from '@portal/shared/contracts';
import { eventName, formatDateTime, inOrder, type HistoryReader } from './report-words.js';
import './reports.css';
import { accountMessages } from '@portal/shared/account-messages';

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
  if (history.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <Heading className="report-history__heading">{accountMessages.myReportsHistoryHeading}</Heading>
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
  const name = eventName(event.kind, reader);
  const what = event.text ? <Fill text={messages.labelled} values={{ label: name, value: <bdi>{event.text}</bdi> }} /> : name;
  const date = <time dateTime={event.at}>{formatDateTime(event.at)}</time>;
  if (reader === 'reporter') return <Fill text={accountMessages.historyLine} values={{ date, event: what }} />;
  // The reporter's own steps carry no moderator: moderators read 'by the reporter'.
  const who = event.by ? <bdi>{event.by.name}</bdi> : accountMessages.historyByReporter;
  return <Fill text={accountMessages.historyLineBy} values={{ date, event: what, name: who }} />;
}
