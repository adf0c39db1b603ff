import { useEffect, useState } from 'react';
import { Form } from '@portal/shared/ui';
import { errorMessage, errorStatus, mergeUser, publish, type User } from '@portal/shared';
import { updateProfile } from '../dashboard-api.js';
import {
  EmailField,
  ErrorSummary,
  NameFields,
  SubmitButton,
  useFormErrors,
  useSubmit,
  type FieldProblem,
  type Names,
} from '@portal/shared/forms';
import { dashboardWords } from '../i18n/words.js';

const IDS = { firstname: 'profile-first-name', lastname: 'profile-last-name', email: 'profile-email' } as const;

/** §2.13, §4.1, §5 and §8: first and last name editable, e-mail read-only. */
export function ProfilePage({ user }: { user: User }) {
  const words = dashboardWords.useWords();
  const [names, setNames] = useState<Names>({ firstname: user.firstname, lastname: user.lastname });
  // Names changed elsewhere (another device; the shell reads them from the server) replace those shown.
  useEffect(() => setNames({ firstname: user.firstname, lastname: user.lastname }), [user.firstname, user.lastname]);
  const check: FieldProblem[] = [];
  if (!names.firstname.trim()) check.push({ field: IDS.firstname, message: words('enterFirstName') });
  if (!names.lastname.trim()) check.push({ field: IDS.lastname, message: words('enterLastName') });
  const { errors, fail, clear, errorFor } = useFormErrors(check);

  const { busy, submit } = useSubmit({
    refused: () => check.length > 0 && fail(words('fillRequiredFields')),
    send: async () => {
      clear();
      try {
        mergeUser(await updateProfile({ firstname: names.firstname.trim(), lastname: names.lastname.trim() }));
        publish('toast', { kind: 'success', text: words('profileUpdated') });
      } catch (error) {
        // A refused session is logged out, with the spec's message, by the shared API client (server-session.ts).
        if (errorStatus(error) === 401) return;
        publish('toast', { kind: 'error', text: errorMessage(error, words('profileUpdateFailed')) });
      }
    },
  });

  return (
    <div className="dashboard-page">
      <h1>{words('profileTitle')}</h1>
      <ErrorSummary errors={errors} />
      <Form className="form" onSubmit={submit} validationBehavior="aria" aria-label={words('profileTitle')}>
        <NameFields ids={IDS} value={names} onChange={(part, text) => setNames((now) => ({ ...now, [part]: text }))} errorFor={errorFor} />
        <EmailField id={IDS.email} value={user.email} isReadOnly />
        <SubmitButton busy={busy} label={words('saveProfile')} />
      </Form>
    </div>
  );
}
