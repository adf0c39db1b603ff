import { TextField } from './text-field.component.js';
import { sharedWords } from '@portal/shared/i18n/shared-words';

/** A person's names, as the API takes them. */
export interface Names {
  firstname: string;
  lastname: string;
}

interface NameFieldsProps {
  /** The ids of the two inputs. */
  ids: Record<keyof Names, string>;
  value: Names;
  /** One name changed. Each on its own: both may change in one render (text typed before hydration). */
  onChange: (part: keyof Names, text: string) => void;
  errorFor: (field: string) => string | undefined;
}

const PARTS = [
  { part: 'firstname', label: 'firstNameLabel', autoComplete: 'given-name' },
  { part: 'lastname', label: 'lastNameLabel', autoComplete: 'family-name' },
] as const;

/**
 * A person's first and last name, asked alike on every form that asks (registering, the profile, the
 * eyewitness report): the same labels, both required, and the `autocomplete` tokens that let a browser or
 * a password manager fill them.
 */
export function NameFields({ ids, value, onChange, errorFor }: NameFieldsProps) {
  const words = sharedWords.useWords();
  return (
    <>
      {PARTS.map(({ part, label, autoComplete }) => (
        <TextField
          key={part}
          id={ids[part]}
          name={part}
          label={words(label)}
          value={value[part]}
          onChange={(text) => onChange(part, text)}
          error={errorFor(ids[part])}
          isRequired
          autoComplete={autoComplete}
        />
      ))}
    </>
  );
}
