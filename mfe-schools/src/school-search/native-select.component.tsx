import { useId } from 'react';
import type { OptionSelectProps } from './option-select.component.js';

/**
 * The browser's own select, for the embedded widget: as accessible as React Aria's, with the phone's
 * native picker, and without the list box, overlay and collection code that would double the widget's
 * weight on another organisation's page.
 */
export function NativeSelect({ label, options, value, onChange, isDisabled = false, className = '' }: OptionSelectProps) {
  const id = useId();
  return (
    <div className={`schools-select ${className}`.trim()}>
      <label className="schools-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
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
