/**
 * What the account forms share between their submit with scripts and their post without them: each form's
 * `send…` calls the API and says what the page shows next (a `FormOutcome`), and `answerPost` adds the
 * form's own checks for a post, where no script has made them first.
 */
import { errorMessage, errorStatus } from '@portal/shared';
import type { FieldProblem, FormOutcome, FormValues } from '@portal/shared/forms';
import type { Problem } from '../account-checks.js';

/** Refused by the form's own checks: the status the API gives a body it refuses. */
const CHECK_REFUSED = 400;
/** No answer from the API (the page server could not reach it). */
const NO_ANSWER = 502;

/** The outcome of a call the API refused or never answered: its `message` (or `fallback`) heads the summary. */
export function refusal(
  error: unknown,
  fallback: string,
  values: FormValues,
  problems: (text: string) => FieldProblem[] = () => [],
): FormOutcome {
  const status = errorStatus(error);
  const intro = errorMessage(error, fallback);
  return { status: status ?? NO_ANSWER, done: false, intro, problems: problems(intro), values };
}

/** A post's answer: the form's own problems if it has any (as its submit would show them), else what sending gave. */
export function answerPost(
  values: FormValues,
  check: { problems: Problem[]; intro: (problems: Problem[]) => string },
  send: () => Promise<FormOutcome>,
): Promise<FormOutcome> {
  if (check.problems.length === 0) return send();
  return Promise.resolve({ status: CHECK_REFUSED, done: false, intro: check.intro(check.problems), problems: check.problems, values });
}

/** A posted field's value, or '' when the post left it out. */
export const posted = (values: FormValues, name: string) => values[name] ?? '';
