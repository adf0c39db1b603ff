import { Link } from '@portal/shared/ui';
// By the package's name: the page's language's words, loaded once for every app on the page.
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { serverRender } from './server-render.js';
import { usePageName } from './page-name.js';
import './not-found.css';

interface NotFoundPageProps {
  /** The h1: spec §2.1's 'Page not found', or the record that is not there ('School not found'). */
  title?: string;
  /** A line under the h1, such as the 404's hint. */
  hint?: string;
  /** The page's class and its home link's, where the app's own page styles apply. */
  className?: string;
  homeClassName?: string;
}

/** A page that is not there: what is missing, and the way back home. One markup for spec §2.1's 404 and a record's. */
export function NotFoundPage({ title, hint, className = 'portal-not-found', homeClassName = 'portal-not-found__home' }: NotFoundPageProps) {
  // A page rendered on the server as not found is answered with 404.
  const words = sharedWords.useWords();
  const render = serverRender();
  if (render) render.notFound = true;
  // Titled as the server titles a 404, whichever page found nothing.
  usePageName(words('pageNotFound'));
  return (
    <div className={className}>
      <h1>{title ?? words('pageNotFound')}</h1>
      {hint && <p>{hint}</p>}
      <Link href="/" className={homeClassName}>
        {words('backToHome')}
      </Link>
    </div>
  );
}

/** Spec §2.1's 404: 'Page not found' and where the page may have gone. */
export function PageNotFound() {
  return <NotFoundPage hint={sharedWords.useWords()('pageNotFoundHint')} />;
}
