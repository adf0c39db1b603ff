import { useCallback, useState } from 'react';
import { publish } from '@portal/shared';

export interface FieldProblem {
  /** The id of the field's control (see `ErrorSummary`): its link in the summary focuses it. */
  field: string;
  message: string;
}

export interface FormErrors {
  /** The spec's text for what went wrong: the summary's first line and the toast. */
  intro: string;
  problems: FieldProblem[];
  /** Changes on every failure, so a second failed attempt moves focus to the summary again. */
  attempt: number;
}

interface Failure extends FormErrors {
  /** The fields the form's own check found wrong when the failure happened. */
  checkedFields: string[];
  /**
   * A refusal the server answered to the form posted without scripts: its problems stay as listed until
   * the next submit, since the fields it judged (a password that is not sent back) cannot be checked again.
   */
  posted?: boolean;
}

/** What the form was refused with when it was posted without scripts (`useFormOutcome`), if it was. */
type PostedRefusal = Pick<FormErrors, 'intro' | 'problems'> | null | undefined;

/**
 * The state behind the error-summary pattern. `check` is the form's validation as the fields stand now.
 * `fail(intro)` lists its problems at the top, beside each field and in a toast (§8 shows every failure as
 * a toast); `fail(intro, problems)` lists others, such as a server's refusal of one field, or none.
 *
 * A field the check found wrong shows the check's current message and loses it as soon as it is fixed, not
 * at the next submit, so nobody corrects a field that is already right (WCAG 3.3.1); once every such field
 * is fixed the summary goes too. What only the server can judge (an address already registered) stays until
 * the next submit. `clear` forgets the failure after a successful submit, so an emptied form is not flagged.
 */
export function useFormErrors(check: readonly FieldProblem[], posted?: PostedRefusal) {
  const [failure, setFailure] = useState<Failure>(() =>
    posted
      ? { intro: posted.intro, problems: posted.problems, attempt: 0, checkedFields: [], posted: true }
      : { intro: '', problems: [], attempt: 0, checkedFields: [] },
  );

  // Returns true, so a form's check can read `problems.length > 0 && fail(…)` (see `useSubmit`).
  const fail = (intro: string, problems: readonly FieldProblem[] = check): true => {
    const checkedFields = check.map((problem) => problem.field);
    setFailure((previous) => ({ intro, problems: [...problems], attempt: previous.attempt + 1, checkedFields }));
    publish('toast', { kind: 'error', text: intro });
    return true;
  };

  const clear = useCallback(() => setFailure((previous) => ({ ...previous, intro: '', problems: [], checkedFields: [] })), []);

  const open = failure.problems.flatMap((listed) => {
    if (failure.posted) return [listed];
    const now = check.find((problem) => problem.field === listed.field);
    if (now) return [now];
    return failure.checkedFields.includes(listed.field) ? [] : [listed];
  });
  const allFixed = failure.problems.length > 0 && open.length === 0;
  const errors: FormErrors = { intro: allFixed ? '' : failure.intro, problems: open, attempt: failure.attempt };

  const errorFor = (field: string) => open.find((problem) => problem.field === field)?.message;

  return { errors, fail, clear, errorFor };
}
