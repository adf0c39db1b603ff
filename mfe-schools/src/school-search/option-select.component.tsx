import { LabelledSelect, selectClasses } from '@portal/shared';

export interface Option {
  id: string;
  name: string;
}

export interface OptionSelectProps {
  label: string;
  options: readonly Option[];
  value: string;
  onChange: (id: string) => void;
  isDisabled?: boolean;
  className?: string;
}

/** The select's own parts are BEM elements of `schools-select`; the label, popover and list are the schools' common ones. */
const CLASSES = {
  ...selectClasses('schools-select'),
  labelClass: 'schools-label',
  popover: 'schools-popover',
  list: 'schools-listbox',
  option: 'schools-listbox__option',
};

/** The schools modal's select, with the schools' class names; its option ids are text. */
export function OptionSelect({ onChange, ...props }: OptionSelectProps) {
  return <LabelledSelect {...props} classes={CLASSES} onChange={(key) => onChange(String(key))} />;
}
