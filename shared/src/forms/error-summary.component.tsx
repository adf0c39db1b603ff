import { useEffect, useRef, type ReactNode } from 'react';
import type { FormErrors } from './use-form-errors.js';
import { sharedWords } from '@portal/shared/i18n/shared-words';

/**
 * Moves focus to a field's control. Every field of this kit gives its id to the control itself (the input
 * of a text, password or checkbox field, the button of a select or file field), so the link lands where
 * the person types or chooses, and the screen reader reads the control's label, hint and message.
 */
export function focusField(id: string): void {
  const control = document.getElementById(id);
  control?.focus();
  // Centred, so the label above the control is in view too, and clear of the sticky top bar.
  control?.scrollIntoView?.({ block: 'center' });
}

/**
 * The error-summary pattern (GOV.UK): after a failed submit the problems are listed at the top, each a link
 * to its field, and focus moves here so screen-reader and keyboard users learn what went wrong and can jump
 * to each field. It is a labelled group, not an alert, on purpose: the focus move reads it out, and the
 * shell's live region already announces the error toast with the same text, so an alert would say it a
 * third time. `children` adds a way out beside the problems (resend a link, request a new one).
 */
export function ErrorSummary({ errors, children }: { errors: FormErrors; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const words = sharedWords.useWords();
  const shown = errors.intro !== '' || errors.problems.length > 0;
  useEffect(() => {
    // Only a new failure moves focus: corrections while typing must not pull focus away, and nor may the
    // page hydrating a summary it arrived with (attempt 0, focused by `autofocus` as it loaded), which it
    // does at the reader's first use, perhaps in a field they have moved on to.
    if (shown && errors.attempt > 0) ref.current?.focus();
  }, [errors.attempt, shown]);
  if (!shown) return null;
  const titleId = `error-summary-title-${errors.attempt}`;
  return (
    <div
      ref={ref}
      className="error-summary"
      role="group"
      tabIndex={-1}
      aria-labelledby={titleId}
      // A summary the page arrives with (its form's post refused: no attempt here yet) takes focus as the page
      // loads, with or without scripts, as the effect above gives it after a submit: the focus move GOV.UK's
      // error summary makes, not one the reader did not ask for (they sent the form).
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={errors.attempt === 0}
    >
      <h2 id={titleId} className="error-summary__title">
        {words('errorSummaryTitle')}
      </h2>
      <p>{errors.intro}</p>
      {errors.problems.length > 0 && (
        <ul className="error-summary__list">
          {errors.problems.map((problem) => (
            <li key={problem.field}>
              {/* A plain in-page link, so it works as one everywhere; it focuses the control, not the router. */}
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
