import { useCallback, useState } from 'react';
import { publish } from '@portal/shared';

export interface FieldProblem {
  /** The id of the field's element. */
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
  /** The fields the page's own check found wrong when the failure happened. */
  checkedFields: string[];
}

/**
 * The state behind the error-summary pattern: `fail` lists the problems at the top, beside each field and
 * in a toast (§8 shows every failure as a toast); `clear` removes them after a successful submit.
 *
 * `check` is the form's validation as the fields stand now. A field the check found wrong shows the check's
 * current message and loses it as soon as it is fixed, not at the next submit, so nobody corrects a field
 * that is already right (WCAG 3.3.1); once every such field is fixed the summary goes too. What only the
 * server can judge (an address already registered) stays until the next submit.
 */
export function useFormErrors(check: readonly FieldProblem[]) {
  const [failure, setFailure] = useState<Failure>({ intro: '', problems: [], attempt: 0, checkedFields: [] });

  const fail = (intro: string, problems: FieldProblem[] = []) => {
    const checkedFields = check.map((problem) => problem.field);
    setFailure((previous) => ({ intro, problems, attempt: previous.attempt + 1, checkedFields }));
    publish('toast', { kind: 'error', text: intro });
  };

  const clear = useCallback(() => setFailure((previous) => ({ ...previous, intro: '', problems: [], checkedFields: [] })), []);

  const open = failure.problems.flatMap((listed) => {
    const now = check.find((problem) => problem.field === listed.field);
    if (now) return [now];
    return failure.checkedFields.includes(listed.field) ? [] : [listed];
  });
  const allFixed = failure.problems.length > 0 && open.length === 0;
  const errors: FormErrors = allFixed ? { intro: '', problems: [], attempt: failure.attempt } : { intro: failure.intro, problems: open, attempt: failure.attempt };

  const errorFor = (field: string) => open.find((problem) => problem.field === field)?.message;

  return { errors, fail, clear, errorFor };
}
