import { Link } from '@portal/shared/ui';
import { publicWords } from '../i18n/words.js';
import { useSessionUser } from '../menu/session.js';
import { PublishedReports } from './published-reports.component.js';
import { ReportByPhone } from './report-by-phone.component.js';
import './eyewitness.css';

/** §2.1: the eyewitness feature explained, with the way in: the dashboard when signed in, else login; and from any phone. */
export function EyewitnessIntroPage() {
  const words = publicWords.useWords();
  const user = useSessionUser();
  return (
    <div className="page prose">
      <h1>{words('navEyewitness')}</h1>
      <p>{words('eyewitnessIntro')}</p>
      <ul>
        <li>{words('eyewitnessCanReport')}</li>
        <li>{words('eyewitnessCanShare')}</li>
        <li>{words('eyewitnessCanAsk')}</li>
        <li>{words('eyewitnessCanContribute')}</li>
      </ul>
      <p>{words('eyewitnessMedia')}</p>
      <p className="notice">{words('reviewNotice')}</p>
      {user ? (
        <Link href="/dashboard" className="button-link">
          {words('submitReport')}
        </Link>
      ) : (
        <Link href="/login" className="button-link">
          {words('logInToReport')}
        </Link>
      )}
      <ReportByPhone />
      <PublishedReports />
    </div>
  );
}
