import { useContext, useState } from 'react';
import { Button, Link } from '@portal/shared/ui';
import { errorStatus, publish, removePendingEmail, savePendingEmail } from '@portal/shared';
import type { Locale } from '@portal/shared/i18n';
import { LocaleContext, Parts } from '@portal/shared/i18n/app-words';
import { register } from '../accounts-api.js';
import { AuthPage, PageHeading } from '../layout/auth-page.component.js';
import {
  EmailField,
  NameFields,
  useFormErrors,
  useFormOutcome,
  useSubmit,
  type FormOutcome,
  type FormPostHandler,
  type Names,
} from '@portal/shared/forms';
import { AuthForm } from '../layout/auth-form.component.js';
import {
  emailProblem,
  FIRST_NAME,
  found,
  introFor,
  LAST_NAME,
  nameProblem,
  newPasswordProblems,
  type NewPassword,
  type Problem,
} from '../account-checks.js';
import { answerPost, posted, refusal } from '../layout/form-post.js';
import { NewPasswordFields } from '../password/new-password-fields.component.js';
import { ResendVerification } from '../verification/resend-verification.component.js';
import { authWords, VERIFICATION_LINK_HOURS, type AuthWords } from '../i18n/words.js';

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
  if (typeof window === 'undefined') return null; // a server render: no history
  const state: unknown = window.history.state;
  const sentTo = state && typeof state === 'object' ? (state as Record<string, unknown>)[SENT_TO_KEY] : undefined;
  return typeof sentTo === 'string' ? sentTo : null;
}

function rememberSentTo(email: string | null): void {
  const state: unknown = window.history.state;
  window.history.replaceState({ ...(state && typeof state === 'object' ? state : {}), [SENT_TO_KEY]: email }, '');
}

interface Registration {
  names: Names;
  email: string;
  passwords: NewPassword;
}

/** §5's checks of the form, in the order of its fields, in the page's language. */
const registrationProblems = (words: AuthWords, locale: Locale, { names, email, passwords }: Registration) =>
  found([
    nameProblem(words, IDS.firstname, names.firstname, FIRST_NAME),
    nameProblem(words, IDS.lastname, names.lastname, LAST_NAME),
    emailProblem(words, IDS.email, email),
    ...newPasswordProblems(words, locale, IDS, passwords),
  ]);

const registrationIntro = (words: AuthWords) => (problems: readonly Problem[]) => introFor(words, problems, { missing: 'fillAllFields' });

/**
 * Sends a registration that passed its checks: 'Verification Email Sent' next, or the server's refusal
 * (the API's own words, in the page's language).
 */
async function sendRegistration(words: AuthWords, { names, email, passwords }: Registration): Promise<FormOutcome> {
  // Shown again on a refusal, and the address on success; never the passwords.
  const values = { ...names, email };
  try {
    const answer = await register({
      email: email.trim(),
      password: passwords.password,
      lastname: names.lastname.trim(),
      firstname: names.firstname.trim(),
    });
    return { status: 200, done: true, message: answer.message || words('registrationSuccess'), values };
  } catch (error) {
    const status = errorStatus(error);
    const fallback = words(status === undefined ? 'registrationError' : 'registrationFailed');
    // An address already registered is a problem with the e-mail field: link to it.
    return refusal(error, fallback, values, (text) => (status === 409 ? [{ field: IDS.email, message: text }] : []));
  }
}

/**
 * The form posted without scripts (`/register`, its fields by name). Its words are English unless the page
 * server gives the page's language (`locale`): `FormPostHandler` has no language yet.
 */
export const postRegistration: FormPostHandler = (values, _params, locale) => {
  const words = authWords.in(locale);
  const registration: Registration = {
    names: { firstname: posted(values, 'firstname'), lastname: posted(values, 'lastname') },
    email: posted(values, 'email'),
    passwords: { password: posted(values, 'password'), confirm: posted(values, 'confirm') },
  };
  const shown = { ...registration.names, email: registration.email };
  return answerPost(shown, { problems: registrationProblems(words, locale, registration), intro: registrationIntro(words) }, () =>
    sendRegistration(words, registration),
  );
};

/** §2.13, §4.5, §5, §8: the registration form, then the 'Verification Email Sent' screen. */
export function RegisterPage() {
  const outcome = useFormOutcome();
  const [sentTo, setSentTo] = useState<{ email: string; justSent: boolean } | null>(() => {
    const email = outcome?.done ? posted(outcome.values, 'email').trim() : readSentTo();
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
  return <RegisterForm moveFocus={returned} onRegistered={registered} refused={outcome?.done === false ? outcome : null} />;
}

interface RegisterFormProps {
  moveFocus: boolean;
  onRegistered: (email: string) => void;
  /** The refusal of the form posted without scripts: its values and errors are shown. */
  refused: Extract<FormOutcome, { done: false }> | null;
}

function RegisterForm({ moveFocus, onRegistered, refused }: RegisterFormProps) {
  const shown = refused?.values ?? {};
  const [names, setNames] = useState<Names>({ firstname: posted(shown, 'firstname'), lastname: posted(shown, 'lastname') });
  const [email, setEmail] = useState(posted(shown, 'email'));
  const [passwords, setPasswords] = useState<NewPassword>({ password: '', confirm: '' });
  const words = authWords.useWords();
  const locale = useContext(LocaleContext);
  const problems = registrationProblems(words, locale, { names, email, passwords });
  const { errors, fail, clear, errorFor } = useFormErrors(problems, refused);

  const submission = useSubmit({
    refused: () => problems.length > 0 && fail(registrationIntro(words)(problems), problems),
    send: async () => {
      const outcome = await sendRegistration(words, { names, email, passwords });
      if (!outcome.done) {
        fail(outcome.intro, outcome.problems);
        return;
      }
      const address = email.trim();
      savePendingEmail(address);
      clear();
      publish('toast', { kind: 'success', text: outcome.message });
      onRegistered(address);
    },
  });

  return (
    <AuthPage>
      <PageHeading moveFocus={moveFocus}>{words('registerTitle')}</PageHeading>
      <p>{words('registerIntro')}</p>
      <AuthForm title={words('registerTitle')} errors={errors} submission={submission} submitLabel={words('createAccount')}>
        <NameFields ids={IDS} value={names} onChange={(part, text) => setNames((now) => ({ ...now, [part]: text }))} errorFor={errorFor} />
        <EmailField
          id={IDS.email}
          value={email}
          onChange={setEmail}
          error={errorFor(IDS.email)}
          description={words('registerEmailHint')}
          isRequired
          autoComplete="email"
        />
        <NewPasswordFields
          ids={IDS}
          label={words('passwordLabel')}
          confirmLabel={words('confirmPasswordLabel')}
          value={passwords}
          onChange={(part, text) => setPasswords((now) => ({ ...now, [part]: text }))}
          errorFor={errorFor}
        />
      </AuthForm>
      <p className="auth-page__links">
        <Link href="/login">{words('alreadyRegistered')}</Link>
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
  const words = authWords.useWords();
  return (
    <AuthPage>
      <PageHeading moveFocus={moveFocus}>{words('verificationEmailSent')}</PageHeading>
      <p>
        <Parts parts={words.parts('verificationSentTo', { email: <strong>{email}</strong>, hours: VERIFICATION_LINK_HOURS })} />
      </p>
      <p>{words('emailNotArrived')}</p>
      <ResendVerification email={email} />
      <div className="auth-page__actions">
        <Link href="/login" className="button button--primary">
          {words('backToLogin')}
        </Link>
        <Button className="button" onPress={onDifferentAddress}>
          {words('registerDifferentAddress')}
        </Button>
      </div>
    </AuthPage>
  );
}
