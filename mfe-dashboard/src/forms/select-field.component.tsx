import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from '@portal/shared/ui';
import { Icon } from '../layout/icons.js';

interface SelectFieldProps {
  id: string;
  label: string;
  /** Shown as a visible label, or only to assistive technology when a table column already names it. */
  labelHidden?: boolean;
  options: readonly string[];
  value: string | null;
  onChange: (value: string) => void;
  error?: string | undefined;
  description?: string | undefined;
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
  placeholder = 'Choose…',
}: SelectFieldProps) {
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
      placeholder={placeholder}
    >
      <Label className={labelHidden ? 'visually-hidden' : 'field__label'}>
        {label}
        {isRequired && <span className="field__required"> (required)</span>}
      </Label>
      {description && <Text slot="description" className="field__hint">{description}</Text>}
      <FieldError className="field__error">{error}</FieldError>
      <Button className="select__button">
        <SelectValue />
        <Icon name="chevron" />
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
