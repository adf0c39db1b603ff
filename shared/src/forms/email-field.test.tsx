import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/shared';
import { expectNoAxeViolations } from '../../test/testing.js';
import { EmailField } from './text-field.component.js';

function Field() {
  const [email, setEmail] = useState('');
  return (
    <main>
      <EmailField id="email" value={email} onChange={setEmail} isRequired autoComplete="email" />
    </main>
  );
}

describe('email field', () => {
  it('types an address into the field every form names alike, with no spell-check or automatic capital', async () => {
    render(<Field />);
    const email = screen.getByRole('textbox', { name: messages.emailAddressLabel }) as HTMLInputElement;
    await userEvent.type(email, 'Ada@example.ng');
    expect(email.value).toBe('Ada@example.ng');
    expect([email.type, email.getAttribute('autocomplete')]).toEqual(['email', 'email']);
    expect([email.getAttribute('spellcheck'), email.getAttribute('autocapitalize')]).toEqual(['false', 'none']);
    await expectNoAxeViolations();
  });
});
