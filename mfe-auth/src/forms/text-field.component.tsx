import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField } from '@portal/shared/ui';

export interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  description?: ReactNode;
  autoComplete: string;
}

/** The label, hint and (after a failed submit) the message of a field, tied to its input by React Aria. */
export function FieldText({ label, description, error }: Pick<FieldProps, 'label' | 'description' | 'error'>) {
  return (
    <>
      <Label className="field__label">{label}</Label>
      {description && (
        <Text slot="description" elementType="div" className="field__hint">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
    </>
  );
}

/** A labelled text or e-mail field: `aria-invalid` and `aria-describedby` come from React Aria. */
export function FormTextField({ id, label, value, onChange, error, description, autoComplete, type = 'text' }: FieldProps & { type?: 'text' | 'email' }) {
  return (
    <TextField
      id={id}
      className="field"
      value={value}
      onChange={onChange}
      isRequired
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      type={type}
      autoComplete={autoComplete}
    >
      <FieldText label={label} description={description} error={error} />
      {/* Addresses are not words: no spell-check underline or automatic capital on phones. */}
      <Input className="field__input" spellCheck={type === 'email' ? false : undefined} autoCapitalize={type === 'email' ? 'none' : undefined} />
    </TextField>
  );
}
