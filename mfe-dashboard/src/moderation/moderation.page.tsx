import { useCallback, useRef, useState } from 'react';
import { Label, Radio, RadioGroup } from '@portal/shared/ui';
import { api, countText, errorMessage, messages, publish, t, type MessageKey, type User } from '@portal/shared';
import { LoadError, useLoad } from '@portal/shared/data';
import { StaffOnly } from '../session/staff-only.component.js';
import type { ModerationQueueAnswer, ModerationReport, ModerationReportAnswer, ReportStatus } from '@portal/shared/contracts';
import { STATUS_LABELS } from './moderation-report.js';
import { ReportCard, type ModerationAction } from './report-card.component.js';
import './moderation.css';

const DONE: Record<ModerationAction['kind'], MessageKey> = {
  approve: 'reportApproved',
  verify: 'reportMarkedVerified',
  reject: 'reportRejected',
};

/** '1 report awaiting review', '3 approved reports': the heading over the reports of a status. */
const COUNTS: Record<ReportStatus, [one: MessageKey, many: MessageKey]> = {
  submitted: ['reportsAwaitingOne', 'reportsAwaitingMany'],
  approved: ['reportsApprovedOne', 'reportsApprovedMany'],
  rejected: ['reportsRejectedOne', 'reportsRejectedMany'],
};

/**
 * Moderation (admin and moderator): the queue of submitted reports. Approve publishes a report, reject
 * keeps it unpublished with a reason, and verify records that its facts were checked; the server records
 * who decided and when.
 */
export function ModerationPage({ user }: { user: User }) {
  return (
    <StaffOnly user={user} title={messages.moderationTitle}>
      <ModerationQueue />
    </StaffOnly>
  );
}

/** The reports with `status`; a failure is also a toast, with the server's message when it gives one. */
async function loadQueue(status: ReportStatus, signal: AbortSignal): Promise<ModerationReport[]> {
  try {
    return (await api.get<ModerationQueueAnswer>('/moderation/reports', { params: { status } })).data.reports;
  } catch (error) {
    if (!signal.aborted) publish('toast', { kind: 'error', text: errorMessage(error, messages.reportsLoadFailed) });
    throw error;
  }
}

function ModerationQueue() {
  const [status, setStatus] = useState<ReportStatus>('submitted');
  const queue = useLoad(`moderation:${status}`, (signal) => loadQueue(status, signal));
  // The reports decided here since the list loaded, as the server answered: a report stays listed only
  // while it keeps the status shown.
  const [decided, setDecided] = useState<ReadonlyMap<number, ModerationReport>>(new Map());
  const reports =
    queue.status === 'ready'
      ? queue.data.map((report) => decided.get(report.id) ?? report).filter((report) => report.status === status)
      : null;
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const decide = useCallback(
    async (report: ModerationReport, action: ModerationAction): Promise<boolean> => {
      try {
        const path = `/moderation/reports/${report.id}/${action.kind}`;
        const body = action.kind === 'reject' ? { reason: action.reason } : {};
        const { data } = await api.post<ModerationReportAnswer>(path, body);
        const stays = data.report.status === status;
        setDecided((current) => new Map(current).set(report.id, data.report));
        publish('toast', { kind: 'success', text: t(DONE[action.kind], { id: report.id }) });
        // The report's card (and the button just pressed) left this list: keep the keyboard user's place.
        if (!stays) requestAnimationFrame(() => resultsHeading.current?.focus());
        return true;
      } catch (error) {
        publish('toast', { kind: 'error', text: errorMessage(error, messages.decisionFailed) });
        return false;
      }
    },
    [status],
  );

  return (
    <div className="dashboard-page" aria-busy={queue.status === 'loading'}>
      <h1>{messages.moderationTitle}</h1>
      <p className="page-intro">{messages.moderationIntro}</p>
      <RadioGroup
        className="fieldset radio-group moderation__filter"
        orientation="horizontal"
        value={status}
        onChange={(value) => {
          setStatus(value as ReportStatus);
          setDecided(new Map());
        }}
      >
        <Label className="fieldset__legend">{messages.showReports}</Label>
        {(Object.keys(STATUS_LABELS) as ReportStatus[]).map((value) => (
          <Radio key={value} value={value} className="radio">
            {STATUS_LABELS[value]}
          </Radio>
        ))}
      </RadioGroup>
      {/* Not announced again: the toast says it. */}
      {queue.status === 'failed' && <LoadError message={messages.reportsLoadFailed} onRetry={queue.retry} announce={false} />}
      {queue.status === 'loading' && <p>{messages.reportsLoading}</p>}
      {reports && (
        <section aria-labelledby="moderation-results">
          <h2 id="moderation-results" ref={resultsHeading} tabIndex={-1}>
            {countText(reports.length, ...COUNTS[status])}
          </h2>
          <ul className="moderation__list">
            {reports.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} onDecide={decide} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
