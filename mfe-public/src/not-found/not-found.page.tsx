import { Link } from '@portal/shared/ui';
import { messages } from '@portal/shared';

export function NotFoundPage() {
  return (
    <div className="page">
      <h1>{messages.pageNotFound}</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link href="/" className="button-link">
        {messages.backToHome}
      </Link>
    </div>
  );
}
