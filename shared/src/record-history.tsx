import { Fill } from './fill.js';
import { messages, t } from './messages.js';
import { readableDate } from './format.js';
import type { RecordChange } from './contracts/suggestions.js';

/** 'Corrected on 3 December 2026 from a suggestion: Website', or 'Added on … from a suggestion'. */
function changeText(change: RecordChange, fieldLabels: Readonly<Record<string, string>>): string {
  const date = readableDate(change.changed_at);
  if (change.change === 'added') return t('addedFromSuggestion', { date });
  const corrected = t('correctedFromSuggestion', { date });
  const field = fieldLabels[change.field];
  return field ? t('changeOfField', { change: corrected, field }) : corrected;
}

interface RecordHistoryProps {
  /** The record's changes from suggestions, oldest first (`/schools/:id/history`, `/policies/:id/history`). */
  changes: readonly RecordChange[];
  /** Each field's name as the record's page shows it. */
  fieldLabels: Readonly<Record<string, string>>;
  /** The id of its heading, unique in the page. */
  headingId: string;
  linkClassName?: string;
}

/**
 * Issue 36: each change an accepted suggestion made to a school or a state's record, with its source, and
 * the suggester's first name only when they agreed to be named. Nothing for a record no suggestion changed.
 */
export function RecordHistory({ changes, fieldLabels, headingId, linkClassName }: RecordHistoryProps) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="record-history">
      <h2 id={headingId}>{messages.changesHeading}</h2>
      <ul>
        {changes.map((change, index) => (
          <li key={index}>
            {changeText(change, fieldLabels)}.{' '}
            {change.suggested_by && (
              <>
                <Fill text={messages.changeSuggestedBy} values={{ name: <bdi>{change.suggested_by}</bdi> }} />{' '}
              </>
            )}
            {messages.citationLabel}{' '}
            <a className={linkClassName} href={change.source_url} rel="noopener noreferrer nofollow">
              <bdi>{change.source_url}</bdi>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
