import { Fill, messages, readableDate, t } from '@portal/shared';
import type { RecordChange } from '@portal/shared/contracts';
import { useLoad } from '@portal/shared/data';
import { fetchSchoolHistory } from '../data/schools-api.js';

/** A school's fields as its page names them, for the line of a change. */
const FIELD_LABELS: Record<string, string> = {
  name: messages.schoolNameLabel,
  type: messages.schoolTypeLabel,
  setting: messages.schoolSettingLabel,
  impairments: messages.schoolImpairmentsLabel,
  location: messages.schoolLocationLabel,
  local_government: messages.localGovernmentLabel,
  desc: messages.descriptionHeading,
  website: messages.schoolWebsiteLabel,
  phone: messages.phoneLabel,
  email: messages.emailAddressLabel,
};

/** 'Corrected on 3 December 2026 from a suggestion: Website', or 'Added on … from a suggestion'. */
function changeText(change: RecordChange): string {
  const date = readableDate(change.changed_at);
  if (change.change === 'added') return t('addedFromSuggestion', { date });
  const corrected = t('correctedFromSuggestion', { date });
  const field = FIELD_LABELS[change.field];
  return field ? t('changeOfField', { change: corrected, field }) : corrected;
}

/**
 * Issue 36: each change an accepted suggestion made to the school, with its source, and the suggester's
 * first name only when they agreed to be named. Nothing is shown for a school no suggestion changed.
 */
export function SchoolHistory({ schoolId }: { schoolId: number }) {
  const history = useLoad(`school-history:${schoolId}`, () => fetchSchoolHistory(schoolId));
  if (history.status !== 'ready' || history.data.length === 0) return null;
  return (
    <section aria-labelledby="school-changes" className="school-history">
      <h2 id="school-changes">{messages.changesHeading}</h2>
      <ul>
        {history.data.map((change, index) => (
          <li key={index}>
            {changeText(change)}.{' '}
            {change.suggested_by && (
              <>
                <Fill text={messages.changeSuggestedBy} values={{ name: <bdi>{change.suggested_by}</bdi> }} />{' '}
              </>
            )}
            {messages.citationLabel}{' '}
            <a className="schools-link" href={change.source_url} rel="noopener noreferrer nofollow">
              <bdi>{change.source_url}</bdi>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
