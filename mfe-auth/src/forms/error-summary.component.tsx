import { useEffect, useRef, type ReactNode } from 'react';
import type { FormErrors } from './use-form-errors.js';

/** Moves focus to a field's input (the element with that id, or the first input inside it). */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  const control = element?.matches('input') ? element : element?.querySelector<HTMLElement>('input');
  control?.focus();
  control?.scrollIntoView?.({ block: 'center' });
}

/**
 * The error-summary pattern (GOV.UK): after a failed submit the problems are listed at the top, each a
 * link to its field, and focus moves here so screen-reader and keyboard users learn what went wrong and can
 * jump to each field. It has no alert role on purpose: the focus move reads it out, and the shell already
 * announces the toast with the same text, so an alert would say it a third time.
 */
export function ErrorSummary({ errors, children }: { errors: FormErrors; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.intro !== '' || errors.problems.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
    // Only a new failure moves focus: corrections while typing must not pull focus away.
  }, [errors.attempt]);
  if (!shown) return null;
  const titleId = `error-summary-title-${errors.attempt}`;
  return (
    <div ref={ref} className="error-summary" role="group" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className="error-summary__title">
        There is a problem
      </h2>
      <p>{errors.intro}</p>
      {errors.problems.length > 0 && (
        <ul className="error-summary__list">
          {errors.problems.map((problem) => (
            <li key={problem.field}>
              {/* A plain in-page link: it moves focus to the field rather than navigating the router. */}
              <a
                href={`#${problem.field}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusField(problem.field);
                }}
              >
                {problem.message}
              </a>
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
