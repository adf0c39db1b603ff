import { useEffect, useRef, type ReactNode } from 'react';
import './auth-page.css';

/** The frame of every account page: one narrow column, easy to follow at 400 % zoom and on a phone. */
export function AuthPage({ children }: { children: ReactNode }) {
  return <div className="auth-page">{children}</div>;
}

/**
 * The page's one h1. When a page swaps to another screen (form → 'Check Your Email'), `moveFocus` puts focus
 * on the new heading, so a screen-reader user hears that the screen changed and a keyboard user starts from
 * its top. The first screen of a page leaves focus to the shell, which focuses the h1 after navigation.
 */
export function PageHeading({ children, moveFocus = false }: { children: ReactNode; moveFocus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moveFocus) ref.current?.focus();
  }, [moveFocus]);
  return (
    <h1 ref={ref} tabIndex={-1} className="auth-page__title">
      {children}
    </h1>
  );
}
