import { useCallback, useState } from 'react';
import { publish } from '@portal/shared';
import type { FieldProblem } from './error-summary.component.js';

interface Failure {
  /** The spec's text for the rule broken at the failed submit: the summary's first line and the toast. */
  intro: string;
  /** The fields found wrong at that submit. */
  fields: string[];
  /** Changes on every failure, so a second failed attempt moves focus to the summary again. */
  attempt: number;
}

/**
 * The state behind the error-summary pattern. `check` is the form's validation as the fields stand now;
 * `fail` lists its problems at the top, beside each field and in a toast. A flagged field shows the check's
 * current message and loses it as soon as it is fixed, not at the next submit, so nobody corrects a field
 * that is already right (WCAG 3.3.1); once every flagged field is fixed the summary goes. `clear` forgets
 * the failure after a successful submit, so the emptied form is not flagged again.
 */
export function useFormErrors(check: readonly FieldProblem[]) {
  const [failure, setFailure] = useState<Failure>({ intro: '', fields: [], attempt: 0 });

  const fail = (intro: string) => {
    const fields = check.map((problem) => problem.field);
    setFailure((previous) => ({ intro, fields, attempt: previous.attempt + 1 }));
    publish('toast', { kind: 'error', text: intro });
  };

  const clear = useCallback(() => setFailure((previous) => ({ ...previous, intro: '', fields: [] })), []);

  const problems = check.filter((problem) => failure.fields.includes(problem.field));
  const errorFor = (field: string) => problems.find((problem) => problem.field === field)?.message;

  return { intro: failure.intro, problems, attempt: failure.attempt, fail, clear, errorFor };
}
