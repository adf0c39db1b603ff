import { Button } from '@portal/shared/ui';
import { DECISION_LABELS, formatDateTime, STATUS_LABELS, type ModerationReport, type ReportDecision } from './moderation-report.js';
import { RejectDialog } from './reject-dialog.component.js';
import { ReportMediaList } from './report-media.component.js';

export type ModerationAction = { kind: 'approve' } | { kind: 'verify' } | { kind: 'reject'; reason: string };

interface ReportCardProps {
  report: ModerationReport;
  /** Resolves true when the server recorded the decision. */
  onDecide: (report: ModerationReport, action: ModerationAction) => Promise<boolean>;
}

/*
 * Every run a person typed (names, addresses, comments, reasons) is in its own <bdi>: a right-to-left
 * override inside it (U+202E) then reverses only that run, never the words around it, and Arabic or
 * Hebrew text keeps its own direction.
 */

/** 'Rejected by Ada Obi on 3 Feb 2025, 10:15. Reason: duplicate of report 4' */
function DecisionText({ decision }: { decision: ReportDecision }) {
  return (
    <>
      {DECISION_LABELS[decision.decision]} by <bdi>{decision.by.name}</bdi> on {formatDateTime(decision.at)}
      {decision.reason && (
        <>
          . Reason: <bdi>{decision.reason}</bdi>
        </>
      )}
    </>
  );
}

/** One report in the queue: what was reported, its media, its decisions so far and the actions left. */
export function ReportCard({ report, onDecide }: ReportCardProps) {
  const titleId = `report-${report.id}-title`;
  return (
    <article className="report-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="report-card__title">
        Report {report.id}: {report.commentType}
      </h3>
      <dl className="report-card__facts">
        <dt>Submitted</dt>
        <dd>{formatDateTime(report.createdAt)}</dd>
        <dt>By</dt>
        <dd>
          <bdi>{report.firstName}</bdi> <bdi>{report.lastName}</bdi> (<bdi>{report.email}</bdi>)
          {report.showName ? ', agrees to show their first name' : ', name not to be shown'}
        </dd>
        <dt>Status</dt>
        <dd>
          {STATUS_LABELS[report.status]}
          {report.verified ? ', verified' : ', not verified'}
        </dd>
      </dl>
      {/* Rendered as text: whatever the reporter typed, markup included, stays inert. */}
      <p className="report-card__comment">
        <bdi>{report.comment}</bdi>
      </p>
      {report.videoUrl && (
        <p>
          Video link:{' '}
          <a href={report.videoUrl} rel="noopener noreferrer nofollow" target="_blank">
            <bdi>{report.videoUrl}</bdi> (opens in a new tab)
          </a>
        </p>
      )}
      <ReportMediaList reportId={report.id} media={report.media} />
      {report.decisions.length > 0 && (
        <>
          <h4 className="report-card__subtitle">Decisions</h4>
          <ul className="report-card__decisions">
            {report.decisions.map((decision) => (
              <li key={`${decision.decision}-${decision.at}`}>
                <DecisionText decision={decision} />
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="report-card__actions" role="group" aria-label={`Decide on report ${report.id}`}>
        {report.status !== 'approved' && (
          <Button className="button button--primary" onPress={() => void onDecide(report, { kind: 'approve' })}>
            Approve
          </Button>
        )}
        {!report.verified && report.status !== 'rejected' && (
          <Button className="button" onPress={() => void onDecide(report, { kind: 'verify' })}>
            Mark verified
          </Button>
        )}
        {report.status !== 'rejected' && (
          <RejectDialog reportId={report.id} onReject={(reason) => onDecide(report, { kind: 'reject', reason })} />
        )}
      </div>
    </article>
  );
}
