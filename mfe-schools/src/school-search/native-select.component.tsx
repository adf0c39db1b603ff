import { NativeSelect as SharedNativeSelect } from '@portal/shared/native-select';
import type { OptionSelectProps } from './option-select.component.js';

/** `name`: the field's name when the select is part of a plain form that the browser submits. */
type NativeSelectProps = OptionSelectProps & { name?: string };

const CLASSES = { labelClass: 'schools-label', selectClass: 'schools-select__native' };

/**
 * The browser's own select with the schools' classes, for the embedded widget and the plain form of
 * `/schools`: as accessible as React Aria's, with the phone's native picker, and without the list box,
 * overlay and collection code that would double the widget's weight on another organisation's page.
 */
export function NativeSelect({ className = '', ...props }: NativeSelectProps) {
  return <SharedNativeSelect {...props} classes={{ ...CLASSES, fieldClass: `schools-select ${className}`.trim() }} />;
}
