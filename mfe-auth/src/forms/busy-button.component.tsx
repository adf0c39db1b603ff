import { Button } from '@portal/shared/ui';
import { messages } from '@portal/shared';

interface BusyButtonProps {
  busy: boolean;
  label: string;
  onPress?: () => void;
  type?: 'button' | 'submit';
  primary?: boolean;
}

/**
 * §4.2: while its request runs a button reads 'sending....' and is disabled. It is marked `aria-disabled`
 * (its action ignores presses while busy) rather than `disabled`, so a keyboard user's focus stays on it. React
 * Aria's `isPending` is not used: it announces the button by reference for 7 seconds, and when the screen
 * then changes that announcement points at a button that no longer exists, an unnamed image to a screen
 * reader and to axe.
 */
export function BusyButton({ busy, label, onPress, type = 'button', primary = false }: BusyButtonProps) {
  return (
    <Button
      type={type}
      className={primary ? 'button button--primary' : 'button'}
      aria-disabled={busy || undefined}
      onPress={busy ? undefined : onPress}
    >
      {busy ? messages.sending : label}
    </Button>
  );
}

/** A form's submit button; the form's submit handler ignores submits while `busy`. */
export function SubmitButton({ busy, label = messages.submit }: { busy: boolean; label?: string }) {
  return <BusyButton type="submit" primary busy={busy} label={label} />;
}
