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

/**
 * The state behind the error-summary pattern: `fail` lists the problems at the top, beside each field and
 * in a toast (§8 shows every failure as a toast); `clear` removes them after a successful submit.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<FormErrors>({ intro: '', problems: [], attempt: 0 });

  const fail = useCallback((intro: string, problems: FieldProblem[] = []) => {
    setErrors((previous) => ({ intro, problems, attempt: previous.attempt + 1 }));
    publish('toast', { kind: 'error', text: intro });
  }, []);

  const clear = useCallback(() => setErrors((previous) => ({ ...previous, intro: '', problems: [] })), []);

  const errorFor = (field: string) => errors.problems.find((problem) => problem.field === field)?.message;

  return { errors, fail, clear, errorFor };
}
