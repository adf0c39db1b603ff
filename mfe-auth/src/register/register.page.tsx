import { useState } from 'react';
import { Button, Link } from '@portal/shared/ui';
import { errorMessage, errorStatus, Fill, publish, removePendingEmail, savePendingEmail } from '@portal/shared';
import { register } from '../accounts-api.js';
import { AuthPage, PageHeading } from '../layout/auth-page.component.js';
import { EmailField, NameFields, useFormErrors, useSubmit, type Names } from '@portal/shared/forms';
import { AuthForm } from '../layout/auth-form.component.js';
import { emailProblem, found, introFor, nameProblem, newPasswordProblems, type NewPassword } from '../account-checks.js';
import { NewPasswordFields } from '../password/new-password-fields.component.js';
import { ResendVerification } from '../verification/resend-verification.component.js';
import { accountMessages } from '@portal/shared/account-messages';

const IDS = {
  firstname: 'register-first-name',
  lastname: 'register-last-name',
  email: 'register-email',
  password: 'register-password',
  confirm: 'register-confirm-password',
} as const;

/** The history entry's note of the address a link was just sent to. */
const SENT_TO_KEY = 'registrationSentTo';

/**
 * 'Verification Email Sent' belongs to the history entry that registered, not to the stored pending
 * address: a reload or Back to that entry keeps the screen, while any new visit to /register (after
 * 'Back to Login', say) starts at the form (§4.5). The pending address stays stored for the resend buttons.
 */
function readSentTo(): string | null {
  const state: unknown = window.history.state;
  const sentTo = state && typeof state === 'object' ? (state as Record<string, unknown>)[SENT_TO_KEY] : undefined;
  return typeof sentTo === 'string' ? sentTo : null;
}

function rememberSentTo(email: string | null): void {
  const state: unknown = window.history.state;
  window.history.replaceState({ ...(state && typeof state === 'object' ? state : {}), [SENT_TO_KEY]: email }, '');
}

/** §2.13, §4.5, §5, §8: the registration form, then the 'Verification Email Sent' screen. */
export function RegisterPage() {
  const [sentTo, setSentTo] = useState<{ email: string; justSent: boolean } | null>(() => {
    const email = readSentTo();
    return email ? { email, justSent: false } : null;
  });
  const [returned, setReturned] = useState(false);
  if (sentTo) {
    const differentAddress = () => {
      removePendingEmail();
      rememberSentTo(null);
      setSentTo(null);
      setReturned(true);
    };
    return <VerificationSent email={sentTo.email} moveFocus={sentTo.justSent} onDifferentAddress={differentAddress} />;
  }
  const registered = (email: string) => {
    rememberSentTo(email);
    setSentTo({ email, justSent: true });
  };
  return <RegisterForm moveFocus={returned} onRegistered={registered} />;
}

function RegisterForm({ moveFocus, onRegistered }: { moveFocus: boolean; onRegistered: (email: string) => void }) {
  const [names, setNames] = useState<Names>({ firstname: '', lastname: '' });
  const [email, setEmail] = useState('');
  const [passwords, setPasswords] = useState<NewPassword>({ password: '', confirm: '' });
  const problems = found([
    nameProblem(IDS.firstname, names.firstname, accountMessages.firstNameField),
    nameProblem(IDS.lastname, names.lastname, accountMessages.lastNameField),
    emailProblem(IDS.email, email),
    ...newPasswordProblems(IDS, passwords),
  ]);
  const { errors, fail, clear, errorFor } = useFormErrors(problems);

  const submission = useSubmit({
    refused: () => problems.length > 0 && fail(introFor(problems, { missing: accountMessages.fillAllFields }), problems),
    send: async () => {
      const address = email.trim();
      try {
        const answer = await register({
          email: address,
          password: passwords.password,
          lastname: names.lastname.trim(),
          firstname: names.firstname.trim(),
        });
        savePendingEmail(address);
        clear();
        publish('toast', { kind: 'success', text: answer.message || accountMessages.registrationSuccess });
        onRegistered(address);
      } catch (error) {
        const status = errorStatus(error);
        const text = errorMessage(error, status === undefined ? accountMessages.registrationError : accountMessages.registrationFailed);
        // An address already registered is a problem with the e-mail field: link to it.
        fail(text, status === 409 ? [{ field: IDS.email, message: text }] : []);
      }
    },
  });

  return (
    <AuthPage>
      <PageHeading moveFocus={moveFocus}>{accountMessages.registerTitle}</PageHeading>
      <p>{accountMessages.registerIntro}</p>
      <AuthForm title={accountMessages.registerTitle} errors={errors} submission={submission} submitLabel={accountMessages.createAccount}>
        <NameFields ids={IDS} value={names} onChange={setNames} errorFor={errorFor} />
        <EmailField
          id={IDS.email}
          value={email}
          onChange={setEmail}
          error={errorFor(IDS.email)}
          description={accountMessages.registerEmailHint}
          isRequired
          autoComplete="email"
        />
        <NewPasswordFields ids={IDS} label={accountMessages.passwordLabel} value={passwords} onChange={setPasswords} errorFor={errorFor} />
      </AuthForm>
      <p className="auth-page__links">
        <Link href="/login">{accountMessages.alreadyRegistered}</Link>
      </p>
    </AuthPage>
  );
}

interface VerificationSentProps {
  email: string;
  moveFocus: boolean;
  onDifferentAddress: () => void;
}

/** §4.5: after registering, resend the link or go back to login. */
function VerificationSent({ email, moveFocus, onDifferentAddress }: VerificationSentProps) {
  return (
    <AuthPage>
      <PageHeading moveFocus={moveFocus}>{accountMessages.verificationEmailSent}</PageHeading>
      <p>
        <Fill text={accountMessages.verificationSentTo} values={{ email: <strong>{email}</strong> }} />
      </p>
      <p>{accountMessages.emailNotArrived}</p>
      <ResendVerification email={email} />
      <div className="auth-page__actions">
        <Link href="/login" className="button button--primary">
          {accountMessages.backToLogin}
        </Link>
        <Button className="button" onPress={onDifferentAddress}>
          {accountMessages.registerDifferentAddress}
        </Button>
      </div>
    </AuthPage>
  );
}
