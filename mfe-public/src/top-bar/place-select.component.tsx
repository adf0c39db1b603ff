import type { Key } from '@portal/shared/ui';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from '@portal/shared/ui';

export interface PlaceOption {
  id: Key;
  name: string;
}

interface PlaceSelectProps {
  label: string;
  options: PlaceOption[];
  value: Key | null;
  onChange: (key: Key) => void;
  isDisabled?: boolean;
}

/** A labelled React Aria select (a button that opens a list box) for a country or a state. */
export function PlaceSelect({ label, options, value, onChange, isDisabled = false }: PlaceSelectProps) {
  return (
    <Select className="place-select" value={value} onChange={(key) => key !== null && onChange(key)} isDisabled={isDisabled}>
      <Label className="place-select__label">{label}</Label>
      <Button className="place-select__button">
        <SelectValue className="place-select__value" />
        <span aria-hidden="true" className="place-select__chevron">
          ▾
        </span>
      </Button>
      <Popover className="place-select__popover">
        <ListBox className="place-select__list" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="place-select__option">
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
