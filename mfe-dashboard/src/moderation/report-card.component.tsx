import { Button } from '@portal/shared/ui';
import { Fill, messages, t } from '@portal/shared';
import type { DecisionRecord, ModerationReport } from '@portal/shared/contracts';
import { DECISION_LABELS, formatDateTime, STATUS_LABELS } from './moderation-report.js';
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
function DecisionText({ decision }: { decision: DecisionRecord }) {
  return (
    <Fill
      text={decision.reason ? messages.decisionByWithReason : messages.decisionBy}
      values={{
        decision: DECISION_LABELS[decision.decision],
        name: <bdi>{decision.by.name}</bdi>,
        date: formatDateTime(decision.at),
        reason: <bdi>{decision.reason}</bdi>,
      }}
    />
  );
}

/** One report in the queue: what was reported, its media, its decisions so far and the actions left. */
export function ReportCard({ report, onDecide }: ReportCardProps) {
  const titleId = `report-${report.id}-title`;
  return (
    <article className="report-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="report-card__title">
        {t('reportTitle', { id: report.id, type: report.commentType })}
      </h3>
      <dl className="report-card__facts">
        <dt>{messages.reportSubmittedLabel}</dt>
        <dd>{formatDateTime(report.createdAt)}</dd>
        <dt>{messages.reportByLabel}</dt>
        <dd>
          <Fill
            text={report.showName ? messages.reporterShowsName : messages.reporterHidesName}
            values={{ firstname: <bdi>{report.firstName}</bdi>, lastname: <bdi>{report.lastName}</bdi>, email: <bdi>{report.email}</bdi> }}
          />
        </dd>
        <dt>{messages.reportStatusLabel}</dt>
        <dd>{t(report.verified ? 'reportStatusVerified' : 'reportStatusNotVerified', { status: STATUS_LABELS[report.status] })}</dd>
      </dl>
      {/* Rendered as text: whatever the reporter typed, markup included, stays inert. */}
      <p className="report-card__comment">
        <bdi>{report.comment}</bdi>
      </p>
      {report.videoUrl && (
        <p>
          <Fill
            text={messages.labelled}
            values={{
              label: messages.videoLinkLabel,
              value: (
                <a href={report.videoUrl} rel="noopener noreferrer nofollow" target="_blank">
                  <bdi>{report.videoUrl}</bdi> {messages.opensInNewTab}
                </a>
              ),
            }}
          />
        </p>
      )}
      <ReportMediaList reportId={report.id} media={report.media} />
      {report.decisions.length > 0 && (
        <>
          <h4 className="report-card__subtitle">{messages.decisionsHeading}</h4>
          <ul className="report-card__decisions">
            {report.decisions.map((decision) => (
              <li key={`${decision.decision}-${decision.at}`}>
                <DecisionText decision={decision} />
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="report-card__actions" role="group" aria-label={t('decideOnReport', { id: report.id })}>
        {report.status !== 'approved' && (
          <Button className="button button--primary" onPress={() => void onDecide(report, { kind: 'approve' })}>
            {messages.approve}
          </Button>
        )}
        {!report.verified && report.status !== 'rejected' && (
          <Button className="button" onPress={() => void onDecide(report, { kind: 'verify' })}>
            {messages.markVerified}
          </Button>
        )}
        {report.status !== 'rejected' && (
          <RejectDialog reportId={report.id} onReject={(reason) => onDecide(report, { kind: 'reject', reason })} />
        )}
      </div>
    </article>
  );
}
