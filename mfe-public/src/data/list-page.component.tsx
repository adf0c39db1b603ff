import type { ReactNode } from 'react';
import { LoadError, type Load } from '@portal/shared/data';

interface ListPageProps<T> {
  className: string;
  title: string;
  intro: string;
  /** The page's load, from useLoad. */
  load: Load<T> & { retry: () => void };
  /** The status line while it loads, such as 'Loading the figures…'. */
  loading: string;
  children: (data: T) => ReactNode;
}

/** A page of one loaded list (the laws, the figures): its h1 and introduction, then the list once loaded. */
export function ListPage<T>({ className, title, intro, load, loading, children }: ListPageProps<T>) {
  return (
    <div className={`page ${className}`}>
      <h1>{title}</h1>
      <p className="prose">{intro}</p>
      {load.status === 'loading' && <p role="status">{loading}</p>}
      {load.status === 'failed' && <LoadError onRetry={load.retry} />}
      {load.status === 'ready' && children(load.data)}
    </div>
  );
}
