import { Link } from '@portal/shared/ui';
import { messages } from './messages.js';
import './not-found.css';

/** Spec §2.1's 404, shown by whichever app owns the path's prefix: one page, the same words everywhere. */
export function NotFoundPage() {
  return (
    <div className="portal-not-found">
      <h1>{messages.pageNotFound}</h1>
      <p>{messages.pageNotFoundHint}</p>
      <Link href="/" className="portal-not-found__home">
        {messages.backToHome}
      </Link>
    </div>
  );
}
