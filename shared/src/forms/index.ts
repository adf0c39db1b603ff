/**
 * The form kit (`@portal/shared/forms`, a federation singleton of its own, so only pages with forms load
 * it): fields, the error summary and its state, the busy button. The decisions behind it, with their
 * evidence, are in shared/README.md, "Forms".
 */
import './forms.css';

export { EmailField, TextField, type FieldProps } from './text-field.component.js';
export { NameFields, type Names } from './name-fields.component.js';
export { PasswordField } from './password-field.component.js';
export { RadioField } from './radio-field.component.js';
export { SelectField } from './select-field.component.js';
export { FileField } from './file-field.component.js';
export { CheckboxField } from './checkbox-field.component.js';
export { ErrorSummary } from './error-summary.component.js';
export { BusyButton, SubmitButton } from './busy-button.component.js';
export { useFormErrors, type FieldProblem, type FormErrors } from './use-form-errors.js';
export { useSubmit } from './use-submit.js';
export { formOutcomeKey, useFormOutcome, type FormOutcome, type FormPostHandler, type FormValues } from './form-outcome.js';
