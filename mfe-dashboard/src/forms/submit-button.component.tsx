import { Button } from '@portal/shared/ui';
import { messages } from '@portal/shared';

/**
 * §4.2: while the request runs the button shows 'sending....' and cannot be pressed. It uses React Aria's
 * pending state rather than `disabled`, so a keyboard user's focus stays on it instead of being dropped.
 */
export function SubmitButton({ busy, label = messages.submit }: { busy: boolean; label?: string }) {
  return (
    <Button type="submit" className="button button--primary" isPending={busy}>
      {busy ? messages.sending : label}
    </Button>
  );
}
