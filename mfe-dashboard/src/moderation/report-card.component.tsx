import { useContext, useEffect, useRef } from 'react';
import { Button } from '@portal/shared/ui';
import { LocaleContext, Parts } from '@portal/shared/i18n/app-words';
import { Fact } from '@portal/shared/fact';
import type { ModerationReport, ReportStatus } from '@portal/shared/contracts';
import { PlaceFacts, ReportCardFrame, TypedFact } from '../reports/report-card-parts.component.js';
import { ReportHistory } from '../reports/report-history.component.js';
import { formatDateTime, MODERATION_STATUS } from '../reports/report-words.js';
import { TextDialog, type TextDialogWords } from '../reports/text-dialog.component.js';
import { ReportMediaList } from './report-media.component.js';
import { dashboardWords, type DashboardWordKey, type DashboardWords } from '../i18n/words.js';

export type ModerationAction =
  | { kind: 'review' }
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string }
  | { kind: 'verify'; how: string }
  | { kind: 'note'; note: string };

interface ReportCardProps {
  report: ModerationReport;
  /** Resolves true when the server recorded the decision or the note. */
  onDecide: (report: ModerationReport, action: ModerationAction) => Promise<boolean>;
}

const is = (status: ReportStatus, ...statuses: ReportStatus[]) => statuses.includes(status);

/**
 * What a moderator can do with a report in each status (as the API allows): take a submitted one for
 * review; publish one waiting for a decision; refuse (or unpublish) one with a reason; record how the facts
 * of a published one were checked; write to its reporter. A report not published waits for its reporter to
 * correct it and send it again; a withdrawn one is the reporter's alone: neither can be published from here.
 */
function actionsFor({ status, verified }: ModerationReport) {
  return {
    review: status === 'submitted',
    approve: is(status, 'submitted', 'under_review'),
    reject: is(status, 'submitted', 'under_review', 'approved'),
    verify: !verified && status === 'approved',
    note: status !== 'withdrawn',
  };
}

interface TextAction {
  kind: 'verify' | 'reject' | 'note';
  triggerClassName?: string;
  decision: (text: string) => ModerationAction;
}

/** The decisions that need words, in the order their buttons stand: verify, reject, write to the reporter. */
const TEXT_ACTIONS: readonly TextAction[] = [
  { kind: 'verify', decision: (how) => ({ kind: 'verify', how }) },
  { kind: 'reject', triggerClassName: 'button button--danger', decision: (reason) => ({ kind: 'reject', reason }) },
  { kind: 'note', decision: (note) => ({ kind: 'note', note }) },
];

/**
 * Each dialog's words: the button that opens it, its title (given the report's number), the field's label
 * and hint, what is said when it is left empty, and its send button.
 */
const DIALOG_WORDS: Record<TextAction['kind'], Record<keyof TextDialogWords, DashboardWordKey>> = {
  verify: {
    trigger: 'markVerified',
    title: 'moderationVerifyTitle',
    label: 'moderationVerifyHow',
    hint: 'moderationVerifyHint',
    missing: 'moderationVerifyMissing',
    submit: 'markVerified',
  },
  reject: {
    trigger: 'reject',
    title: 'rejectReportTitle',
    label: 'reasonLabel',
    hint: 'moderationRejectHint',
    missing: 'reasonMissing',
    submit: 'rejectReport',
  },
  note: {
    trigger: 'moderationWriteNote',
    title: 'moderationNoteTitle',
    label: 'moderationNoteLabel',
    hint: 'moderationNoteHint',
    missing: 'moderationNoteMissing',
    submit: 'moderationSendNote',
  },
};

function dialogWords(kind: TextAction['kind'], id: number, words: DashboardWords): TextDialogWords {
  const keys = DIALOG_WORDS[kind];
  return {
    trigger: words(keys.trigger),
    title: words(keys.title, { id }),
    label: words(keys.label),
    hint: words(keys.hint),
    missing: words(keys.missing),
    submit: words(keys.submit),
  };
}

/*
 * Every run a person typed (names, addresses, comments, reasons, places) is in its own <bdi>: a
 * right-to-left override inside it (U+202E) then reverses only that run, never the words around it, and
 * Arabic or Hebrew text keeps its own direction.
 */

/** One report in the queue: what was reported and where, its media, its history and the actions left. */
export function ReportCard({ report, onDecide }: ReportCardProps) {
  const words = dashboardWords.useWords();
  const locale = useContext(LocaleContext);
  const can = actionsFor(report);
  const heading = useRef<HTMLHeadingElement>(null);
  // Once verified, the report stays listed but 'Mark verified', where focus would return, has gone: the
  // report's heading keeps the keyboard user's place (after React Aria's own attempt, in an earlier frame).
  const wasVerified = useRef(report.verified);
  useEffect(() => {
    if (!report.verified || wasVerified.current) {
      wasVerified.current = report.verified;
      return undefined;
    }
    wasVerified.current = true;
    const frame = requestAnimationFrame(() => heading.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [report.verified]);
  return (
    <ReportCardFrame report={report} idPrefix={`report-${report.id}`} headingLevel={3} headingRef={heading}>
      <dl className="report-card__facts">
        <Fact label={words('reportSubmittedLabel')}>
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt, locale, words)}</time>
        </Fact>
        <Fact label={words('reportByLabel')}>
          {report.channel === 'web' ? (
            <Parts
              parts={words.parts(report.showName ? 'reporterShowsName' : 'reporterHidesName', {
                firstname: <bdi>{report.firstName}</bdi>,
                lastname: <bdi>{report.lastName}</bdi>,
                email: <bdi>{report.email}</bdi>,
              })}
            />
          ) : (
            // A phone reporter has no name or address: the channel, and all moderators may see of the number.
            words(report.phoneEnding ? 'reporterByPhone' : 'reporterByPhoneStopped', {
              channel: report.channel,
              ending: report.phoneEnding ?? '',
            })
          )}
        </Fact>
        <Fact label={words('reportStatusLabel')}>
          {words(report.verified ? 'reportStatusVerified' : 'reportStatusNotVerified', { status: words(MODERATION_STATUS[report.status]) })}
        </Fact>
        <TypedFact label={words('myReportsVerifiedHowLabel')} text={report.verified ? report.verifiedHow : null} />
        <PlaceFacts report={report} notGiven={words('reportPlaceNotGiven')} />
      </dl>
      {/* Rendered as text: whatever the reporter typed, markup included, stays inert. */}
      <p className="report-card__comment">
        <bdi>{report.comment}</bdi>
      </p>
      {report.videoUrl && (
        <p>
          <Parts
            parts={words.parts('labelled', {
              label: words('videoLinkLabel'),
              value: (
                <a href={report.videoUrl} rel="noopener noreferrer nofollow" target="_blank">
                  <bdi>{report.videoUrl}</bdi> {words('opensInNewTab')}
                </a>
              ),
            })}
          />
        </p>
      )}
      <ReportMediaList reportId={report.id} media={report.media} />
      <ReportHistory history={report.history} reader="moderator" headingLevel={4} />
      {Object.values(can).some(Boolean) && (
        <div className="report-card__actions" role="group" aria-label={words('decideOnReport', { id: report.id })}>
          {can.review && (
            <Button className="button" onPress={() => void onDecide(report, { kind: 'review' })}>
              {words('moderationTakeForReview')}
            </Button>
          )}
          {can.approve && (
            <Button className="button button--primary" onPress={() => void onDecide(report, { kind: 'approve' })}>
              {words('approve')}
            </Button>
          )}
          {TEXT_ACTIONS.filter(({ kind }) => can[kind]).map(({ kind, triggerClassName, decision }) => (
            <TextDialog
              key={kind}
              id={`report-${report.id}-${kind}`}
              triggerClassName={triggerClassName}
              words={dialogWords(kind, report.id, words)}
              onSend={(text) => onDecide(report, decision(text))}
            />
          ))}
        </div>
      )}
    </ReportCardFrame>
  );
}
