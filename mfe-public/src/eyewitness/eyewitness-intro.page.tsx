import { Link } from '@portal/shared/ui';
import { messages } from '@portal/shared';
import { useSessionUser } from '../menu/session.js';
import { PublishedReports } from './published-reports.component.js';
import './eyewitness.css';

/** §2.1: the eyewitness feature explained, with the way in: the dashboard when signed in, else login. */
export function EyewitnessIntroPage() {
  const user = useSessionUser();
  return (
    <div className="page prose">
      <h1>{messages.navEyewitness}</h1>
      <p>{messages.eyewitnessIntro}</p>
      <ul>
        <li>{messages.eyewitnessCanReport}</li>
        <li>{messages.eyewitnessCanShare}</li>
        <li>{messages.eyewitnessCanAsk}</li>
        <li>{messages.eyewitnessCanContribute}</li>
      </ul>
      <p>{messages.eyewitnessMedia}</p>
      <p className="notice">{messages.reviewNotice}</p>
      {user ? (
        <Link href="/dashboard" className="button-link">
          {messages.submitReport}
        </Link>
      ) : (
        <Link href="/login" className="button-link">
          {messages.logInToReport}
        </Link>
      )}
      <PublishedReports />
    </div>
  );
}
