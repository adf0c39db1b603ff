import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describedBy, expectNoAxeViolations } from '../../test/testing.js';
import { CheckboxField } from './checkbox-field.component.js';

function Field({ error }: { error?: string }) {
  const [selected, setSelected] = useState(false);
  return (
    <main>
      <CheckboxField
        id="show-name"
        label="Show my first name with my report"
        isSelected={selected}
        onChange={setSelected}
        description="Otherwise your report is published without your name."
        error={error}
      />
    </main>
  );
}

describe('checkbox field', () => {
  it('ticks the box by its label, hears its hint, and unticks it with the keyboard', async () => {
    render(<Field />);
    const box = screen.getByRole('checkbox', { name: 'Show my first name with my report' }) as HTMLInputElement;
    expect(describedBy(box)).toBe('Otherwise your report is published without your name.');
    await userEvent.click(screen.getByText('Show my first name with my report'));
    expect(box.checked).toBe(true);
    await expectNoAxeViolations();
    await userEvent.keyboard(' ');
    expect(box.checked).toBe(false);
  });

  it('hears what is wrong with the checkbox, marked invalid', async () => {
    render(<Field error="Agree to go on" />);
    const box = screen.getByRole('checkbox', { name: 'Show my first name with my report' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box)).toContain('Agree to go on');
    await expectNoAxeViolations();
  });
});
