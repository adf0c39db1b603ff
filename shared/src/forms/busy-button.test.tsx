import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/testing.js';
import { BusyButton } from './busy-button.component.js';
import { accountMessages } from '@portal/shared/account-messages';

/** A button whose request runs until `finish` is called, after which the screen changes. */
function Resend({ onPress }: { onPress: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const press = async () => {
    setBusy(true);
    await onPress();
    setBusy(false);
    setDone(true);
  };
  return <main>{done ? <h1>Sent</h1> : <BusyButton busy={busy} label="Resend verification email" onPress={press} />}</main>;
}

describe('busy button', () => {
  it("reads 'sending....' while its request runs, keeps focus, and ignores further presses", async () => {
    let finish = () => undefined as void;
    const request = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Resend onPress={request} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    const busy = screen.getByRole('button', { name: accountMessages.sending });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(busy);
    await userEvent.click(busy);
    await userEvent.keyboard('{Enter}');
    expect(request).toHaveBeenCalledOnce();
    await expectNoAxeViolations();

    finish();
    await screen.findByRole('heading', { name: 'Sent' });
    // Nothing left announcing a button that is gone (React Aria's isPending would leave an unnamed image).
    expect(document.querySelector('[data-live-announcer] [role="img"]')).toBeNull();
    await expectNoAxeViolations();
  });
});
