import { useState } from 'react';
import { Link } from '@portal/shared/ui';
import { errorMessage, navigate, publish } from '@portal/shared';
import { resetPassword } from '../accounts-api.js';
import { AuthPage, PageHeading } from '../layout/auth-page.component.js';
import { useOnArrival } from '../layout/use-on-arrival.js';
import { useFormErrors, useSubmit } from '@portal/shared/forms';
import { AuthForm } from '../layout/auth-form.component.js';
import { found, introFor, newPasswordProblems, type NewPassword } from '../account-checks.js';
import { NewPasswordFields } from '../password/new-password-fields.component.js';
import { accountMessages } from '@portal/shared/account-messages';

const IDS = { password: 'reset-new-password', confirm: 'reset-confirm-password' } as const;

/** §2.13, §4.6, §5, §8: choose a new password, then a success screen linking to login. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  return token ? <ResetPasswordForm token={token} /> : <MissingToken />;
}

/** §4.6: a link without its token cannot work; say so and send the person to ask for a new one. */
function MissingToken() {
  useOnArrival(() => {
    publish('toast', { kind: 'error', text: accountMessages.resetBadLink });
    navigate('/forgot-password');
  });
  return (
    <AuthPage>
      <PageHeading>{accountMessages.resetPasswordTitle}</PageHeading>
      <p className="notice notice--error">{accountMessages.resetBadLink}</p>
    </AuthPage>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const [passwords, setPasswords] = useState<NewPassword>({ password: '', confirm: '' });
  const [done, setDone] = useState(false);
  const [badLink, setBadLink] = useState(false);
  const problems = found(newPasswordProblems(IDS, passwords));
  const { errors, fail, errorFor } = useFormErrors(problems);

  const submission = useSubmit({
    refused: () => {
      setBadLink(false);
      return problems.length > 0 && fail(introFor(problems, { missing: accountMessages.fillAllFields }), problems);
    },
    send: async () => {
      try {
        await resetPassword({ token, newPassword: passwords.password });
        publish('toast', { kind: 'success', text: accountMessages.resetSuccess });
        setDone(true);
      } catch (error) {
        const text = errorMessage(error, accountMessages.resetGeneric);
        setBadLink(text === accountMessages.resetBadLink);
        fail(text);
      }
    },
  });

  if (done) {
    return (
      <AuthPage key="done">
        <PageHeading moveFocus>{accountMessages.passwordResetHeading}</PageHeading>
        <p className="notice notice--success">{accountMessages.resetSuccess}</p>
        <p>{accountMessages.loggedOutEverywhere}</p>
        <Link href="/login" className="button button--primary">
          {accountMessages.logIn}
        </Link>
      </AuthPage>
    );
  }

  return (
    <AuthPage key="form">
      <PageHeading>{accountMessages.resetPasswordTitle}</PageHeading>
      <p>{accountMessages.resetPasswordIntro}</p>
      <AuthForm
        title={accountMessages.resetPasswordTitle}
        errors={errors}
        help={
          badLink && (
            <p>
              <Link href="/forgot-password">{accountMessages.requestNewResetLink}</Link>
            </p>
          )
        }
        submission={submission}
        submitLabel={accountMessages.resetPasswordTitle}
      >
        <NewPasswordFields
          ids={IDS}
          label={accountMessages.newPasswordLabel}
          value={passwords}
          onChange={setPasswords}
          errorFor={errorFor}
        />
      </AuthForm>
    </AuthPage>
  );
}
