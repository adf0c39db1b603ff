import { PasswordField } from '@portal/shared/forms';
import type { NewPassword } from '../account-checks.js';
import { PasswordChecklist, PasswordRuleAnnouncer } from './password-rules.component.js';

interface NewPasswordFieldsProps {
  ids: Record<keyof NewPassword, string>;
  value: NewPassword;
  /** One of the two changed. Each on its own: both may change in one render (text typed before hydration). */
  onChange: (part: keyof NewPassword, text: string) => void;
  errorFor: (field: string) => string | undefined;
  /** "Password" when registering, "New password" when resetting. */
  label: string;
  /** "Confirm password" when registering, "Confirm new password" when resetting. */
  confirmLabel: string;
}

/** A new password with its live checklist (§5), and its confirmation. */
export function NewPasswordFields({ ids, value, onChange, errorFor, label, confirmLabel }: NewPasswordFieldsProps) {
  const { password, confirm } = value;
  return (
    <>
      <PasswordField
        id={ids.password}
        name="password"
        label={label}
        value={password}
        onChange={(typed) => onChange('password', typed)}
        error={errorFor(ids.password)}
        description={<PasswordChecklist password={password} />}
        isRequired
        autoComplete="new-password"
      />
      <PasswordRuleAnnouncer password={password} />
      <PasswordField
        id={ids.confirm}
        name="confirm"
        label={confirmLabel}
        value={confirm}
        onChange={(typed) => onChange('confirm', typed)}
        error={errorFor(ids.confirm)}
        isRequired
        autoComplete="new-password"
      />
    </>
  );
}
