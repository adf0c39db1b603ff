import { useState, type FormEvent } from 'react';

interface SubmitSteps {
  /** The form's own checks: true when it showed what is wrong (`fail` returns true for this) and must not send. */
  refused: () => boolean;
  /** Sends the form; it handles its own answer and failure. */
  send: () => Promise<void>;
}

/**
 * A form's submit (§4.2): a submit while one is sending is ignored, since the busy button only looks
 * disabled (`aria-disabled`, so focus stays on it); a refused form sends nothing; otherwise `busy` is true
 * until the send settles.
 */
export function useSubmit({ refused, send }: SubmitSteps) {
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || refused()) return;
    setBusy(true);
    try {
      await send();
    } finally {
      setBusy(false);
    }
  }
  return { busy, submit };
}
