import type { ReactNode } from 'react';
import { Input, TextArea, TextField as AriaTextField } from '@portal/shared/ui';
import { FieldText } from './field-text.component.js';
import { useTypedBeforeHydration } from './use-typed-before-hydration.js';
import { sharedWords } from '@portal/shared/i18n/shared-words';

export interface FieldProps {
  /** The id of the control itself, which the error summary's link focuses. */
  id: string;
  /** The field's name in the form's post, for a form that works without scripts. */
  name?: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string | undefined;
  description?: ReactNode;
  /** Sets `aria-required`. No label is marked: every field is required unless it says '(optional)'. */
  isRequired?: boolean;
  autoComplete?: string;
}

export interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'url';
  multiline?: boolean;
  /** Shown, with '(cannot be changed)' after its label, but not editable. */
  isReadOnly?: boolean;
}

/**
 * React Aria's TextField with the kit's label, hint and message around `children`, the control: the frame
 * of the text and password fields.
 */
export function TextFieldFrame({
  id,
  name,
  label,
  value,
  onChange,
  error,
  description,
  isRequired = false,
  isReadOnly = false,
  autoComplete,
  type,
  children,
}: FieldProps & { type: string; isReadOnly?: boolean; children: ReactNode }) {
  useTypedBeforeHydration(id, value, onChange);
  const words = sharedWords.useWords();
  return (
    <AriaTextField
      id={id}
      name={name}
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
      <FieldText label={isReadOnly ? `${label} ${words('fieldReadOnly')}` : label} description={description} error={error} />
      {children}
    </AriaTextField>
  );
}

/** A labelled text, e-mail or link field, or a multi-line comment. */
export function TextField({ type = 'text', multiline = false, ...field }: TextFieldProps) {
  // Addresses and links are not words: no spell-check underline or automatic capital on phones.
  const notWords = type === 'email' || type === 'url';
  return (
    <TextFieldFrame {...field} type={type}>
      {multiline ? (
        <TextArea className="field__input field__input--multiline" rows={6} />
      ) : (
        <Input className="field__input" spellCheck={notWords ? false : undefined} autoCapitalize={notWords ? 'none' : undefined} />
      )}
    </TextFieldFrame>
  );
}

/** An email address, labelled alike on every form that asks for one. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'multiline'>) {
  const words = sharedWords.useWords();
  return <TextField name="email" {...props} label={words('emailAddressLabel')} type="email" />;
}
