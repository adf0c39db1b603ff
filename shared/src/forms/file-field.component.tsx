import type { ReactNode } from 'react';
import { Button, FileTrigger } from '@portal/shared/ui';
import { RequiredInName, fieldNotes } from './field-text.component.js';
import { sharedWords } from '@portal/shared/i18n/shared-words';

interface FileFieldProps {
  /** The id of the chooser button, which the error summary's link focuses. */
  id: string;
  /** What is chosen, in words: the button reads 'Choose {name}', then 'Replace {name}'. */
  name: string;
  acceptedFileTypes: readonly string[];
  file: File | null;
  onChange: (file: File | null) => void;
  /** The hint: which types and sizes are accepted. */
  description?: ReactNode;
  error?: string | undefined;
  /** Heard as '(required)' after the button's name: a button cannot carry `aria-required`. */
  isRequired?: boolean;
  /** Shown under the chosen file's name and size, such as a preview of a photograph. */
  children?: ReactNode;
}

/** '2.4 MB', '830 KB': the chosen file's size, next to the hint's limits. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * One file, chosen with a button that opens the device's file picker (React Aria's FileTrigger): a button
 * is named by its own text and works the same with a keyboard, a switch or a screen reader, where a styled
 * `<input type="file">` reads differently in each browser. The hint and the message are tied to the button.
 */
export function FileField({
  id,
  name,
  acceptedFileTypes,
  file,
  onChange,
  description,
  error,
  isRequired = false,
  children,
}: FileFieldProps) {
  const notes = fieldNotes(id, { description, error });
  const words = sharedWords.useWords();
  return (
    <div className="field file-field" data-invalid={error ? true : undefined}>
      {notes.hint}
      {notes.message}
      <FileTrigger acceptedFileTypes={[...acceptedFileTypes]} onSelect={(files) => onChange(files?.[0] ?? null)}>
        <Button id={id} className="button file-field__button" aria-describedby={notes.describedBy}>
          {words(file ? 'fileReplace' : 'fileChoose', { name })}
          {isRequired && <RequiredInName />}
        </Button>
      </FileTrigger>
      {file && <p className="file-field__chosen">{words('fileChosen', { name: file.name, size: fileSize(file.size) })}</p>}
      {file && children}
    </div>
  );
}
