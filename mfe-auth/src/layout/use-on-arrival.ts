import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Runs `action` once when a page arrives (to toast or redirect). It is deferred by a tick and cancelled on
 * clean-up, so React's development double run of effects (StrictMode) does not toast or navigate twice.
 */
export function useOnArrival(action: () => void): void {
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    const timer = setTimeout(() => latest.current(), 0);
    return () => clearTimeout(timer);
  }, []);
}
