import { useRef, useState } from 'react';
import { Button } from '@portal/shared/ui';
import { errorMessage, Fill, messages, publish, type User } from '@portal/shared';
import { Fact } from '@portal/shared/fact';
import { LoadError, useLoad } from '@portal/shared/data';
import type { Suggestion, SuggestionQueueAnswer } from '@portal/shared/contracts';
import { accountCountText, accountMessages, accountText } from '@portal/shared/account-messages';
import { StaffOnly } from '../session/staff-only.component.js';
import { TypedFact } from '../reports/report-card-parts.component.js';
import { formatDateTime } from '../reports/report-words.js';
import { TextDialog } from '../reports/text-dialog.component.js';
import { FIELD_LABELS } from './suggestions-api.js';
import '../reports/reports.css';
import './suggestions.css';
import { decideSuggestion, fetchSuggestionQueue } from '../dashboard-api.js';

type Decision = { kind: 'accept' } | { kind: 'decline'; reason: string };

/**
 * Suggestions (admin and moderator), beside the reports' moderation: the readers' suggestions waiting for a
 * decision, oldest first. Accept changes the data through the import's checks (the server says why when
 * they refuse it); Decline, with a reason, changes nothing. The reader is emailed either way.
 */
export function SuggestionsPage({ user }: { user: User }) {
  return (
    <StaffOnly user={user} title={accountMessages.suggestionsTitle}>
      <SuggestionQueue />
    </StaffOnly>
  );
}

async function loadQueue(signal: AbortSignal): Promise<SuggestionQueueAnswer> {
  try {
    return await fetchSuggestionQueue(signal);
  } catch (error) {
    if (!signal.aborted) publish('toast', { kind: 'error', text: errorMessage(error, accountMessages.suggestionsLoadFailed) });
    throw error;
  }
}

function SuggestionQueue() {
  const queue = useLoad('moderation:suggestions', loadQueue);
  // Decided here since the list loaded: they leave the list of those waiting.
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const heading = useRef<HTMLHeadingElement>(null);
  const waiting = queue.status === 'ready' ? queue.data.suggestions.filter((suggestion) => !decided.has(suggestion.id)) : null;

  async function decide(suggestion: Suggestion, decision: Decision): Promise<boolean> {
    try {
      const body = decision.kind === 'decline' ? { reason: decision.reason } : {};
      const data = await decideSuggestion(suggestion.id, decision.kind, body);
      setDecided((current) => new Set(current).add(suggestion.id));
      publish('toast', { kind: 'success', text: data.message });
      // The card (and the button just pressed) has gone: keep the keyboard user's place.
      requestAnimationFrame(() => heading.current?.focus());
      return true;
    } catch (error) {
      publish('toast', { kind: 'error', text: errorMessage(error, accountMessages.decisionFailed) });
      return false;
    }
  }

  return (
    <div className="dashboard-page" aria-busy={queue.status === 'loading'}>
      <h1>{accountMessages.suggestionsTitle}</h1>
      <p className="page-intro">{accountMessages.suggestionsIntro}</p>
      {queue.status === 'failed' && <LoadError message={accountMessages.suggestionsLoadFailed} onRetry={queue.retry} announce={false} />}
      {queue.status === 'loading' && <p>{accountMessages.suggestionsLoading}</p>}
      {waiting && (
        <section aria-labelledby="suggestions-waiting">
          <h2 id="suggestions-waiting" ref={heading} tabIndex={-1}>
            {accountCountText(waiting.length, 'suggestionsWaitingOne', 'suggestionsWaitingMany')}
          </h2>
          <ul className="report-list">
            {waiting.map((suggestion) => (
              <li key={suggestion.id}>
                <SuggestionCard suggestion={suggestion} onDecide={decide} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** A web address a reader gave, as a link that opens apart from the dashboard. */
function SourceLink({ url }: { url: string }) {
  return (
    <a href={url} rel="noopener noreferrer nofollow" target="_blank">
      <bdi>{url}</bdi> {messages.opensInNewTab}
    </a>
  );
}

/** One suggestion: what it is about, what the portal says now and what is proposed, its source, who sent it. */
function SuggestionCard({ suggestion, onDecide }: { suggestion: Suggestion; onDecide: (s: Suggestion, d: Decision) => Promise<boolean> }) {
  const titleId = `suggestion-${suggestion.id}-title`;
  const school = suggestion.school;
  const title = school
    ? accountText('suggestionNewSchoolCard', { id: suggestion.id, name: school.name })
    : accountText('suggestionCardTitle', { id: suggestion.id, record: suggestion.recordName });
  return (
    <article className="report-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="report-card__title">
        {title}
      </h3>
      <dl className="report-card__facts">
        <Fact label={accountMessages.suggestionSentLabel}>
          <time dateTime={suggestion.createdAt}>{formatDateTime(suggestion.createdAt)}</time>
        </Fact>
        <Fact label={accountMessages.reportByLabel}>
          <Fill
            text={suggestion.showName ? accountMessages.suggesterNamed : accountMessages.suggesterNotNamed}
            values={{
              firstname: <bdi>{suggestion.by.firstName}</bdi>,
              lastname: <bdi>{suggestion.by.lastName}</bdi>,
              email: <bdi>{suggestion.by.email}</bdi>,
            }}
          />
        </Fact>
        {suggestion.field && <Fact label={accountMessages.suggestionFieldLabel}>{FIELD_LABELS[suggestion.field]}</Fact>}
        {suggestion.field && (
          <Fact label={accountMessages.suggestionNowLabel}>
            <span className="suggestion-card__value">
              {suggestion.current ? <bdi>{suggestion.current}</bdi> : accountMessages.suggestionNowEmpty}
            </span>
          </Fact>
        )}
        {suggestion.field && (
          <Fact label={accountMessages.suggestionProposedLabel}>
            <span className="suggestion-card__value">
              <bdi>{suggestion.value}</bdi>
            </span>
          </Fact>
        )}
        {school && (
          <>
            <TypedFact label={messages.stateLabel} text={school.state} />
            <TypedFact label={accountMessages.suggestionLevelLabel} text={school.level} />
            <TypedFact label={accountMessages.suggestionSettingOptional} text={school.special_or_inclusive} />
            <TypedFact label={accountMessages.suggestionImpairmentsOptional} text={school.impairments} />
            <TypedFact label={accountMessages.suggestionTownLabel} text={school.town_or_lga} />
          </>
        )}
        <Fact label={accountMessages.suggestionSourceLabel}>
          <SourceLink url={suggestion.sourceUrl} />
        </Fact>
        <TypedFact label={accountMessages.suggestionNoteLabel} text={suggestion.note} />
      </dl>
      <div className="report-card__actions" role="group" aria-label={accountText('suggestionDecide', { id: suggestion.id })}>
        <Button className="button button--primary" onPress={() => void onDecide(suggestion, { kind: 'accept' })}>
          {accountMessages.suggestionAccept}
        </Button>
        <TextDialog
          id={`suggestion-${suggestion.id}-decline`}
          triggerClassName="button button--danger"
          words={{
            trigger: accountMessages.suggestionDecline,
            title: accountText('suggestionDeclineTitle', { id: suggestion.id }),
            label: accountMessages.reasonLabel,
            hint: accountMessages.suggestionDeclineHint,
            missing: accountMessages.suggestionDeclineReasonMissing,
            submit: accountMessages.suggestionDeclineSend,
          }}
          onSend={(reason) => onDecide(suggestion, { kind: 'decline', reason })}
        />
      </div>
    </article>
  );
}
