import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from '@portal/shared/ui';

/** The class names of a select's parts, so that each app's stylesheet styles its own. */
export interface SelectClasses {
  select: string;
  /** The Label's (a key named `label` is the catalogue check's mark of a visible text). */
  labelClass: string;
  button: string;
  value: string;
  chevron: string;
  popover: string;
  list: string;
  option: string;
}

/** The parts' class names as BEM elements of `block`: `place-select`, `place-select__label`, and so on. */
export const selectClasses = (block: string): SelectClasses => ({
  select: block,
  labelClass: `${block}__label`,
  button: `${block}__button`,
  value: `${block}__value`,
  chevron: `${block}__chevron`,
  popover: `${block}__popover`,
  list: `${block}__list`,
  option: `${block}__option`,
});

export interface LabelledSelectProps {
  label: string;
  options: readonly { id: Key; name: string }[];
  value: Key | null;
  onChange: (key: Key) => void;
  isDisabled?: boolean;
  classes: SelectClasses;
  /** A class beside `classes.select`, for where the select is placed. */
  className?: string;
}

/**
 * A labelled React Aria select: a button that opens a list box, operable by keyboard and announced. Apart from
 * the form kit's SelectField (which the error summary links to), for the pickers of the top bar and the schools modal.
 */
export function LabelledSelect({ label, options, value, onChange, isDisabled = false, classes, className = '' }: LabelledSelectProps) {
  return (
    <Select
      className={`${classes.select} ${className}`.trim()}
      value={value}
      onChange={(key) => key !== null && onChange(key)}
      isDisabled={isDisabled}
    >
      <Label className={classes.labelClass}>{label}</Label>
      <Button className={classes.button}>
        <SelectValue className={classes.value} />
        <span aria-hidden="true" className={classes.chevron}>
          ▾
        </span>
      </Button>
      <Popover className={classes.popover}>
        <ListBox className={classes.list} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={classes.option}>
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
