import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from '@portal/shared/ui';

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

/** A labelled React Aria select: a button that opens a list box, operable by keyboard and announced. */
export function OptionSelect({ label, options, value, onChange, isDisabled = false, className = '' }: OptionSelectProps) {
  return (
    <Select
      className={`schools-select ${className}`.trim()}
      value={value}
      onChange={(key: Key | null) => key !== null && onChange(String(key))}
      isDisabled={isDisabled}
    >
      <Label className="schools-label">{label}</Label>
      <Button className="schools-select__button">
        <SelectValue className="schools-select__value" />
        <span aria-hidden="true" className="schools-select__chevron">
          ▾
        </span>
      </Button>
      <Popover className="schools-popover">
        <ListBox className="schools-listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="schools-listbox__option">
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
