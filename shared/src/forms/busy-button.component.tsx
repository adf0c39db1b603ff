import { Button } from '@portal/shared/ui';
import { sharedWords } from '@portal/shared/i18n/shared-words';

interface BusyButtonProps {
  busy: boolean;
  label: string;
  onPress?: () => void;
  type?: 'button' | 'submit';
  primary?: boolean;
}

/**
 * §4.2: while its request runs a button reads 'sending....' and cannot be used. It is marked `aria-disabled`
 * (its action ignores presses while busy) rather than `disabled`, so a keyboard user's focus stays on it.
 * React Aria's `isPending` is not used: on the change it announces the button through a live-region node
 * with `role="img"` and `aria-labelledby` the button's id, kept for 7 seconds (LiveAnnouncer); when the
 * screen then changes, that node points at a button that no longer exists, an unnamed image to a screen
 * reader and to axe (role-img-alt).
 */
export function BusyButton({ busy, label, onPress, type = 'button', primary = false }: BusyButtonProps) {
  const words = sharedWords.useWords();
  return (
    <Button
      type={type}
      className={primary ? 'button button--primary' : 'button'}
      aria-disabled={busy || undefined}
      onPress={busy ? undefined : onPress}
    >
      {busy ? words('formSending') : label}
    </Button>
  );
}

/** A form's submit button; the form's submit handler ignores submits while `busy`. */
export function SubmitButton({ busy, label }: { busy: boolean; label?: string }) {
  const words = sharedWords.useWords();
  return <BusyButton type="submit" primary busy={busy} label={label ?? words('formSubmit')} />;
}
