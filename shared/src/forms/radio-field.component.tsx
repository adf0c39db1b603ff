import { Label, Radio, RadioGroup } from '@portal/shared/ui';

interface RadioFieldProps<T extends string> {
  /** The question, shown as the group's legend and naming it. */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * One choice among a few, all in view: React Aria's RadioGroup, named by its legend. Tab enters the group at
 * the chosen option and the arrow keys move the choice, as with native radio buttons.
 */
export function RadioField<T extends string>({ label, options, value, onChange }: RadioFieldProps<T>) {
  return (
    <RadioGroup className="fieldset radio-group" value={value} onChange={(chosen) => onChange(chosen as T)}>
      <Label className="fieldset__legend">{label}</Label>
      {options.map((option) => (
        <Radio key={option.value} value={option.value} className="radio">
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}
