import { useState } from 'react';
import { Button, Link } from '@portal/shared/ui';
import { publish } from '@portal/shared';
import { Parts } from '@portal/shared/i18n/app-words';
import { requestPasswordReset } from '../accounts-api.js';
import { AuthPage, PageHeading } from '../layout/auth-page.component.js';
import { EmailField, useFormErrors, useFormOutcome, useSubmit, type FormOutcome, type FormPostHandler } from '@portal/shared/forms';
import { AuthForm } from '../layout/auth-form.component.js';
import { emailProblem, found, introFor, type Problem } from '../account-checks.js';
import { answerPost, posted, refusal } from '../layout/form-post.js';
import { authWords, RESET_LINK_HOURS, type AuthWords } from '../i18n/words.js';

const EMAIL_ID = 'forgot-password-email';

const addressProblems = (words: AuthWords, email: string) => found([emailProblem(words, EMAIL_ID, email)]);
const addressIntro = (words: AuthWords) => (problems: readonly Problem[]) => introFor(words, problems, { missing: 'provideEmail' });

/** Asks for a reset link for an address that passed its check: 'Check Your Email' next, or the server's refusal. */
async function sendResetRequest(words: AuthWords, email: string): Promise<FormOutcome> {
  const values = { email };
  try {
    await requestPasswordReset(email.trim());
    return { status: 200, done: true, message: words('forgotPasswordSuccess'), values };
  } catch (error) {
    return refusal(error, words('resetGeneric'), values);
  }
}

/** The form posted without scripts (`/forgot-password`, its field by name). */
export const postResetRequest: FormPostHandler = (values, _params, locale) => {
  const words = authWords.in(locale);
  const email = posted(values, 'email');
  return answerPost({ email }, { problems: addressProblems(words, email), intro: addressIntro(words) }, () =>
    sendResetRequest(words, email),
  );
};

/** §2.13, §4.6, §5, §8: ask for a reset link, then 'Check Your Email' with 'Try Again' or 'Back to Login'. */
export function ForgotPasswordPage() {
  const words = authWords.useWords();
  const outcome = useFormOutcome();
  const [email, setEmail] = useState(posted(outcome?.values ?? {}, 'email'));
  // 'arrived': the page came with the link sent (its form posted without scripts), a first screen whose
  // heading leaves focus where the page load put it, as any page's does.
  const [screen, setScreen] = useState<'form' | 'arrived' | 'sent' | 'again'>(outcome?.done ? 'arrived' : 'form');
  const problems = addressProblems(words, email);
  const { errors, fail, clear, errorFor } = useFormErrors(problems, outcome?.done === false ? outcome : null);

  const submission = useSubmit({
    refused: () => problems.length > 0 && fail(addressIntro(words)(problems), problems),
    send: async () => {
      const answer = await sendResetRequest(words, email);
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
  if (screen === 'sent' || screen === 'arrived') {
    return (
      <AuthPage key="sent">
        <PageHeading moveFocus={screen === 'sent'}>{words('checkYourEmail')}</PageHeading>
        <p className="notice notice--success">{words('forgotPasswordSuccess')}</p>
        <p>
          <Parts parts={words.parts('resetLinkSentTo', { email: <strong>{email.trim()}</strong>, hours: RESET_LINK_HOURS })} />
        </p>
        <div className="auth-page__actions">
          {/* 'Try Again' keeps the address typed, so a mistyped one can be corrected. */}
          <Button className="button" onPress={() => setScreen('again')}>
            {words('tryAgain')}
          </Button>
          <Link href="/login" className="button button--primary">
            {words('backToLogin')}
          </Link>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage key="form">
      <PageHeading moveFocus={screen === 'again'}>{words('forgotPasswordTitle')}</PageHeading>
      <p>{words('forgotPasswordIntro')}</p>
      <AuthForm title={words('forgotPasswordTitle')} errors={errors} submission={submission} submitLabel={words('sendResetLink')}>
        <EmailField id={EMAIL_ID} value={email} onChange={setEmail} error={errorFor(EMAIL_ID)} isRequired autoComplete="email" />
      </AuthForm>
      <p className="auth-page__links">
        <Link href="/login">{words('backToLogin')}</Link>
      </p>
    </AuthPage>
  );
}
