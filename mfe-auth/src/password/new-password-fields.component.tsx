import { PasswordField } from '../forms/password-field.component.js';
import { PasswordChecklist, PasswordRuleAnnouncer } from './password-rules.component.js';

interface NewPasswordFieldsProps {
  ids: { password: string; confirm: string };
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errorFor: (field: string) => string | undefined;
  /** "Password" when registering, "New password" when resetting. */
  label: string;
}

/** A new password with its live checklist (§5), and its confirmation. */
export function NewPasswordFields({ ids, password, confirm, onPassword, onConfirm, errorFor, label }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        id={ids.password}
        label={label}
        value={password}
        onChange={onPassword}
        error={errorFor(ids.password)}
        description={<PasswordChecklist password={password} />}
        autoComplete="new-password"
      />
      <PasswordRuleAnnouncer password={password} />
      <PasswordField
        id={ids.confirm}
        label={`Confirm ${label.toLowerCase()}`}
        value={confirm}
        onChange={onConfirm}
        error={errorFor(ids.confirm)}
        autoComplete="new-password"
      />
    </>
  );
}
