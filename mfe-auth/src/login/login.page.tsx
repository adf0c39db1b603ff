import { useEffect, useState, type FormEvent } from 'react';
import { Form, Link } from '@portal/shared/ui';
import { errorMessage, errorStatus, messages, navigate, publish, readUser, removePendingEmail, saveUser, savePendingEmail, t } from '@portal/shared';
import { login } from '../accounts-api.js';
import { AuthPage, PageHeading } from '../layout/auth-page.component.js';
import { useOnArrival } from '../layout/use-on-arrival.js';
import { ErrorSummary } from '../forms/error-summary.component.js';
import { FormTextField } from '../forms/text-field.component.js';
import { PasswordField } from '../forms/password-field.component.js';
import { SubmitButton } from '../forms/busy-button.component.js';
import { useFormErrors } from '../forms/use-form-errors.js';
import { found, requiredProblem } from '../forms/validation.js';
import { ResendVerification } from '../verification/resend-verification.component.js';

/** §2.1 and §9: a visitor who is already logged in is taken to the dashboard after 2 seconds. */
export const ALREADY_LOGGED_IN_REDIRECT_MS = 2000;

const IDS = { email: 'login-email', password: 'login-password' } as const;

/** §2.1, §4.1, §4.2, §5, §8: login, or the way on to the dashboard for someone already logged in. */
export function LoginPage() {
  const [present] = useState(readUser);
  return present ? <AlreadyLoggedIn firstname={present.firstname} /> : <LoginForm />;
}

function AlreadyLoggedIn({ firstname }: { firstname: string }) {
  const notice = `You are already logged in as ${firstname}. Taking you to your dashboard in 2 seconds.`;
  // The notice is also announced (through the shell's live region), since it says the page will change.
  useOnArrival(() => publish('toast', { kind: 'info', text: notice }));
  useEffect(() => {
    const timer = setTimeout(() => navigate('/dashboard'), ALREADY_LOGGED_IN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <AuthPage>
      <PageHeading>Login</PageHeading>
      <p className="notice">{notice}</p>
      <Link href="/dashboard" className="button button--primary">
        Go to your dashboard now
      </Link>
    </AuthPage>
  );
}

function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [unverified, setUnverified] = useState<string | null>(null);
  const problems = found([
    requiredProblem(IDS.email, email.trim(), 'Enter your email address'),
    requiredProblem(IDS.password, password, 'Enter your password'),
  ]);
  const { errors, fail, errorFor } = useFormErrors(problems);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setUnverified(null);
    // §5 notes that the original still sent the call; it can only fail, so it is not sent here.
    if (problems.length > 0) return fail(messages.loginFillAllFields, problems);

    setBusy(true);
    const address = email.trim();
    try {
      const { user, token } = await login({ email: address, password });
      saveUser({ ...user, token });
      removePendingEmail();
      publish('toast', { kind: 'success', text: t('loginSuccess', { firstname: user.firstname }) });
      navigate('/dashboard');
    } catch (error) {
      // 403: the account exists but its address is not verified yet; offer a fresh link right here.
      if (errorStatus(error) === 403) {
        savePendingEmail(address);
        setUnverified(address);
      }
      fail(errorMessage(error, messages.loginFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthPage>
      <PageHeading>Login</PageHeading>
      <ErrorSummary errors={errors}>{unverified && <ResendVerification email={unverified} />}</ErrorSummary>
      <Form className="auth-form" onSubmit={submit} validationBehavior="aria" aria-label="Login">
        <FormTextField id={IDS.email} label="Email address" type="email" value={email} onChange={setEmail} error={errorFor(IDS.email)} autoComplete="username" />
        <PasswordField id={IDS.password} label="Password" value={password} onChange={setPassword} error={errorFor(IDS.password)} autoComplete="current-password" />
        <SubmitButton busy={busy} label="Log in" />
      </Form>
      <p className="auth-page__links">
        <Link href="/forgot-password">Forgot your password?</Link>
        <Link href="/register">No account yet? Register</Link>
      </p>
    </AuthPage>
  );
}
