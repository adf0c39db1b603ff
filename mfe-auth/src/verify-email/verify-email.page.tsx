import { useEffect, useState } from 'react';
import { Button, Link } from '@portal/shared/ui';
import { errorMessage, errorStatus, navigate, publish, removePendingEmail, saveUser } from '@portal/shared';
import { verifyEmail, type Session } from '../accounts-api.js';
import { AuthPage, PageHeading } from '../layout/auth-page.component.js';
import { useOnArrival } from '../layout/use-on-arrival.js';
import { ResendVerification } from '../verification/resend-verification.component.js';
import { authWords, VERIFICATION_LINK_HOURS } from '../i18n/words.js';

/** §4.4 and §9: after a successful verification the user is logged in and sent on after 3 seconds. */
export const VERIFIED_REDIRECT_MS = 3000;

type View = { kind: 'verifying' } | { kind: 'success'; message: string; session: Session | null } | { kind: 'error'; message: string };

/** §4.4, §8: verifying → success (logged in after 3 s, sent to /dashboard) or error (with resend). */
export function VerifyEmailPage({ token }: { token: string | undefined }) {
  const words = authWords.useWords();
  const [view, setView] = useState<View>(() =>
    token ? { kind: 'verifying' } : { kind: 'error', message: words('verificationTokenMissing') },
  );

  useOnArrival(() => {
    if (!token) publish('toast', { kind: 'error', text: words('verificationTokenMissing') });
  });
  useEffect(() => {
    if (!token) return;
    let current = true;
    verifyEmail(token).then(
      (answer) => {
        if (!current) return;
        if (!answer.success) return fail(answer.message ?? words('verificationFailed'));
        const message = answer.message ?? words('emailVerifiedText');
        removePendingEmail();
        publish('toast', { kind: 'success', text: message });
        setView({ kind: 'success', message, session: answer.token && answer.user ? { user: answer.user, token: answer.token } : null });
      },
      (error: unknown) => {
        if (current) fail(errorMessage(error, words(errorStatus(error) === undefined ? 'verificationError' : 'verificationFailed')));
      },
    );
    function fail(message: string) {
      publish('toast', { kind: 'error', text: message });
      setView({ kind: 'error', message });
    }
    return () => {
      current = false;
    };
    // `words` is the page's language's, the same while the page is shown.
  }, [token, words]);

  if (view.kind === 'verifying') {
    return (
      <AuthPage key="verifying">
        <PageHeading>{words('verifyingEmail')}</PageHeading>
        <p>{words('verifyingWait')}</p>
      </AuthPage>
    );
  }
  if (view.kind === 'success') return <Verified message={view.message} session={view.session} />;
  return (
    <AuthPage key="error">
      {/* A missing token is known at once: the shell focuses this first heading; a failed check moves focus. */}
      <PageHeading moveFocus={Boolean(token)}>{words('verificationFailedHeading')}</PageHeading>
      <p className="notice notice--error">{view.message}</p>
      <p>{words('verificationLinkHint', { hours: VERIFICATION_LINK_HOURS })}</p>
      <ResendVerification />
      <p className="auth-page__links">
        <Link href="/login">{words('backToLogin')}</Link>
      </p>
    </AuthPage>
  );
}

/** §4.1: the verified user is stored with its token, which logs them in across the page. */
const logIn = (session: Session) => saveUser({ ...session.user, token: session.token });

function Verified({ message, session }: { message: string; session: Session | null }) {
  const words = authWords.useWords();
  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(() => {
      logIn(session);
      navigate('/dashboard');
    }, VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [session]);

  return (
    <AuthPage>
      <PageHeading moveFocus>{words('emailVerified')}</PageHeading>
      <p className="notice notice--success">{message}</p>
      {session ? (
        <>
          <p>{words('loggingInSoon', { seconds: VERIFIED_REDIRECT_MS / 1000 })}</p>
          <Button
            className="button button--primary"
            onPress={() => {
              logIn(session);
              navigate('/dashboard');
            }}
          >
            {words('goToDashboard')}
          </Button>
        </>
      ) : (
        <Link href="/login" className="button button--primary">
          {words('logIn')}
        </Link>
      )}
    </AuthPage>
  );
}
