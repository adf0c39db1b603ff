/**
 * The props of a group of a report form's fields (the comment, the place): their ids, their value, what
 * changes it, and each field's message from the form's `useFormErrors`.
 */
export interface FieldGroupProps<Ids, Value> {
  ids: Ids;
  value: Value;
  onChange: (value: Value) => void;
  errorFor: (field: string) => string | undefined;
}
