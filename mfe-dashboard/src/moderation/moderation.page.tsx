import { useCallback, useRef, useState } from 'react';
import { Label, Radio, RadioGroup } from '@portal/shared/ui';
import { errorMessage, publish, type User } from '@portal/shared';
import { LoadError, useLoad } from '@portal/shared/data';
import { SelectField } from '@portal/shared/forms';
import type { ModerationQueueAnswer, ModerationReport, ReportStatus } from '@portal/shared/contracts';
import { StaffOnly } from '../session/staff-only.component.js';
import { useStates } from '../reports/place-fields.component.js';
import { ReportList } from '../reports/report-card-parts.component.js';
import { durationText, MODERATION_STATUS } from '../reports/report-words.js';
import { ReportCard, type ModerationAction } from './report-card.component.js';
import './moderation.css';
import { decideReport, fetchModerationQueue } from '../dashboard-api.js';
import { dashboardWords, type DashboardWordKey, type DashboardWords } from '../i18n/words.js';

type ActionKind = ModerationAction['kind'];

/** Where each action is sent, under `/moderation/reports/:id/`. */
const ENDPOINT: Record<ActionKind, string> = { review: 'review', approve: 'approve', reject: 'reject', verify: 'verify', note: 'notes' };

const DONE: Record<ActionKind, DashboardWordKey> = {
  review: 'moderationTakenForReview',
  approve: 'reportApproved',
  verify: 'reportMarkedVerified',
  reject: 'reportRejected',
  note: 'moderationNoteSent',
};

/** The request body of each action: the words that go with it (`RejectBody`, `VerifyBody`, `NoteBody`). */
function bodyOf(action: ModerationAction) {
  if (action.kind === 'reject') return { reason: action.reason };
  if (action.kind === 'verify') return { how: action.how };
  if (action.kind === 'note') return { note: action.note };
  return {};
}

/** '1 report awaiting review', '3 published reports': the heading over the reports of a status. */
const COUNTS: Record<ReportStatus, DashboardWordKey> = {
  submitted: 'moderationCountSubmitted',
  under_review: 'moderationCountUnderReview',
  approved: 'moderationCountPublished',
  rejected: 'moderationCountNotPublished',
  withdrawn: 'moderationCountWithdrawn',
};

/**
 * Moderation (admin and moderator): the queue of reports by status and state. A moderator takes a report
 * for review, publishes it or refuses it with a reason, records how its facts were checked, and writes to its
 * reporter; the server keeps each step in the report's history with who took it and when.
 */
export function ModerationPage({ user }: { user: User }) {
  const words = dashboardWords.useWords();
  return (
    <StaffOnly user={user} title={words('moderationTitle')}>
      <ModerationQueue user={user} />
    </StaffOnly>
  );
}

interface QueueFilter {
  status: ReportStatus;
  stateId: number | null;
}

/** The queue as filtered; a failure is also a toast, with the server's message when it gives one. */
async function loadQueue({ status, stateId }: QueueFilter, signal: AbortSignal, words: DashboardWords): Promise<ModerationQueueAnswer> {
  try {
    return await fetchModerationQueue(status, stateId, signal);
  } catch (error) {
    if (!signal.aborted) publish('toast', { kind: 'error', text: errorMessage(error, words('reportsLoadFailed')) });
    throw error;
  }
}

function ModerationQueue({ user }: { user: User }) {
  const words = dashboardWords.useWords();
  const [filter, setFilter] = useState<QueueFilter>({ status: 'submitted', stateId: null });
  const { status, stateId } = filter;
  const queue = useLoad(`moderation:${status}:${stateId ?? 'all'}`, (signal) => loadQueue(filter, signal, words));
  const states = useStates();
  const stateList = states.status === 'ready' ? states.data : [];
  const stateName = stateList.find((state) => state.id === stateId)?.name ?? null;
  // The reports decided here since the list loaded, as the server answered: a report stays listed only
  // while it keeps the status shown.
  const [decided, setDecided] = useState<ReadonlyMap<number, ModerationReport>>(new Map());
  const reports =
    queue.status === 'ready'
      ? queue.data.reports.map((report) => decided.get(report.id) ?? report).filter((report) => report.status === status)
      : null;
  const median = queue.status === 'ready' ? queue.data.medianHoursToDecision : undefined;
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const changeFilter = (change: Partial<QueueFilter>) => {
    setFilter((current) => ({ ...current, ...change }));
    setDecided(new Map());
  };

  const decide = useCallback(
    async (report: ModerationReport, action: ModerationAction): Promise<boolean> => {
      try {
        const data = await decideReport(report.id, ENDPOINT[action.kind], bodyOf(action));
        const stays = data.report.status === status;
        setDecided((current) => new Map(current).set(report.id, data.report));
        publish('toast', { kind: 'success', text: words(DONE[action.kind], { id: report.id }) });
        // The report's card (and the button just pressed) left this list: keep the keyboard user's place.
        if (!stays) requestAnimationFrame(() => resultsHeading.current?.focus());
        return true;
      } catch (error) {
        publish('toast', { kind: 'error', text: errorMessage(error, words('decisionFailed')) });
        return false;
      }
    },
    [status, words],
  );

  const count = reports ? words(COUNTS[status], { n: reports.length }) : '';
  return (
    <div className="dashboard-page" aria-busy={queue.status === 'loading'}>
      <h1>{words('moderationTitle')}</h1>
      <p className="page-intro">{words('moderationIntro')}</p>
      {/* The server gives the median to administrators only; the page shows it only to them too. */}
      {user.role === 'admin' && median !== undefined && (
        <p className="moderation__median">
          {words('labelled', {
            label: words('moderationMedianLabel'),
            value: median === null ? words('moderationNoDecisions') : durationText(median, words),
          })}
        </p>
      )}
      <div className="moderation__filters">
        <RadioGroup
          className="fieldset radio-group moderation__filter"
          orientation="horizontal"
          value={status}
          onChange={(value) => changeFilter({ status: value as ReportStatus })}
        >
          <Label className="fieldset__legend">{words('showReports')}</Label>
          {(Object.keys(MODERATION_STATUS) as ReportStatus[]).map((value) => (
            <Radio key={value} value={value} className="radio">
              {words(MODERATION_STATUS[value])}
            </Radio>
          ))}
        </RadioGroup>
        {states.status === 'failed' && <LoadError message={words('placeFieldStatesFailed')} onRetry={states.retry} />}
        <SelectField
          id="moderation-state"
          label={words('stateLabel')}
          options={[words('allStates'), ...stateList.map((state) => state.name)]}
          value={stateName ?? words('allStates')}
          onChange={(name) => changeFilter({ stateId: stateList.find((state) => state.name === name)?.id ?? null })}
        />
      </div>
      {/* Not announced again: the toast says it. */}
      {queue.status === 'failed' && <LoadError message={words('reportsLoadFailed')} onRetry={queue.retry} announce={false} />}
      {queue.status === 'loading' && <p>{words('reportsLoading')}</p>}
      {reports && (
        <section aria-labelledby="moderation-results">
          <h2 id="moderation-results" ref={resultsHeading} tabIndex={-1}>
            {stateName ? words('moderationCountIn', { count, state: stateName }) : count}
          </h2>
          <ReportList reports={reports} card={(report) => <ReportCard report={report} onDecide={decide} />} />
        </section>
      )}
    </div>
  );
}
