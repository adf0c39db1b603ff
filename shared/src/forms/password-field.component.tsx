import { useState } from 'react';
import { Button, Input } from '@portal/shared/ui';
import { TextFieldFrame, type FieldProps } from './text-field.component.js';
import { sharedWords } from '@portal/shared/i18n/shared-words';

/**
 * A password field with a Show/Hide button. The button's name says what it does ("Show password"), and a
 * polite status line says whether the password is now visible, since a screen-reader user cannot see the
 * characters change.
 */
export function PasswordField({ autoComplete, ...field }: FieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const [visible, setVisible] = useState(false);
  const [status, setStatus] = useState('');
  const words = sharedWords.useWords();
  const name = field.label.toLowerCase();
  const toggle = () => {
    setVisible(!visible);
    setStatus(words(visible ? 'passwordHidden' : 'passwordShown', { field: name }));
  };
  return (
    <TextFieldFrame {...field} type={visible ? 'text' : 'password'} autoComplete={autoComplete}>
      <div className="password">
        <Input className="field__input password__input" spellCheck={false} autoCapitalize="none" />
        <Button
          className="button password__toggle"
          aria-label={words(visible ? 'passwordHideLabel' : 'passwordShowLabel', { field: name })}
          aria-controls={field.id}
          onPress={toggle}
        >
          {words(visible ? 'passwordHide' : 'passwordShow')}
        </Button>
      </div>
      <span className="portal-visually-hidden" role="status">
        {status}
      </span>
    </TextFieldFrame>
  );
}
