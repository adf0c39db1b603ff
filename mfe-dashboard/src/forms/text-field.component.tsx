import { FieldError, Input, Label, Text, TextArea, TextField } from '@portal/shared/ui';

interface FormTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string | undefined;
  description?: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'url';
  autoComplete?: string;
}

/** A labelled text field with its hint and, after a failed submit, its message beside it. */
export function FormTextField({
  id,
  label,
  value,
  onChange,
  error,
  description,
  isRequired = false,
  isReadOnly = false,
  multiline = false,
  type = 'text',
  autoComplete,
}: FormTextFieldProps) {
  return (
    <TextField
      id={id}
      className="field"
      value={value}
      onChange={onChange}
      isRequired={isRequired}
      isReadOnly={isReadOnly}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      type={type}
      autoComplete={autoComplete}
    >
      <Label className="field__label">
        {label}
        {isRequired && <span className="field__required"> (required)</span>}
        {isReadOnly && <span className="field__required"> (cannot be changed)</span>}
      </Label>
      {description && <Text slot="description" className="field__hint">{description}</Text>}
      <FieldError className="field__error">{error}</FieldError>
      {multiline ? <TextArea className="field__input field__input--multiline" rows={6} /> : <Input className="field__input" />}
    </TextField>
  );
}
