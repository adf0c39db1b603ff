import type { Ref } from 'react';
// By the package's name: the page's language's words, loaded once for every app on the page.
import { sharedWords } from '@portal/shared/i18n/shared-words';

interface LoadErrorProps {
  /** What could not be loaded, in the page's words; by default 'This part of the page could not be loaded.' */
  message?: string;
  /** Without it, another region of the same app offers Retry, and this one says so. */
  onRetry?: (() => void) | undefined;
  /** False where the same failure is already announced (a toast), so it is heard once. */
  announce?: boolean;
  className?: string | undefined;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The region a part of a page shows when its data or its app could not be loaded: what failed and a Retry
 * button. It is an alert, so screen readers say it as it appears, and it leaves focus where it is (the
 * reasons, with their evidence, are in shared/README.md, "Data"). A region without Retry stays quiet:
 * one problem needs one announcement.
 */
export function LoadError({ message, onRetry, announce = true, className, ref }: LoadErrorProps) {
  const words = sharedWords.useWords();
  return (
    <div ref={ref} role={onRetry && announce ? 'alert' : undefined} className={['portal-load-error', className].filter(Boolean).join(' ')}>
      <p>{message ?? words('appLoadFailed')}</p>
      {onRetry ? (
        <button type="button" className="portal-button" onClick={onRetry}>
          {words('retry')}
        </button>
      ) : (
        <p>{words('loadFailedRetryShared')}</p>
      )}
    </div>
  );
}
