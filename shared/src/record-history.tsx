// By the package's name: the page's language and its words, one of each on the page.
import { sharedWords, type SharedWords } from '@portal/shared/i18n/shared-words';
import { useFormats } from '@portal/shared/i18n/page-language';
import { Parts } from '@portal/shared/i18n/app-words';
import type { RecordChange } from './contracts/suggestions.js';

/** 'Corrected on 3 December 2026 from a suggestion: Website', or 'Added on … from a suggestion'. */
function changeText(change: RecordChange, fieldLabels: Readonly<Record<string, string>>, words: SharedWords, date: string): string {
  if (change.change === 'added') return words('addedFromSuggestion', { date });
  const corrected = words('correctedFromSuggestion', { date });
  const field = fieldLabels[change.field];
  return field ? words('changeOfField', { change: corrected, field }) : corrected;
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
  const words = sharedWords.useWords();
  const formats = useFormats();
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="record-history">
      <h2 id={headingId}>{words('changesHeading')}</h2>
      <ul>
        {changes.map((change, index) => (
          <li key={index}>
            {changeText(change, fieldLabels, words, formats.date(change.changed_at))}.{' '}
            {change.suggested_by && (
              <>
                <Parts parts={words.parts('changeSuggestedBy', { name: <bdi>{change.suggested_by}</bdi> })} />{' '}
              </>
            )}
            {words('citationLabel')}{' '}
            <a className={linkClassName} href={change.source_url} rel="noopener noreferrer nofollow">
              <bdi>{change.source_url}</bdi>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
