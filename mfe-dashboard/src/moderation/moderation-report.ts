/** A report as the moderation endpoints send it (api/src/routes/moderation.ts). */
export type ReportStatus = 'submitted' | 'approved' | 'rejected';
export type Decision = 'approved' | 'rejected' | 'verified';

export interface ReportMedia {
  id: number;
  kind: 'photograph' | 'video';
  contentType: string;
  size: number;
}

export interface ReportDecision {
  decision: Decision;
  reason: string | null;
  at: string;
  by: { id: number; name: string };
}

export interface ModerationReport {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  commentType: string;
  comment: string;
  showName: boolean;
  videoUrl: string | null;
  status: ReportStatus;
  verified: boolean;
  createdAt: string;
  media: ReportMedia[];
  decisions: ReportDecision[];
}

export const STATUS_LABELS: Record<ReportStatus, string> = {
  submitted: 'Awaiting review',
  approved: 'Approved (public)',
  rejected: 'Rejected',
};

export const DECISION_LABELS: Record<Decision, string> = { approved: 'Approved', rejected: 'Rejected', verified: 'Marked verified' };

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
