import { useEffect, useRef } from 'react';

export interface FieldProblem {
  /** The id of the field's element (or of a group around it). */
  field: string;
  message: string;
}

/** Moves focus to the control of a field: the element itself, or the first control inside a group. */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  const control = element?.matches('input, textarea, button, select')
    ? element
    : element?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, button, select');
  control?.focus();
  element?.scrollIntoView?.({ block: 'center' });
}

interface ErrorSummaryProps {
  /** The spec's text for the failed rule, shown under the heading. */
  intro: string;
  problems: FieldProblem[];
  /** Changes on every submit, so a second failed attempt moves focus here again. */
  attempt: number;
}

/**
 * The error-summary pattern (GOV.UK): after a failed submit, the problems are listed at the top, each
 * linking to its field, and focus moves here so screen-reader and keyboard users hear what went wrong
 * and can jump straight to each field.
 */
export function ErrorSummary({ intro, problems, attempt }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) ref.current?.focus();
    // Only a new attempt moves focus; corrections while typing must not pull focus away.
  }, [attempt]);
  if (problems.length === 0) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby={`error-summary-title-${attempt}`}>
      <h2 id={`error-summary-title-${attempt}`} className="error-summary__title">
        There is a problem
      </h2>
      <p>{intro}</p>
      <ul className="error-summary__list">
        {problems.map((problem) => (
          <li key={problem.field}>
            {/* A plain in-page link: it must move focus to the field, not navigate the router. */}
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
    </div>
  );
}
