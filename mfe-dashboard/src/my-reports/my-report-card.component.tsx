import { useContext, useEffect, useRef, useState } from 'react';
import { Button } from '@portal/shared/ui';
import { errorMessage, errorStatus, publish } from '@portal/shared';
import { Fact } from '@portal/shared/fact';
import type { MyReport } from '@portal/shared/contracts';
import { PlaceFacts, ReportCardFrame, TypedFact } from '../reports/report-card-parts.component.js';
import { ReportHistory } from '../reports/report-history.component.js';
import { ShortText } from '../reports/short-text.component.js';
import { formatDateTime, latestText, mediaSummary, reporterStatus } from '../reports/report-words.js';
import { ResubmitForm } from './resubmit-form.component.js';
import { WithdrawDialog } from './withdraw-dialog.component.js';
import { withdrawReport } from '../dashboard-api.js';
import { LocaleContext } from '@portal/shared/i18n/app-words';
import { dashboardWords } from '../i18n/words.js';

/** The status's class, for its frame; the words say it, so colour is never the only signal. */
const badgeKind = (report: MyReport) => (report.status === 'approved' && report.verified ? 'verified' : report.status);

interface MyReportCardProps {
  report: MyReport;
  /** The report as the server answered after the reporter withdrew it or sent it again. */
  onChange: (report: MyReport) => void;
}

/** One of the reporter's reports: what they sent, where it stands, its history, and what they can do with it. */
export function MyReportCard({ report, onChange }: MyReportCardProps) {
  const words = dashboardWords.useWords();
  const locale = useContext(LocaleContext);
  const heading = useRef<HTMLHeadingElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
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
      publish('toast', { kind: 'success', text: words('withdrawDone', { id: report.id }) });
      setEditing(false);
      setFocusHeading(true);
      return true;
    } catch (error) {
      // A refused session is logged out, with the spec's message, by the shared API client.
      if (errorStatus(error) !== 401) publish('toast', { kind: 'error', text: errorMessage(error, words('withdrawFailed')) });
      return false;
    }
  };

  return (
    <ReportCardFrame report={report} idPrefix={`my-report-${report.id}`} headingLevel={2} headingRef={heading} className="my-report">
      <dl className="report-card__facts">
        <Fact label={words('reportStatusLabel')}>
          <span className={`status-badge status-badge--${badgeKind(report)}`}>{reporterStatus(report, words)}</span>
        </Fact>
        <TypedFact label={words('myReportsReasonLabel')} text={reason} />
        <TypedFact label={words('myReportsVerifiedHowLabel')} text={report.status === 'approved' ? report.verifiedHow : null} />
        <Fact label={words('myReportsSentLabel')}>
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt, locale, words)}</time>
        </Fact>
        <PlaceFacts report={report} notGiven={words('placeFieldNotGiven')} />
        {report.media.length > 0 && <Fact label={words('myReportsMediaLabel')}>{mediaSummary(report.media, words)}</Fact>}
      </dl>
      <ShortText id={`my-report-${report.id}-text`} text={report.comment} />
      <ReportHistory history={report.history} reader="reporter" headingLevel={3} />
      {report.status !== 'withdrawn' && !editing && (
        <div className="report-card__actions">
          {report.status === 'rejected' && (
            <Button ref={editButton} className="button button--primary" onPress={() => setEditing(true)}>
              {words('resubmitAction')}
            </Button>
          )}
          <Button className="button button--danger" onPress={() => setConfirming(true)}>
            {words('withdrawAction')}
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
    </ReportCardFrame>
  );
}
