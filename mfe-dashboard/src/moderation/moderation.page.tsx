import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Label, Radio, RadioGroup } from '@portal/shared/ui';
import { api, errorMessage, messages, publish, type User } from '@portal/shared';
import { isStaff } from '../session/roles.js';
import { STATUS_LABELS, type ModerationReport, type ReportStatus } from './moderation-report.js';
import { ReportCard, type ModerationAction } from './report-card.component.js';
import '../forms/forms.css';
import './moderation.css';

const LOAD_FAILED = 'The reports could not be loaded.';
const DECISION_FAILED = 'The decision could not be saved.';

const DONE: Record<ModerationAction['kind'], (id: number) => string> = {
  approve: (id) => `Report ${id} approved: it is now public.`,
  verify: (id) => `Report ${id} marked verified.`,
  reject: (id) => `Report ${id} rejected.`,
};

function countText(n: number, status: ReportStatus): string {
  const reports = n === 1 ? 'report' : 'reports';
  if (status === 'submitted') return `${n} ${reports} awaiting review`;
  return `${n} ${status} ${reports}`;
}

/**
 * Moderation (admin and moderator): the queue of submitted reports. Approve publishes a report, reject
 * keeps it unpublished with a reason, and verify records that its facts were checked; the server records
 * who decided and when.
 */
export function ModerationPage({ user }: { user: User }) {
  if (!isStaff(user)) {
    return (
      <div className="dashboard-page">
        <h1>Moderation</h1>
        <p className="notice notice--error">{messages.accessDenied}</p>
      </div>
    );
  }
  return <ModerationQueue />;
}

function ModerationQueue() {
  const [status, setStatus] = useState<ReportStatus>('submitted');
  const [reports, setReports] = useState<ModerationReport[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let active = true;
    setReports(null);
    setFailed(false);
    api.get<{ reports: ModerationReport[] }>('/moderation/reports', { params: { status } }).then(
      ({ data }) => active && setReports(data.reports),
      (error: unknown) => {
        if (!active) return;
        setFailed(true);
        publish('toast', { kind: 'error', text: errorMessage(error, LOAD_FAILED) });
      },
    );
    return () => {
      active = false;
    };
  }, [status, attempt]);

  const decide = useCallback(
    async (report: ModerationReport, action: ModerationAction): Promise<boolean> => {
      try {
        const path = `/moderation/reports/${report.id}/${action.kind}`;
        const body = action.kind === 'reject' ? { reason: action.reason } : {};
        const { data } = await api.post<{ report: ModerationReport }>(path, body);
        const stays = data.report.status === status;
        setReports((current) =>
          current && (stays ? current.map((r) => (r.id === report.id ? data.report : r)) : current.filter((r) => r.id !== report.id)),
        );
        publish('toast', { kind: 'success', text: DONE[action.kind](report.id) });
        // The report's card (and the button just pressed) left this list: keep the keyboard user's place.
        if (!stays) requestAnimationFrame(() => resultsHeading.current?.focus());
        return true;
      } catch (error) {
        publish('toast', { kind: 'error', text: errorMessage(error, DECISION_FAILED) });
        return false;
      }
    },
    [status],
  );

  return (
    <div className="dashboard-page" aria-busy={!reports && !failed}>
      <h1>Moderation</h1>
      <p className="page-intro">
        Approve a report to publish it, mark it verified once its facts are checked, or reject it with a reason.
        Each decision is recorded with who made it and when.
      </p>
      <RadioGroup
        className="fieldset radio-group moderation__filter"
        orientation="horizontal"
        value={status}
        onChange={(value) => setStatus(value as ReportStatus)}
      >
        <Label className="fieldset__legend">Show reports</Label>
        {(Object.keys(STATUS_LABELS) as ReportStatus[]).map((value) => (
          <Radio key={value} value={value} className="radio">
            {STATUS_LABELS[value]}
          </Radio>
        ))}
      </RadioGroup>
      {failed && (
        <div className="notice notice--error">
          <p>{LOAD_FAILED}</p>
          <Button className="button" onPress={() => setAttempt((n) => n + 1)}>
            {messages.retry}
          </Button>
        </div>
      )}
      {!reports && !failed && <p>Loading reports…</p>}
      {reports && (
        <section aria-labelledby="moderation-results">
          <h2 id="moderation-results" ref={resultsHeading} tabIndex={-1}>
            {countText(reports.length, status)}
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
