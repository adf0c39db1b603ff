import { useContext, useState } from 'react';
import { Link } from '@portal/shared/ui';
import { LocaleContext } from '@portal/shared/i18n/app-words';
import { navigate, publish } from '@portal/shared';
import { resetPassword } from '../accounts-api.js';
import { AuthPage, PageHeading } from '../layout/auth-page.component.js';
import { useOnArrival } from '../layout/use-on-arrival.js';
import { useFormErrors, useFormOutcome, useSubmit, type FormOutcome, type FormPostHandler } from '@portal/shared/forms';
import type { Locale } from '@portal/shared/i18n';
import { AuthForm } from '../layout/auth-form.component.js';
import { found, introFor, newPasswordProblems, type NewPassword, type Problem } from '../account-checks.js';
import { answerPost, posted, refusal } from '../layout/form-post.js';
import { NewPasswordFields } from '../password/new-password-fields.component.js';
import { authWords, type AuthWords } from '../i18n/words.js';

const IDS = { password: 'reset-new-password', confirm: 'reset-confirm-password' } as const;

/** §2.13, §4.6, §5, §8: choose a new password, then a success screen linking to login. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  return token ? <ResetPasswordForm token={token} /> : <MissingToken />;
}

/** §4.6: a link without its token cannot work; say so and send the person to ask for a new one. */
function MissingToken() {
  const words = authWords.useWords();
  useOnArrival(() => {
    publish('toast', { kind: 'error', text: words('resetBadLink') });
    navigate('/forgot-password');
  });
  return (
    <AuthPage>
      <PageHeading>{words('resetPasswordTitle')}</PageHeading>
      <p className="notice notice--error">{words('resetBadLink')}</p>
    </AuthPage>
  );
}

const passwordProblems = (words: AuthWords, locale: Locale, passwords: NewPassword) =>
  found(newPasswordProblems(words, locale, IDS, passwords));
const passwordIntro = (words: AuthWords) => (problems: readonly Problem[]) => introFor(words, problems, { missing: 'fillAllFields' });

/**
 * Whether the API refused the link itself ('Invalid reset link…', its `resetBadLink`, in the page's
 * language): the page then offers a link to ask for a new one. The API's English and this catalogue's
 * text in the page's language are both recognised, so the two catalogues' wordings must stay alike.
 */
const isBadLink = (words: AuthWords, intro: string) => intro === words('resetBadLink') || intro === authWords.in('en')('resetBadLink');

/** Sets a new password that passed its checks: the success screen next, or the server's refusal. */
async function sendNewPassword(words: AuthWords, token: string, { password }: NewPassword): Promise<FormOutcome> {
  try {
    await resetPassword({ token, newPassword: password });
    return { status: 200, done: true, message: words('resetSuccess'), values: {} };
  } catch (error) {
    return refusal(error, words('resetGeneric'), {});
  }
}

/** The form posted without scripts (`/reset-password/{token}`, its fields by name). */
export const postNewPassword: FormPostHandler = (values, { token }, locale) => {
  const words = authWords.in(locale);
  const passwords = { password: posted(values, 'password'), confirm: posted(values, 'confirm') };
  return answerPost({}, { problems: passwordProblems(words, locale, passwords), intro: passwordIntro(words) }, () =>
    sendNewPassword(words, token!, passwords),
  );
};

function ResetPasswordForm({ token }: { token: string }) {
  const words = authWords.useWords();
  const locale = useContext(LocaleContext);
  const outcome = useFormOutcome();
  const refused = outcome?.done === false ? outcome : null;
  const [passwords, setPasswords] = useState<NewPassword>({ password: '', confirm: '' });
  const [done, setDone] = useState(outcome?.done === true);
  const [badLink, setBadLink] = useState(refused ? isBadLink(words, refused.intro) : false);
  const problems = passwordProblems(words, locale, passwords);
  const { errors, fail, errorFor } = useFormErrors(problems, refused);

  const submission = useSubmit({
    refused: () => {
      setBadLink(false);
      return problems.length > 0 && fail(passwordIntro(words)(problems), problems);
    },
    send: async () => {
      const answer = await sendNewPassword(words, token, passwords);
      if (answer.done) {
        publish('toast', { kind: 'success', text: answer.message });
        setDone(true);
        return;
      }
      setBadLink(isBadLink(words, answer.intro));
      fail(answer.intro, answer.problems);
    },
  });

  if (done) {
    return (
      <AuthPage key="done">
        {/* Not when the page came with the password reset (its form posted without scripts): a first screen. */}
        <PageHeading moveFocus={outcome?.done !== true}>{words('passwordResetHeading')}</PageHeading>
        <p className="notice notice--success">{words('resetSuccess')}</p>
        <p>{words('loggedOutEverywhere')}</p>
        <Link href="/login" className="button button--primary">
          {words('logIn')}
        </Link>
      </AuthPage>
    );
  }

  return (
    <AuthPage key="form">
      <PageHeading>{words('resetPasswordTitle')}</PageHeading>
      <p>{words('resetPasswordIntro')}</p>
      <AuthForm
        title={words('resetPasswordTitle')}
        errors={errors}
        help={
          badLink && (
            <p>
              <Link href="/forgot-password">{words('requestNewResetLink')}</Link>
            </p>
          )
        }
        submission={submission}
        submitLabel={words('resetPasswordTitle')}
      >
        <NewPasswordFields
          ids={IDS}
          label={words('newPasswordLabel')}
          confirmLabel={words('confirmNewPasswordLabel')}
          value={passwords}
          onChange={(part, text) => setPasswords((now) => ({ ...now, [part]: text }))}
          errorFor={errorFor}
        />
      </AuthForm>
    </AuthPage>
  );
}
