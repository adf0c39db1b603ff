import { useState } from 'react';
import { Link } from '@portal/shared/ui';
import { navigate, publish } from '@portal/shared';
import { resetPassword } from '../accounts-api.js';
import { AuthPage, PageHeading } from '../layout/auth-page.component.js';
import { useOnArrival } from '../layout/use-on-arrival.js';
import { useFormErrors, useFormOutcome, useSubmit, type FormOutcome, type FormPostHandler } from '@portal/shared/forms';
import { AuthForm } from '../layout/auth-form.component.js';
import { found, introFor, newPasswordProblems, type NewPassword, type Problem } from '../account-checks.js';
import { answerPost, posted, refusal } from '../layout/form-post.js';
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

const passwordProblems = (passwords: NewPassword) => found(newPasswordProblems(IDS, passwords));
const passwordIntro = (problems: readonly Problem[]) => introFor(problems, { missing: accountMessages.fillAllFields });

/** Sets a new password that passed its checks: the success screen next, or the server's refusal. */
async function sendNewPassword(token: string, { password }: NewPassword): Promise<FormOutcome> {
  try {
    await resetPassword({ token, newPassword: password });
    return { status: 200, done: true, message: accountMessages.resetSuccess, values: {} };
  } catch (error) {
    return refusal(error, accountMessages.resetGeneric, {});
  }
}

/** The form posted without scripts (`/reset-password/{token}`, its fields by name). */
export const postNewPassword: FormPostHandler = (values, { token }) => {
  const passwords = { password: posted(values, 'password'), confirm: posted(values, 'confirm') };
  return answerPost({}, { problems: passwordProblems(passwords), intro: passwordIntro }, () => sendNewPassword(token!, passwords));
};

function ResetPasswordForm({ token }: { token: string }) {
  const outcome = useFormOutcome();
  const refused = outcome?.done === false ? outcome : null;
  const [passwords, setPasswords] = useState<NewPassword>({ password: '', confirm: '' });
  const [done, setDone] = useState(outcome?.done === true);
  const [badLink, setBadLink] = useState(refused?.intro === accountMessages.resetBadLink);
  const problems = passwordProblems(passwords);
  const { errors, fail, errorFor } = useFormErrors(problems, refused);

  const submission = useSubmit({
    refused: () => {
      setBadLink(false);
      return problems.length > 0 && fail(passwordIntro(problems), problems);
    },
    send: async () => {
      const answer = await sendNewPassword(token, passwords);
      if (answer.done) {
        publish('toast', { kind: 'success', text: answer.message });
        setDone(true);
        return;
      }
      setBadLink(answer.intro === accountMessages.resetBadLink);
      fail(answer.intro, answer.problems);
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
          onChange={(part, text) => setPasswords((now) => ({ ...now, [part]: text }))}
          errorFor={errorFor}
        />
      </AuthForm>
    </AuthPage>
  );
}
