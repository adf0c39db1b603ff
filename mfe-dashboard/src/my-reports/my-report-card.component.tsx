import { useEffect, useRef, useState } from 'react';
import { Button } from '@portal/shared/ui';
import { countText, errorMessage, errorStatus, messages, publish, t } from '@portal/shared';
import type { MyReport, ReportMedia } from '@portal/shared/contracts';
import { ReportHistory } from '../reports/report-history.component.js';
import { ShortText } from '../reports/short-text.component.js';
import { formatDateTime, latestText, placeText, reporterStatus } from '../reports/report-words.js';
import { ResubmitForm } from './resubmit-form.component.js';
import { WithdrawDialog } from './withdraw-dialog.component.js';
import { withdrawReport } from './my-reports-api.js';

/** '2 photographs', '1 video'. */
function mediaSummary(media: readonly ReportMedia[]): string {
  const photos = media.filter((item) => item.kind === 'photograph').length;
  return photos > 0 ? countText(photos, 'mediaPhotographsOne', 'mediaPhotographsMany') : messages.mediaOneVideo;
}

/** The status's class, for its frame; the words say it, so colour is never the only signal. */
const badgeKind = (report: MyReport) => (report.status === 'approved' && report.verified ? 'verified' : report.status);

interface MyReportCardProps {
  report: MyReport;
  /** The report as the server answered after the reporter withdrew it or sent it again. */
  onChange: (report: MyReport) => void;
}

/** One of the reporter's reports: what they sent, where it stands, its history, and what they can do with it. */
export function MyReportCard({ report, onChange }: MyReportCardProps) {
  const titleId = `my-report-${report.id}-title`;
  const heading = useRef<HTMLHeadingElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const place = placeText(report);
  const reason = report.status === 'rejected' ? latestText(report.history, 'rejected') : null;

  // The button just used has gone with the old status: the report's heading keeps the keyboard user's place.
  // Moved once the dialog has closed, after React Aria has tried (and failed) to return focus to that button.
  const [focusHeading, setFocusHeading] = useState(false);
  useEffect(() => {
    if (!focusHeading || confirming) return undefined;
    const frame = requestAnimationFrame(() => {
      heading.current?.focus();
      setFocusHeading(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusHeading, confirming]);

  const withdraw = async (): Promise<boolean> => {
    try {
      onChange(await withdrawReport(report.id));
      publish('toast', { kind: 'success', text: t('withdrawDone', { id: report.id }) });
      setEditing(false);
      setFocusHeading(true);
      return true;
    } catch (error) {
      // A refused session is logged out, with the spec's message, by the shared API client.
      if (errorStatus(error) !== 401) publish('toast', { kind: 'error', text: errorMessage(error, messages.withdrawFailed) });
      return false;
    }
  };

  return (
    <article className="report-card my-report" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="report-card__title">
        {t('reportTitle', { id: report.id, type: report.commentType })}
      </h2>
      <dl className="report-card__facts">
        <dt>{messages.reportStatusLabel}</dt>
        <dd>
          <span className={`status-badge status-badge--${badgeKind(report)}`}>{reporterStatus(report)}</span>
        </dd>
        {reason && (
          <>
            <dt>{messages.myReportsReasonLabel}</dt>
            <dd>
              <bdi>{reason}</bdi>
            </dd>
          </>
        )}
        {report.status === 'approved' && report.verifiedHow && (
          <>
            <dt>{messages.myReportsVerifiedHowLabel}</dt>
            <dd>
              <bdi>{report.verifiedHow}</bdi>
            </dd>
          </>
        )}
        <dt>{messages.myReportsSentLabel}</dt>
        <dd>
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
        </dd>
        <dt>{messages.reportPlaceLabel}</dt>
        <dd>{place ?? messages.placeFieldNotGiven}</dd>
        {report.placeDescription && (
          <>
            <dt>{messages.placeFieldDescriptionLabel}</dt>
            <dd>
              <bdi>{report.placeDescription}</bdi>
            </dd>
          </>
        )}
        {report.media.length > 0 && (
          <>
            <dt>{messages.myReportsMediaLabel}</dt>
            <dd>{mediaSummary(report.media)}</dd>
          </>
        )}
      </dl>
      <ShortText id={`my-report-${report.id}-text`} text={report.comment} />
      <ReportHistory history={report.history} reader="reporter" headingLevel={3} />
      {report.status !== 'withdrawn' && !editing && (
        <div className="report-card__actions">
          {report.status === 'rejected' && (
            <Button ref={editButton} className="button button--primary" onPress={() => setEditing(true)}>
              {messages.resubmitAction}
            </Button>
          )}
          <Button className="button button--danger" onPress={() => setConfirming(true)}>
            {messages.withdrawAction}
          </Button>
        </div>
      )}
      {editing && (
        <ResubmitForm
          report={report}
          onSent={(sent) => {
            onChange(sent);
            setEditing(false);
            setFocusHeading(true);
          }}
          onCancel={() => {
            setEditing(false);
            requestAnimationFrame(() => editButton.current?.focus());
          }}
        />
      )}
      <WithdrawDialog reportId={report.id} isOpen={confirming} onOpenChange={setConfirming} onConfirm={withdraw} />
    </article>
  );
}
