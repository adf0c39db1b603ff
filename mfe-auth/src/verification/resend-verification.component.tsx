import { useState } from 'react';
import { Link } from '@portal/shared/ui';
import { errorMessage, errorStatus, publish, readPendingEmail } from '@portal/shared';
import { resendVerification } from '../accounts-api.js';
import { BusyButton } from '@portal/shared/forms';
import { authWords } from '../i18n/words.js';

type Outcome = { kind: 'success' | 'error'; text: string; register: boolean } | null;

/**
 * Sends a fresh verification link (§4.4, §4.5) to `email`, or to the pending address kept in local storage.
 * The outcome is toasted (§8) and also stays on the page, since a toast is gone after one second.
 */
export function ResendVerification({ email }: { email?: string }) {
  const words = authWords.useWords();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  function report(kind: 'success' | 'error', text: string, register = false) {
    publish('toast', { kind, text });
    setOutcome({ kind, text, register });
  }

  async function resend() {
    const address = email ?? readPendingEmail();
    if (!address) return report('error', words('resendNoEmail'), true);
    setBusy(true);
    try {
      const answer = await resendVerification(address);
      if (answer.success) report('success', answer.message ?? words('resendSentTo', { email: address }));
      else report('error', answer.message ?? words('resendFailed'));
    } catch (error) {
      report('error', errorMessage(error, words(errorStatus(error) === undefined ? 'resendFailedLater' : 'resendFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="resend">
      <BusyButton busy={busy} label={words('resendVerification')} onPress={resend} />
      {outcome && (
        <p className={`notice notice--${outcome.kind} resend__outcome`}>
          {outcome.text}
          {outcome.register && (
            <>
              {' '}
              <Link href="/register">{words('registerAgain')}</Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}
