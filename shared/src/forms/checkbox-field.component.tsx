import type { ReactNode } from 'react';
import { Checkbox } from '@portal/shared/ui';
import { fieldNotes } from './field-text.component.js';

interface CheckboxFieldProps {
  /** The id of the checkbox itself, which the error summary's link focuses. */
  id: string;
  label: ReactNode;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  description?: ReactNode;
  error?: string | undefined;
}

/**
 * One checkbox with its label, hint and message. React Aria's input is visually hidden inside the label and
 * takes focus; the drawn box beside it shows the state and the focus ring. The message is above the
 * checkbox and the hint below its label, both read with it.
 */
export function CheckboxField({ id, label, isSelected, onChange, description, error }: CheckboxFieldProps) {
  const notes = fieldNotes(id, { description, error });
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      {notes.message}
      <Checkbox
        id={id}
        className="checkbox"
        isSelected={isSelected}
        onChange={onChange}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        aria-describedby={notes.describedBy}
      >
        <span className="checkbox__box" aria-hidden="true">
          {isSelected ? '✓' : ''}
        </span>
        <span>{label}</span>
      </Checkbox>
      {notes.hint}
    </div>
  );
}
