import { startTransition, useCallback, useEffect, useState } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * Runs `load` whenever `key` changes (nothing while `key` is null) and gives its progress. An answer
 * that arrives after the key has moved on is dropped, so a slow reply for Kano never overwrites Lagos.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): Load<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; load: Load<T> } | null>(null);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setResult({ key, load: { status: 'loading' } });
    // The answer's render is a transition, sliced so that typing and clicks stay answered meanwhile.
    const settle = (load: Load<T>) => current && startTransition(() => setResult({ key, load }));
    load().then(
      (data) => settle({ status: 'ready', data }),
      () => settle({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; `key` names what it loads.
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: Load<T> = result && result.key === key ? result.load : { status: 'loading' };
  return { ...state, retry };
}
