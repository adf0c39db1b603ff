import { useId } from 'react';
import type { OptionSelectProps } from './option-select.component.js';

/** `name`: the field's name when the select is part of a plain form that the browser submits. */
type NativeSelectProps = OptionSelectProps & { name?: string };

/**
 * The browser's own select, for the embedded widget and the plain form of `/schools`: as accessible as React Aria's, with the phone's
 * native picker, and without the list box, overlay and collection code that would double the widget's
 * weight on another organisation's page.
 */
export function NativeSelect({ label, options, value, onChange, isDisabled = false, className = '', name }: NativeSelectProps) {
  const id = useId();
  return (
    <div className={`schools-select ${className}`.trim()}>
      <label className="schools-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="schools-select__native"
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
