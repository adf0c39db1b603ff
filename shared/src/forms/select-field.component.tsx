import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from '@portal/shared/ui';
import { FieldText } from './field-text.component.js';
import { sharedWords } from '@portal/shared/i18n/shared-words';

interface SelectFieldProps {
  /** The id of the select's button, which the error summary's link focuses. */
  id: string;
  label: string;
  /** Shown only to assistive technology, where a table column already names it. */
  labelHidden?: boolean;
  options: readonly string[];
  value: string | null;
  onChange: (value: string) => void;
  error?: string | undefined;
  description?: string | undefined;
  /** Heard as '(required)' after the select's name: its button cannot carry `aria-required`. */
  isRequired?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
}

/** A React Aria Select over plain text options (the option's text is its key). */
export function SelectField({
  id,
  label,
  labelHidden = false,
  options,
  value,
  onChange,
  error,
  description,
  isRequired = false,
  isDisabled = false,
  placeholder,
}: SelectFieldProps) {
  const words = sharedWords.useWords();
  return (
    <Select
      id={id}
      className="field"
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      placeholder={placeholder ?? words('selectPlaceholder')}
    >
      <FieldText label={label} labelHidden={labelHidden} description={description} error={error} requiredInName={isRequired} />
      <Button className="select__button">
        <SelectValue />
        <svg className="select__chevron" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M7 10l5 5 5-5H7z" fill="currentColor" />
        </svg>
      </Button>
      <Popover className="select__popover">
        <ListBox className="select__list">
          {options.map((option) => (
            <ListBoxItem key={option} id={option} className="select__option">
              {option}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
