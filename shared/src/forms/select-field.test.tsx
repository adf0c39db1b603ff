import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describedBy, expectNoAxeViolations } from '../../test/testing.js';
import { SelectField } from './select-field.component.js';
import { accountMessages } from '@portal/shared/account-messages';

const TYPES = ['Testimonials', 'Report Accessibility Issue', 'Query or Question'];

function Field({ error, isRequired = true }: { error?: string; isRequired?: boolean }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <main>
      <SelectField
        id="type"
        label="Comment type"
        options={TYPES}
        value={value}
        onChange={setValue}
        description="What kind of report"
        error={error}
        isRequired={isRequired}
      />
    </main>
  );
}

describe('select field', () => {
  it('chooses an option with the keyboard alone', async () => {
    render(<Field />);
    const select = screen.getByRole('button', { name: /Comment type/ });
    await userEvent.tab();
    expect(document.activeElement).toBe(select);
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(TYPES);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(select.textContent).toContain('Report Accessibility Issue');
    // The closing popover gives focus back to the button.
    await waitFor(() => expect(document.activeElement).toBe(select));
    await expectNoAxeViolations();
  });

  it("hears the hint and what is wrong with the select's button", async () => {
    render(<Field error="Choose a comment type" />);
    const select = screen.getByRole('button', { name: /Comment type/ });
    expect(describedBy(select)).toContain('What kind of report');
    expect(describedBy(select)).toContain('Choose a comment type');
    await expectNoAxeViolations();
  });

  it('is heard as required, where its button cannot carry aria-required, and shows no mark (issue 37)', async () => {
    const { unmount } = render(<Field />);
    const select = screen.getByRole('button', { name: /Comment type/ });
    expect(select.hasAttribute('aria-required')).toBe(false);
    expect(screen.getByRole('button', { name: `${accountMessages.selectPlaceholder} Comment type ${accountMessages.fieldRequired}` })).toBe(
      select,
    );
    const hidden = screen.getByText(accountMessages.fieldRequired);
    expect(hidden.className).toBe('portal-visually-hidden');
    await expectNoAxeViolations();
    unmount();
    render(<Field isRequired={false} />);
    expect(screen.getByRole('button', { name: `${accountMessages.selectPlaceholder} Comment type` })).toBeTruthy();
    expect(screen.queryByText(accountMessages.fieldRequired)).toBeNull();
  });
});
