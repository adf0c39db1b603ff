import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from '@portal/shared/ui';
import { messages } from '@portal/shared';
import { expectNoAxeViolations } from '../../test/testing.js';
import { ErrorSummary } from './error-summary.component.js';
import { SubmitButton } from './busy-button.component.js';
import { TextField } from './text-field.component.js';
import { useFormErrors } from './use-form-errors.js';
import { useSubmit } from './use-submit.js';
import { accountMessages } from '@portal/shared/account-messages';

/** A one-field form that sends its town with `send`. */
function TownForm({ send }: { send: (town: string) => Promise<void> }) {
  const [town, setTown] = useState('');
  const problems = town.trim() ? [] : [{ field: 'town', message: 'Enter your town' }];
  const { errors, fail, errorFor } = useFormErrors(problems);
  const { busy, submit } = useSubmit({
    refused: () => problems.length > 0 && fail(accountMessages.fillAllFields),
    send: () => send(town),
  });
  return (
    <main>
      <ErrorSummary errors={errors} />
      <Form onSubmit={submit} validationBehavior="aria" aria-label="Where you live">
        <TextField id="town" label="Town" value={town} onChange={setTown} error={errorFor('town')} />
        <SubmitButton busy={busy} />
      </Form>
    </main>
  );
}

describe('submitting a form', () => {
  it('sends nothing while the form shows what is wrong', async () => {
    const send = vi.fn(async () => undefined);
    render(<TownForm send={send} />);
    await userEvent.click(screen.getByRole('button', { name: messages.submit }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'There is a problem' }).textContent).toContain('Enter your town');
    await expectNoAxeViolations();
  });

  it("sends once while a send runs, with the button reading 'sending....', then offers Submit again", async () => {
    let finish = () => undefined as void;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<TownForm send={send} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Town' }), 'Kano');
    await userEvent.keyboard('{Enter}');
    const busy = screen.getByRole('button', { name: accountMessages.sending });
    await userEvent.click(busy);
    await userEvent.keyboard('{Enter}');
    expect(send).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith('Kano');

    finish();
    await screen.findByRole('button', { name: messages.submit });
    await expectNoAxeViolations();
  });
});
