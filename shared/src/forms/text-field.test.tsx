import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describedBy, expectNoAxeViolations } from '../../test/testing.js';
import { TextField } from './text-field.component.js';
import { accountMessages } from '@portal/shared/account-messages';

type Props = Partial<Parameters<typeof TextField>[0]>;

function Field(props: Props) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <main>
      <TextField id="town" label="Town" value={value} onChange={setValue} {...props} />
    </main>
  );
}

describe('text field', () => {
  it('types into a field found by its label and hears its hint with it', async () => {
    render(<Field description="Where the barrier is" isRequired />);
    const town = screen.getByRole('textbox', { name: 'Town' });
    await userEvent.type(town, 'Kano');
    expect((town as HTMLInputElement).value).toBe('Kano');
    expect(town.getAttribute('aria-required')).toBe('true');
    expect(describedBy(town)).toBe('Where the barrier is');
    await expectNoAxeViolations();
  });

  it('sees what is wrong beside the field, read with it, and the field marked invalid', async () => {
    render(<Field description="Where the barrier is" error="Enter your town" />);
    const town = screen.getByRole('textbox', { name: 'Town' });
    expect(town.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(town)).toContain('Enter your town');
    expect(screen.getByText('Enter your town')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('reads a field that cannot be changed, and is told so in its label', async () => {
    render(<Field label="Town" value="Kano" isReadOnly />);
    const town = screen.getByRole('textbox', { name: `Town ${accountMessages.fieldReadOnly}` }) as HTMLInputElement;
    expect(town.readOnly).toBe(true);
    await userEvent.type(town, 'x');
    expect(town.value).toBe('Kano');
    await expectNoAxeViolations();
  });

  it('writes a comment over several lines', async () => {
    render(<Field label="Comment" multiline />);
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    expect(comment.tagName).toBe('TEXTAREA');
    await userEvent.type(comment, 'First line{Enter}Second line');
    expect((comment as HTMLTextAreaElement).value).toBe('First line\nSecond line');
  });
});
