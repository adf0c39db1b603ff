import type { ReactNode, Ref } from 'react';
import { Fact } from '@portal/shared/fact';
import { commentTypeText } from '@portal/shared/i18n/comment-types';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { placeText } from './report-words.js';
import './reports.css';
import { dashboardWords } from '../i18n/words.js';

interface ReportCardFrameProps {
  report: { id: number; commentType: string };
  /** Unique on the page: the title's id starts with it. */
  idPrefix: string;
  /** Under the page's h1 (My reports) or under the list's h2 (moderation). */
  headingLevel: 2 | 3;
  /** The title takes focus when the button just used has gone with the report's old status. */
  headingRef: Ref<HTMLHeadingElement>;
  className?: string;
  children: ReactNode;
}

/** A report's card, named by its title ('Report 12: Complaint'), for My reports and the moderation queue. */
export function ReportCardFrame({ report, idPrefix, headingLevel, headingRef, className, children }: ReportCardFrameProps) {
  const words = dashboardWords.useWords();
  const shared = sharedWords.useWords();
  const titleId = `${idPrefix}-title`;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={className ? `report-card ${className}` : 'report-card'} aria-labelledby={titleId}>
      <Heading id={titleId} ref={headingRef} tabIndex={-1} className="report-card__title">
        {words('reportTitle', { id: report.id, type: commentTypeText(report.commentType, shared) })}
      </Heading>
      {children}
    </article>
  );
}

/**
 * A fact a person typed (a reason, how the facts were checked, a place's description), shown only when
 * given, in its own <bdi>: a right-to-left override in it then reverses only itself.
 */
export function TypedFact({ label, text }: { label: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Fact label={label}>
      <bdi>{text}</bdi>
    </Fact>
  );
}

/** Where it happened: the state and area (or `notGiven`), then the reporter's description when there is one. */
export function PlaceFacts({
  report,
  notGiven,
}: {
  report: { state: string | null; lga: string | null; placeDescription: string | null };
  notGiven: string;
}) {
  const words = dashboardWords.useWords();
  const place = placeText(report, words);
  return (
    <>
      <Fact label={words('reportPlaceLabel')}>{place ? <bdi>{place}</bdi> : notGiven}</Fact>
      <TypedFact label={words('placeFieldDescriptionLabel')} text={report.placeDescription} />
    </>
  );
}

/** The reports of a page, one card each, as a list (screen readers say how many there are). */
export function ReportList<R extends { id: number }>({ reports, card }: { reports: readonly R[]; card: (report: R) => ReactNode }) {
  return (
    <ul className="report-list">
      {reports.map((report) => (
        <li key={report.id}>{card(report)}</li>
      ))}
    </ul>
  );
}
