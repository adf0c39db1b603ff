import { useContext, useRef, useState } from 'react';
import { Button } from '@portal/shared/ui';
import { errorMessage, publish, type User } from '@portal/shared';
import { LocaleContext, Parts } from '@portal/shared/i18n/app-words';
import { InEnglish, useDataLang } from '@portal/shared/i18n/page-language';
import { Fact } from '@portal/shared/fact';
import { LoadError, useLoad } from '@portal/shared/data';
import type { Suggestion, SuggestionQueueAnswer } from '@portal/shared/contracts';
import { StaffOnly } from '../session/staff-only.component.js';
import { TypedFact } from '../reports/report-card-parts.component.js';
import { formatDateTime } from '../reports/report-words.js';
import { TextDialog } from '../reports/text-dialog.component.js';
import { fieldLabel } from './suggestions-api.js';
import '../reports/reports.css';
import './suggestions.css';
import { decideSuggestion, fetchSuggestionQueue } from '../dashboard-api.js';
import { dashboardWords, type DashboardWords } from '../i18n/words.js';

type Decision = { kind: 'accept' } | { kind: 'decline'; reason: string };

/**
 * Suggestions (admin and moderator), beside the reports' moderation: the readers' suggestions waiting for a
 * decision, oldest first. Accept changes the data through the import's checks (the server says why when
 * they refuse it); Decline, with a reason, changes nothing. The reader is emailed either way.
 */
export function SuggestionsPage({ user }: { user: User }) {
  const words = dashboardWords.useWords();
  return (
    <StaffOnly user={user} title={words('suggestionsTitle')}>
      <SuggestionQueue />
    </StaffOnly>
  );
}

async function loadQueue(signal: AbortSignal, words: DashboardWords): Promise<SuggestionQueueAnswer> {
  try {
    return await fetchSuggestionQueue(signal);
  } catch (error) {
    if (!signal.aborted) publish('toast', { kind: 'error', text: errorMessage(error, words('suggestionsLoadFailed')) });
    throw error;
  }
}

function SuggestionQueue() {
  const words = dashboardWords.useWords();
  const queue = useLoad('moderation:suggestions', (signal) => loadQueue(signal, words));
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
      publish('toast', { kind: 'error', text: errorMessage(error, words('decisionFailed')) });
      return false;
    }
  }

  return (
    <div className="dashboard-page" aria-busy={queue.status === 'loading'}>
      <h1>{words('suggestionsTitle')}</h1>
      <p className="page-intro">{words('suggestionsIntro')}</p>
      {queue.status === 'failed' && <LoadError message={words('suggestionsLoadFailed')} onRetry={queue.retry} announce={false} />}
      {queue.status === 'loading' && <p>{words('suggestionsLoading')}</p>}
      {waiting && (
        <section aria-labelledby="suggestions-waiting">
          <h2 id="suggestions-waiting" ref={heading} tabIndex={-1}>
            {words('suggestionsWaiting', { n: waiting.length })}
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
  const words = dashboardWords.useWords();
  return (
    <a href={url} rel="noopener noreferrer nofollow" target="_blank">
      <bdi>{url}</bdi> {words('opensInNewTab')}
    </a>
  );
}

/** One suggestion: what it is about, what the portal says now and what is proposed, its source, who sent it. */
function SuggestionCard({ suggestion, onDecide }: { suggestion: Suggestion; onDecide: (s: Suggestion, d: Decision) => Promise<boolean> }) {
  const words = dashboardWords.useWords();
  const locale = useContext(LocaleContext);
  const dataLang = useDataLang();
  const titleId = `suggestion-${suggestion.id}-title`;
  const school = suggestion.school;
  // A suggested school's name is the reader's; the record's is as published, in English.
  const title = school
    ? words('suggestionNewSchoolCard', { id: suggestion.id, name: school.name })
    : words.parts('suggestionCardTitle', { id: suggestion.id, record: <InEnglish>{suggestion.recordName}</InEnglish> });
  return (
    <article className="report-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="report-card__title">
        {typeof title === 'string' ? title : <Parts parts={title} />}
      </h3>
      <dl className="report-card__facts">
        <Fact label={words('suggestionSentLabel')}>
          <time dateTime={suggestion.createdAt}>{formatDateTime(suggestion.createdAt, locale, words)}</time>
        </Fact>
        <Fact label={words('reportByLabel')}>
          <Parts
            parts={words.parts(suggestion.showName ? 'suggesterNamed' : 'suggesterNotNamed', {
              firstname: <bdi>{suggestion.by.firstName}</bdi>,
              lastname: <bdi>{suggestion.by.lastName}</bdi>,
              email: <bdi>{suggestion.by.email}</bdi>,
            })}
          />
        </Fact>
        {suggestion.field && <Fact label={words('suggestionFieldLabel')}>{fieldLabel(suggestion.field, words)}</Fact>}
        {suggestion.field && (
          <Fact label={words('suggestionNowLabel')}>
            <span className="suggestion-card__value">
              {suggestion.current ? <bdi lang={dataLang}>{suggestion.current}</bdi> : words('suggestionNowEmpty')}
            </span>
          </Fact>
        )}
        {suggestion.field && (
          <Fact label={words('suggestionProposedLabel')}>
            <span className="suggestion-card__value">
              <bdi>{suggestion.value}</bdi>
            </span>
          </Fact>
        )}
        {school && (
          <>
            <TypedFact label={words('stateLabel')} text={school.state} />
            <TypedFact label={words('suggestionLevelLabel')} text={school.level} />
            <TypedFact label={words('suggestionSettingOptional')} text={school.special_or_inclusive} />
            <TypedFact label={words('suggestionImpairmentsOptional')} text={school.impairments} />
            <TypedFact label={words('suggestionTownLabel')} text={school.town_or_lga} />
          </>
        )}
        <Fact label={words('suggestionSourceLabel')}>
          <SourceLink url={suggestion.sourceUrl} />
        </Fact>
        <TypedFact label={words('suggestionNoteLabel')} text={suggestion.note} />
      </dl>
      <div className="report-card__actions" role="group" aria-label={words('suggestionDecide', { id: suggestion.id })}>
        <Button className="button button--primary" onPress={() => void onDecide(suggestion, { kind: 'accept' })}>
          {words('suggestionAccept')}
        </Button>
        <TextDialog
          id={`suggestion-${suggestion.id}-decline`}
          triggerClassName="button button--danger"
          words={{
            trigger: words('suggestionDecline'),
            title: words('suggestionDeclineTitle', { id: suggestion.id }),
            label: words('reasonLabel'),
            hint: words('suggestionDeclineHint'),
            missing: words('suggestionDeclineReasonMissing'),
            submit: words('suggestionDeclineSend'),
          }}
          onSend={(reason) => onDecide(suggestion, { kind: 'decline', reason })}
        />
      </div>
    </article>
  );
}
