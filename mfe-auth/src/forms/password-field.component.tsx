import { useState } from 'react';
import { Button, Input, TextField } from '@portal/shared/ui';
import { FieldText, type FieldProps } from './text-field.component.js';

/**
 * A password field with a Show/Hide button. The button's name says what it does ("Show password"), and a
 * polite status line says whether the password is now visible, since a screen-reader user cannot see the
 * characters change.
 */
export function PasswordField({ id, label, value, onChange, error, description, autoComplete }: FieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const [visible, setVisible] = useState(false);
  const [status, setStatus] = useState('');
  const toggle = () => {
    setVisible(!visible);
    setStatus(visible ? `Your ${label.toLowerCase()} is hidden` : `Your ${label.toLowerCase()} is visible`);
  };
  return (
    <TextField
      id={id}
      className="field"
      value={value}
      onChange={onChange}
      isRequired
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
    >
      <FieldText label={label} description={description} error={error} />
      <div className="password">
        <Input className="field__input password__input" spellCheck={false} autoCapitalize="none" />
        <Button className="button password__toggle" aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`} aria-controls={id} onPress={toggle}>
          {visible ? 'Hide' : 'Show'}
        </Button>
      </div>
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </TextField>
  );
}
