import { useState } from 'react';
import { Button, Link } from '@portal/shared/ui';
import { Fill, publish } from '@portal/shared';
import { requestPasswordReset } from '../accounts-api.js';
import { AuthPage, PageHeading } from '../layout/auth-page.component.js';
import { EmailField, useFormErrors, useFormOutcome, useSubmit, type FormOutcome, type FormPostHandler } from '@portal/shared/forms';
import { AuthForm } from '../layout/auth-form.component.js';
import { emailProblem, found, introFor, type Problem } from '../account-checks.js';
import { answerPost, posted, refusal } from '../layout/form-post.js';
import { accountMessages } from '@portal/shared/account-messages';

const EMAIL_ID = 'forgot-password-email';

const addressProblems = (email: string) => found([emailProblem(EMAIL_ID, email)]);
const addressIntro = (problems: readonly Problem[]) => introFor(problems, { missing: accountMessages.provideEmail });

/** Asks for a reset link for an address that passed its check: 'Check Your Email' next, or the server's refusal. */
async function sendResetRequest(email: string): Promise<FormOutcome> {
  const values = { email };
  try {
    await requestPasswordReset(email.trim());
    return { status: 200, done: true, message: accountMessages.forgotPasswordSuccess, values };
  } catch (error) {
    return refusal(error, accountMessages.resetGeneric, values);
  }
}

/** The form posted without scripts (`/forgot-password`, its field by name). */
export const postResetRequest: FormPostHandler = (values) => {
  const email = posted(values, 'email');
  return answerPost({ email }, { problems: addressProblems(email), intro: addressIntro }, () => sendResetRequest(email));
};

/** §2.13, §4.6, §5, §8: ask for a reset link, then 'Check Your Email' with 'Try Again' or 'Back to Login'. */
export function ForgotPasswordPage() {
  const outcome = useFormOutcome();
  const [email, setEmail] = useState(posted(outcome?.values ?? {}, 'email'));
  const [screen, setScreen] = useState<'form' | 'sent' | 'again'>(outcome?.done ? 'sent' : 'form');
  const problems = addressProblems(email);
  const { errors, fail, clear, errorFor } = useFormErrors(problems, outcome?.done === false ? outcome : null);

  const submission = useSubmit({
    refused: () => problems.length > 0 && fail(addressIntro(problems), problems),
    send: async () => {
      const answer = await sendResetRequest(email);
      if (!answer.done) {
        fail(answer.intro, answer.problems);
        return;
      }
      clear();
      publish('toast', { kind: 'success', text: answer.message });
      setScreen('sent');
    },
  });

  // Each screen is keyed, so its heading is a new element that takes focus.
  if (screen === 'sent') {
    return (
      <AuthPage key="sent">
        <PageHeading moveFocus>{accountMessages.checkYourEmail}</PageHeading>
        <p className="notice notice--success">{accountMessages.forgotPasswordSuccess}</p>
        <p>
          <Fill text={accountMessages.resetLinkSentTo} values={{ email: <strong>{email.trim()}</strong> }} />
        </p>
        <div className="auth-page__actions">
          {/* 'Try Again' keeps the address typed, so a mistyped one can be corrected. */}
          <Button className="button" onPress={() => setScreen('again')}>
            {accountMessages.tryAgain}
          </Button>
          <Link href="/login" className="button button--primary">
            {accountMessages.backToLogin}
          </Link>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage key="form">
      <PageHeading moveFocus={screen === 'again'}>{accountMessages.forgotPasswordTitle}</PageHeading>
      <p>{accountMessages.forgotPasswordIntro}</p>
      <AuthForm
        title={accountMessages.forgotPasswordTitle}
        errors={errors}
        submission={submission}
        submitLabel={accountMessages.sendResetLink}
      >
        <EmailField id={EMAIL_ID} value={email} onChange={setEmail} error={errorFor(EMAIL_ID)} isRequired autoComplete="email" />
      </AuthForm>
      <p className="auth-page__links">
        <Link href="/login">{accountMessages.backToLogin}</Link>
      </p>
    </AuthPage>
  );
}
