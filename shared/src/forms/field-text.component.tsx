import type { ReactNode } from 'react';
import { FieldError, Label, Text } from '@portal/shared/ui';
import { sharedWords } from '@portal/shared/i18n/shared-words';

export interface FieldTextProps {
  label: ReactNode;
  /** Shown only to assistive technology, where something visible already names the field (a table column). */
  labelHidden?: boolean | undefined;
  /** The hint under the label; a block, so it may hold a list (the password rules). */
  description?: ReactNode;
  /** After a failed submit, what is wrong with the field. */
  error?: string | undefined;
  /** Says '(required)' to assistive technology after the label: see `RequiredInName`. */
  requiredInName?: boolean | undefined;
}

/**
 * '(required)', heard and not seen, for a required control that is a button (a select's, a file
 * chooser's). ARIA allows `aria-required` on a text field, a combobox or a checkbox but not on a button,
 * so React Aria's Select sets it only on its hidden native select, which assistive technology never
 * reaches: its button was read as 'Comment type, button', and nobody heard that it must be answered
 * (issue 37). In the button's name it is read wherever the name is, as React Spectrum's field labels say
 * '(required)'. Nothing is shown: a required field is not marked on screen (shared/README.md, "Forms").
 */
export function RequiredInName() {
  const words = sharedWords.useWords();
  return (
    <>
      {' '}
      <span className="portal-visually-hidden">{words('fieldRequired')}</span>
    </>
  );
}

/**
 * The label, hint and message of a React Aria field, in GOV.UK's order: label, hint, then the error right
 * above the control. React Aria ties the hint and the error to the control (`aria-describedby`) and sets
 * `aria-invalid`, so a screen reader reads them when the control gets focus.
 */
export function FieldText({ label, labelHidden = false, description, error, requiredInName = false }: FieldTextProps) {
  return (
    <>
      <Label className={labelHidden ? 'portal-visually-hidden' : 'field__label'}>
        {label}
        {requiredInName && <RequiredInName />}
      </Label>
      {description && (
        <Text slot="description" elementType="div" className="field__hint">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
    </>
  );
}

/**
 * The hint and message of a control React Aria does not wire itself (a file chooser, a checkbox): their
 * elements, and the `aria-describedby` that ties them to the control so they are read with it.
 */
export function fieldNotes(id: string, { description, error }: Pick<FieldTextProps, 'description' | 'error'>) {
  const hintId = `${id}-hint`;
  const messageId = `${id}-error`;
  return {
    describedBy: [description ? hintId : '', error ? messageId : ''].filter(Boolean).join(' ') || undefined,
    hint: description ? (
      <div id={hintId} className="field__hint">
        {description}
      </div>
    ) : null,
    message: error ? (
      <p id={messageId} className="field__error">
        {error}
      </p>
    ) : null,
  };
}
