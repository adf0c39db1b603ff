import { useEffect, useState } from 'react';
import { Link } from '@portal/shared/ui';
import {
  errorMessage,
  errorStatus,
  navigate,
  publish,
  readUser,
  removePendingEmail,
  saveUser,
  savePendingEmail,
  useHydrated,
} from '@portal/shared';
import { login } from '../accounts-api.js';
import { AuthPage, PageHeading } from '../layout/auth-page.component.js';
import { useOnArrival } from '../layout/use-on-arrival.js';
import { EmailField, PasswordField, useFormErrors, useFormOutcome, useSubmit, type FormPostHandler } from '@portal/shared/forms';
import { AuthForm } from '../layout/auth-form.component.js';
import { found, requiredProblem } from '../account-checks.js';
import { posted } from '../layout/form-post.js';
import { ResendVerification } from '../verification/resend-verification.component.js';
import { authWords } from '../i18n/words.js';
import { sharedWords } from '@portal/shared/i18n/shared-words';

/** §2.1 and §9: a visitor who is already logged in is taken to the dashboard after 2 seconds. */
export const ALREADY_LOGGED_IN_REDIRECT_MS = 2000;

const IDS = { email: 'login-email', password: 'login-password' } as const;

/** §2.1, §4.1, §4.2, §5, §8: login, or the way on to the dashboard for someone already logged in. */
export function LoginPage() {
  const [present] = useState(readUser);
  // The server knows of no stored user and renders the form: the page hydrates as it arrived, then says.
  const hydrated = useHydrated();
  return present && hydrated ? <AlreadyLoggedIn firstname={present.firstname} /> : <LoginForm />;
}

function AlreadyLoggedIn({ firstname }: { firstname: string }) {
  const words = authWords.useWords();
  const notice = words('alreadyLoggedIn', { firstname, seconds: ALREADY_LOGGED_IN_REDIRECT_MS / 1000 });
  // The notice is also announced (through the shell's live region), since it says the page will change.
  useOnArrival(() => publish('toast', { kind: 'info', text: notice }));
  useEffect(() => {
    const timer = setTimeout(() => navigate('/dashboard'), ALREADY_LOGGED_IN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <AuthPage>
      <PageHeading>{words('loginTitle')}</PageHeading>
      <p className="notice">{notice}</p>
      <Link href="/dashboard" className="button button--primary">
        {words('goToDashboard')}
      </Link>
    </AuthPage>
  );
}

/** Why the form posted without scripts is not sent: a login keeps its token in the browser's storage, where only a script can. */
const NEEDS_SCRIPTS = 400;

/**
 * The form posted without scripts (the scripts failed, or are off): the page says plainly that signing in
 * needs JavaScript, keeps the address, and still offers its links to register and reset a password.
 */
export const postLogin: FormPostHandler = (values, _params, locale) =>
  Promise.resolve({
    status: NEEDS_SCRIPTS,
    done: false,
    // The page's own notice to a browser without scripts, word for word, so the page says it one way.
    intro: sharedWords.in(locale)('needsJavaScript'),
    problems: [],
    values: { email: posted(values, 'email') },
  });

function LoginForm() {
  const outcome = useFormOutcome();
  const refused = outcome?.done === false ? outcome : null;
  const [email, setEmail] = useState(posted(refused?.values ?? {}, 'email'));
  const [password, setPassword] = useState('');
  const [unverified, setUnverified] = useState<string | null>(null);
  const words = authWords.useWords();
  const problems = found([
    requiredProblem(IDS.email, email.trim(), words('enterEmail')),
    requiredProblem(IDS.password, password, words('enterPassword')),
  ]);
  const { errors, fail, errorFor } = useFormErrors(problems, refused);

  const submission = useSubmit({
    refused: () => {
      setUnverified(null);
      // §5 notes that the original still sent the call; it can only fail, so it is not sent here.
      return problems.length > 0 && fail(words('loginFillAllFields'), problems);
    },
    send: async () => {
      const address = email.trim();
      try {
        const { user, token } = await login({ email: address, password });
        saveUser({ ...user, token });
        removePendingEmail();
        publish('toast', { kind: 'success', text: words('loginSuccess', { firstname: user.firstname }) });
        navigate('/dashboard');
      } catch (error) {
        // 403: the account exists but its address is not verified yet; offer a fresh link right here.
        if (errorStatus(error) === 403) {
          savePendingEmail(address);
          setUnverified(address);
        }
        fail(errorMessage(error, words('loginFailed')));
      }
    },
  });

  return (
    <AuthPage>
      <PageHeading>{words('loginTitle')}</PageHeading>
      <AuthForm
        title={words('loginTitle')}
        errors={errors}
        help={unverified && <ResendVerification email={unverified} />}
        submission={submission}
        submitLabel={words('logIn')}
        needsScripts
      >
        <EmailField id={IDS.email} value={email} onChange={setEmail} error={errorFor(IDS.email)} isRequired autoComplete="username" />
        <PasswordField
          id={IDS.password}
          label={words('passwordLabel')}
          value={password}
          onChange={setPassword}
          error={errorFor(IDS.password)}
          isRequired
          autoComplete="current-password"
        />
      </AuthForm>
      <p className="auth-page__links">
        <Link href="/forgot-password">{words('forgotYourPassword')}</Link>
        <Link href="/register">{words('noAccountRegister')}</Link>
      </p>
    </AuthPage>
  );
}
