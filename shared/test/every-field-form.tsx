import { useState, type FormEvent } from 'react';
import { Form } from '@portal/shared/ui';
import {
  CheckboxField,
  ErrorSummary,
  FileField,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
  useFormErrors,
  type FieldProblem,
} from '@portal/shared/forms';
import { ANSWER_EVERY_QUESTION, EVERY_FIELD, type FieldKind } from './every-field.js';

/**
 * A form with one required field of every kind the form kit has, for the kit's own tests in jsdom and in
 * Chromium (no page of the portal asks for a required checkbox). Submitted empty, it lists all five.
 */
export function EveryFieldForm() {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [colour, setColour] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const empty = { text: !name.trim(), password: !password, select: !colour, file: !photo, checkbox: !consent };
  const check: FieldProblem[] = (Object.keys(EVERY_FIELD) as FieldKind[])
    .filter((kind) => empty[kind])
    .map((kind) => ({ field: EVERY_FIELD[kind].id, message: EVERY_FIELD[kind].message }));
  const { errors, fail, clear, errorFor } = useFormErrors(check);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (check.length > 0) return fail(ANSWER_EVERY_QUESTION);
    clear();
  }

  const { text, password: secret, select, file, checkbox } = EVERY_FIELD;
  return (
    <main>
      <h1>Every kind of field</h1>
      <ErrorSummary errors={errors} />
      <Form className="form" onSubmit={submit} validationBehavior="aria" aria-label="Every kind of field">
        <TextField
          id={text.id}
          label={text.label}
          value={name}
          onChange={setName}
          error={errorFor(text.id)}
          isRequired
          autoComplete="name"
        />
        <PasswordField
          id={secret.id}
          label={secret.label}
          value={password}
          onChange={setPassword}
          error={errorFor(secret.id)}
          isRequired
          autoComplete="new-password"
        />
        <SelectField
          id={select.id}
          label={select.label}
          options={['Green', 'White']}
          value={colour}
          onChange={setColour}
          error={errorFor(select.id)}
          isRequired
        />
        <FileField
          id={file.id}
          name={file.label}
          acceptedFileTypes={['image/png']}
          file={photo}
          onChange={setPhoto}
          description="A PNG image"
          error={errorFor(file.id)}
        />
        <CheckboxField id={checkbox.id} label={checkbox.label} isSelected={consent} onChange={setConsent} error={errorFor(checkbox.id)} />
        <SubmitButton busy={false} label="Send" />
      </Form>
    </main>
  );
}
