import type { ReactNode } from 'react';
import { Form } from '@portal/shared/ui';
import { ErrorSummary, SubmitButton, type FormErrors, type useSubmit } from '@portal/shared/forms';
import { htmlAnswersBeforeHydration, inPageLanguage, usePathname } from '@portal/shared';

interface AuthFormProps {
  /** The page's heading, which also names the form for screen readers' form lists. */
  title: string;
  errors: FormErrors;
  /** More help inside the error summary (a link to resend or request a new link). */
  help?: ReactNode;
  /** What `useSubmit` gives: the submit handler and whether it is sending. */
  submission: ReturnType<typeof useSubmit>;
  submitLabel: string;
  /** Does the form need its script (login, whose session lives in the browser), or does its post complete it? */
  needsScripts?: boolean;
  /** The fields. */
  children: ReactNode;
}

/**
 * Every account form: the error summary above it, the fields, then one submit button. Without scripts the
 * browser posts it to its own page, which the server answers (`forms` of src/server/render.tsx); with
 * them, the submit handler sends it instead. Sent before the page has hydrated, a form its post completes
 * goes as that post: on a cheap phone the page the server answers arrives well before the app's script has
 * started and could send it (e2e/bench/RESULTS.md, 2026-12-05).
 */
export function AuthForm({ title, errors, help, submission, submitLabel, needsScripts = false, children }: AuthFormProps) {
  return (
    <>
      <ErrorSummary errors={errors}>{help}</ErrorSummary>
      <Form
        className="form"
        method="post"
        action={inPageLanguage(usePathname())}
        onSubmit={submission.submit}
        validationBehavior="aria"
        aria-label={title}
        {...(needsScripts ? {} : htmlAnswersBeforeHydration)}
      >
        {children}
        <SubmitButton busy={submission.busy} label={submitLabel} />
      </Form>
    </>
  );
}
