import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describedBy, expectNoAxeViolations } from '../../test/testing.js';
import { NameFields } from './name-fields.component.js';
import { accountMessages } from '@portal/shared/account-messages';

function Names({ errors = {} }: { errors?: Record<string, string> }) {
  const [names, setNames] = useState({ firstname: '', lastname: '' });
  return (
    <main>
      <NameFields
        ids={{ firstname: 'first', lastname: 'last' }}
        value={names}
        onChange={(part, text) => setNames((now) => ({ ...now, [part]: text }))}
        errorFor={(field) => errors[field]}
      />
    </main>
  );
}

describe('name fields', () => {
  it('types a first and a last name into fields a browser can fill', async () => {
    render(<Names />);
    const first = screen.getByRole('textbox', { name: accountMessages.firstNameLabel });
    const last = screen.getByRole('textbox', { name: accountMessages.lastNameLabel });
    await userEvent.type(first, 'Ada');
    await userEvent.type(last, 'Obi');
    expect([(first as HTMLInputElement).value, (last as HTMLInputElement).value]).toEqual(['Ada', 'Obi']);
    expect([first.getAttribute('autocomplete'), last.getAttribute('autocomplete')]).toEqual(['given-name', 'family-name']);
    expect([first.getAttribute('aria-required'), last.getAttribute('aria-required')]).toEqual(['true', 'true']);
    await expectNoAxeViolations();
  });

  it('hears what is wrong with the name that is missing', async () => {
    render(<Names errors={{ last: 'Enter your last name' }} />);
    expect(screen.getByRole('textbox', { name: accountMessages.firstNameLabel }).getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(screen.getByRole('textbox', { name: accountMessages.lastNameLabel }))).toContain('Enter your last name');
    await expectNoAxeViolations();
  });
});
