import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from '@portal/shared/ui';
import { describedBy, errorSummary, watchToasts } from '../../test/testing.js';
import { EVERY_FIELD } from '../../test/every-field.js';
import { EveryFieldForm } from '../../test/every-field-form.js';
import { ErrorSummary } from './error-summary.component.js';
import { SubmitButton } from './busy-button.component.js';
import { TextField } from './text-field.component.js';
import { useFormErrors } from './use-form-errors.js';

const toasts = watchToasts();
const TAKEN = 'This email address is already registered';

/** A form whose server refuses the address `taken@example.ng`, as registration does. */
function RegisterLike() {
  const [email, setEmail] = useState('');
  const check = email ? [] : [{ field: 'email', message: 'Enter your email address' }];
  const { errors, fail, clear, errorFor } = useFormErrors(check);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (check.length > 0) return fail('Please fill out all fields');
    if (email === 'taken@example.ng') return fail(TAKEN, [{ field: 'email', message: TAKEN }]);
    clear();
  }
  return (
    <main>
      <ErrorSummary errors={errors} />
      <Form onSubmit={submit} validationBehavior="aria" aria-label="Register">
        <TextField id="email" label="Email address" type="email" value={email} onChange={setEmail} error={errorFor('email')} isRequired />
        <SubmitButton busy={false} label="Create account" />
      </Form>
    </main>
  );
}

describe('form errors', () => {
  it('fixing a field clears its message at once, and the summary once every field is fixed', async () => {
    render(<EveryFieldForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByRole('textbox', { name: EVERY_FIELD.text.label });
    await userEvent.type(name, 'Ada Obi');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(name)).not.toContain(EVERY_FIELD.text.message);
    expect(errorSummary().links).not.toContain(EVERY_FIELD.text.message);

    await userEvent.type(screen.getByLabelText(EVERY_FIELD.password.label), 'Kano#2024ok');
    await userEvent.click(screen.getByRole('button', { name: new RegExp(EVERY_FIELD.select.label) }));
    await userEvent.click(await screen.findByRole('option', { name: 'Green' }));
    await userEvent.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['x'], 'me.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: EVERY_FIELD.checkbox.label }));
    expect(screen.queryByRole('group', { name: 'There is a problem' })).toBeNull();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it("keeps a problem only the server can judge until the next submit, and lists it as the server's words", async () => {
    render(<RegisterLike />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'taken@example.ng');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(errorSummary()).toMatchObject({ intro: TAKEN, links: [TAKEN] });
    await userEvent.type(email, '{Backspace}');
    expect(describedBy(email)).toContain(TAKEN);

    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.ng');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.queryByRole('group', { name: 'There is a problem' })).toBeNull();
    expect(toasts).toEqual([{ kind: 'error', text: TAKEN }]);
  });

  it('shows a refusal the server answered to the posted form as listed, though the field now holds nothing, until the next submit', async () => {
    const MISMATCH = 'Passwords do not match';
    function PostedForm() {
      const [confirm, setConfirm] = useState('');
      // The password is never sent back, so the field's own check now finds it empty.
      const check = confirm ? [] : [{ field: 'confirm', message: 'Confirm your password' }];
      const { errors, fail, errorFor } = useFormErrors(check, { intro: MISMATCH, problems: [{ field: 'confirm', message: MISMATCH }] });
      return (
        <main>
          <ErrorSummary errors={errors} />
          <Form onSubmit={(event) => (event.preventDefault(), check.length > 0 && fail('Please fill out all fields'))} aria-label="Reset">
            <TextField id="confirm" label="Confirm password" value={confirm} onChange={setConfirm} error={errorFor('confirm')} isRequired />
            <SubmitButton busy={false} label="Reset" />
          </Form>
        </main>
      );
    }
    render(<PostedForm />);
    const field = screen.getByRole('textbox', { name: 'Confirm password' });
    expect(describedBy(field)).toContain(MISMATCH);
    expect(errorSummary().links).toEqual([MISMATCH]);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(describedBy(field)).toContain('Confirm your password');
  });
});
