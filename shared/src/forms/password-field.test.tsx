import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describedBy, expectNoAxeViolations } from '../../test/testing.js';
import { PasswordField } from './password-field.component.js';
import { accountText } from '@portal/shared/account-messages';

function Field({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <main>
      <PasswordField id="pw" label="Password" value={value} onChange={setValue} error={error} isRequired autoComplete="new-password" />
    </main>
  );
}

describe('password field', () => {
  it('shows the password typed and hides it again, hearing which each time', async () => {
    render(<Field />);
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    await userEvent.type(password, 'Kano#2024ok');
    expect(password.type).toBe('password');

    await userEvent.click(screen.getByRole('button', { name: accountText('passwordShowLabel', { field: 'password' }) }));
    expect(password.type).toBe('text');
    expect(password.value).toBe('Kano#2024ok');
    expect(screen.getByRole('status').textContent).toBe(accountText('passwordShown', { field: 'password' }));
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: accountText('passwordHideLabel', { field: 'password' }) }));
    expect(password.type).toBe('password');
    expect(screen.getByRole('status').textContent).toBe(accountText('passwordHidden', { field: 'password' }));
  });

  it('hears what is wrong with the password, with the field marked invalid', async () => {
    render(<Field error="Enter a password" />);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(password)).toContain('Enter a password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    await expectNoAxeViolations();
  });
});
