import { useAtomValue } from 'jotai';
import { Link } from '@portal/shared/ui';
import { sessionAtom } from '../menu/session.js';
import { PublishedReports } from './published-reports.component.js';
import './eyewitness.css';

export const EYEWITNESS_TITLE = 'Eyewitness';
export const REVIEW_NOTICE = 'All submissions are reviewed and verified before they appear on the portal.';
export const SUBMIT_REPORT = 'Submit an eyewitness report';
export const LOG_IN_TO_REPORT = 'Log in to submit an eyewitness report';

/** §2.1: the eyewitness feature explained, with the way in: the dashboard when signed in, else login. */
export function EyewitnessIntroPage() {
  const user = useAtomValue(sessionAtom);
  return (
    <div className="page prose">
      <h1>{EYEWITNESS_TITLE}</h1>
      <p>
        Have you met a barrier that keeps persons with disabilities out, such as a building without a ramp,
        a service without sign language or a website a screen reader cannot use? Have you seen something
        that works well? Tell us. With an account you can:
      </p>
      <ul>
        <li>report an accessibility barrier,</li>
        <li>share your experience,</li>
        <li>ask a question,</li>
        <li>contribute data to the portal.</li>
      </ul>
      <p>You can add photographs, a video file or a link to a video.</p>
      <p className="notice">{REVIEW_NOTICE}</p>
      {user ? (
        <Link href="/dashboard" className="button-link">
          {SUBMIT_REPORT}
        </Link>
      ) : (
        <Link href="/login" className="button-link">
          {LOG_IN_TO_REPORT}
        </Link>
      )}
      <PublishedReports />
    </div>
  );
}
