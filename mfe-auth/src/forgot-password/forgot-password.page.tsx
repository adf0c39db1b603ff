import { useState } from 'react';
import { Button, Link } from '@portal/shared/ui';
import { errorMessage, Fill, publish } from '@portal/shared';
import { requestPasswordReset } from '../accounts-api.js';
import { AuthPage, PageHeading } from '../layout/auth-page.component.js';
import { EmailField, useFormErrors, useSubmit } from '@portal/shared/forms';
import { AuthForm } from '../layout/auth-form.component.js';
import { emailProblem, found, introFor } from '../account-checks.js';
import { accountMessages } from '@portal/shared/account-messages';

const EMAIL_ID = 'forgot-password-email';

/** §2.13, §4.6, §5, §8: ask for a reset link, then 'Check Your Email' with 'Try Again' or 'Back to Login'. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [screen, setScreen] = useState<'form' | 'sent' | 'again'>('form');
  const problems = found([emailProblem(EMAIL_ID, email)]);
  const { errors, fail, clear, errorFor } = useFormErrors(problems);

  const submission = useSubmit({
    refused: () => problems.length > 0 && fail(introFor(problems, { missing: accountMessages.provideEmail }), problems),
    send: async () => {
      try {
        await requestPasswordReset(email.trim());
        clear();
        publish('toast', { kind: 'success', text: accountMessages.forgotPasswordSuccess });
        setScreen('sent');
      } catch (error) {
        fail(errorMessage(error, accountMessages.resetGeneric));
      }
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
