import { useEffect, useState, type FormEvent } from 'react';
import { Form } from '@portal/shared/ui';
import { api, errorMessage, errorStatus, mergeUser, messages, publish, type User } from '@portal/shared';
import { ErrorSummary, type FieldProblem } from '../forms/error-summary.component.js';
import { SubmitButton } from '../forms/submit-button.component.js';
import { FormTextField } from '../forms/text-field.component.js';
import { useFormErrors } from '../forms/use-form-errors.js';
import '../forms/forms.css';

const IDS = { firstname: 'profile-first-name', lastname: 'profile-last-name', email: 'profile-email' } as const;

/** §2.13, §4.1, §5 and §8: first and last name editable, e-mail read-only. */
export function ProfilePage({ user }: { user: User }) {
  const [firstname, setFirstname] = useState(user.firstname);
  const [lastname, setLastname] = useState(user.lastname);
  // Names changed elsewhere (another device; the shell reads them from the server) replace those shown.
  useEffect(() => {
    setFirstname(user.firstname);
    setLastname(user.lastname);
  }, [user.firstname, user.lastname]);
  const [busy, setBusy] = useState(false);
  const check: FieldProblem[] = [];
  if (!firstname.trim()) check.push({ field: IDS.firstname, message: 'Enter your first name' });
  if (!lastname.trim()) check.push({ field: IDS.lastname, message: 'Enter your last name' });
  const { problems, attempt, fail, clear, errorFor } = useFormErrors(check);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (check.length > 0) return fail(messages.fillRequiredFields);
    clear();
    setBusy(true);
    try {
      const { data } = await api.patch<{ user: Partial<User> }>('/auth/update-profile', {
        firstname: firstname.trim(),
        lastname: lastname.trim(),
      });
      mergeUser(data.user);
      publish('toast', { kind: 'success', text: messages.profileUpdated });
    } catch (error) {
      // A refused session is logged out, with the spec's message, by the shared API client (server-session.ts).
      if (errorStatus(error) === 401) return;
      publish('toast', { kind: 'error', text: errorMessage(error, messages.profileUpdateFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="dashboard-page">
      <h1>Profile</h1>
      <ErrorSummary intro={messages.fillRequiredFields} problems={problems} attempt={attempt} />
      <Form className="dashboard-form" onSubmit={submit} validationBehavior="aria" aria-label="Profile">
        <FormTextField
          id={IDS.firstname}
          label="First name"
          value={firstname}
          onChange={setFirstname}
          error={errorFor(IDS.firstname)}
          isRequired
          autoComplete="given-name"
        />
        <FormTextField
          id={IDS.lastname}
          label="Last name"
          value={lastname}
          onChange={setLastname}
          error={errorFor(IDS.lastname)}
          isRequired
          autoComplete="family-name"
        />
        <FormTextField id={IDS.email} label="E-mail address" type="email" value={user.email} isReadOnly />
        <SubmitButton busy={busy} label="Save profile" />
      </Form>
    </div>
  );
}
