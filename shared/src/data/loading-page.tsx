import { LoadError } from '@portal/shared';
import type { Load } from './use-load.js';

interface LoadingPageProps {
  /** The page's load, while it is not yet ready. */
  load: Exclude<Load<unknown>, { status: 'ready' }> & { retry: () => void };
  className: string;
  /** The status line while it loads, such as 'Loading the school…'. */
  loading: string;
  /** The page's h1 when it could not be loaded. */
  title: string;
  /** What could not be loaded, if not 'This part of the page could not be loaded.' */
  message?: string;
}

/**
 * What a page whose content is loaded (a school, a state's policy) shows until the content is there: its
 * loading line, then, if the load failed, its title as the h1 and the load-error region with Retry.
 */
export function LoadingPage({ load, className, loading, title, message }: LoadingPageProps) {
  if (load.status === 'failed') {
    return (
      <div className={className}>
        <h1>{title}</h1>
        <LoadError message={message} onRetry={load.retry} />
      </div>
    );
  }
  // aria-busy: the shell waits for it to clear before moving focus to the page's h1.
  return (
    <div className={className} aria-busy="true">
      <p role="status">{loading}</p>
    </div>
  );
}
