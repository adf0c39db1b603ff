import { useId } from 'react';

export interface NativeSelectProps {
  label: string;
  /** The query parameter it sets when its form is sent by the browser itself (a GET form). */
  name?: string | undefined;
  value: string;
  options: ReadonlyArray<{ id: string; name: string }>;
  onChange: (id: string) => void;
  isDisabled?: boolean;
  /** Classes of the field's wrapper, its label and the select; a page may style them by its form's class instead. */
  classes?: { fieldClass?: string; labelClass?: string; selectClass?: string };
}

/**
 * The browser's own select, labelled, for GET forms that work without JavaScript and for the light
 * embedded widget: arrow keys change it without a pop-up, a phone shows its native picker, and nothing
 * happens until the form is sent, so a keyboard user stepping through the options sets off no search at
 * each one. Until its options arrive, a chosen value is kept, and shown once its option is there.
 */
export function NativeSelect({ label, name, value, options, onChange, isDisabled = false, classes = {} }: NativeSelectProps) {
  const id = useId();
  return (
    <div className={classes.fieldClass}>
      <label className={classes.labelClass} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={classes.selectClass}
        value={value}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
