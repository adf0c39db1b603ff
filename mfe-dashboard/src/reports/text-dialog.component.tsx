import { useState } from 'react';
import { Button, Form } from '@portal/shared/ui';
import { ModalDialog } from '@portal/shared';
import { ErrorSummary, SubmitButton, TextField, useFormErrors, useSubmit } from '@portal/shared/forms';
import './dialog.css';
import { dashboardWords } from '../i18n/words.js';

export interface TextDialogWords {
  /** The button that opens the dialog. */
  trigger: string;
  title: string;
  label: string;
  hint: string;
  /** What the summary and the field say when the text is left empty. */
  missing: string;
  submit: string;
}

interface TextDialogProps {
  /** Unique on the page: the dialog's heading and field ids start with it. */
  id: string;
  words: TextDialogWords;
  triggerClassName?: string;
  /** Resolves true when the server took it (the dialog then closes); on failure the page says why and it stays open. */
  onSend: (text: string) => Promise<boolean>;
}

/**
 * A decision that needs words (reject: the reason; verify: how the facts were checked; a note to the
 * reporter): a button opening a modal dialog with one required text. Closing it returns focus to the button
 * (React Aria restores it), and each opening starts with an empty field.
 */
export function TextDialog({ id, words, triggerClassName = 'button', onSend }: TextDialogProps) {
  const say = dashboardWords.useWords();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className={triggerClassName} onPress={() => setOpen(true)}>
        {words.trigger}
      </Button>
      <ModalDialog
        block="dialog"
        id={`${id}-title`}
        isOpen={open}
        onOpenChange={setOpen}
        title={words.title}
        closeLabel={say('close')}
        closeClassName="icon-button"
      >
        <TextForm fieldId={`${id}-text`} words={words} onSend={onSend} close={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}

function TextForm({
  fieldId,
  words,
  onSend,
  close,
}: {
  fieldId: string;
  words: TextDialogWords;
  onSend: TextDialogProps['onSend'];
  close: () => void;
}) {
  const say = dashboardWords.useWords();
  const [text, setText] = useState('');
  const { errors, fail, errorFor } = useFormErrors(text.trim() ? [] : [{ field: fieldId, message: words.missing }]);
  const { busy, submit } = useSubmit({
    refused: () => !text.trim() && fail(words.missing),
    send: async () => {
      if (await onSend(text.trim())) close();
    },
  });

  return (
    <>
      <ErrorSummary errors={errors} />
      <Form className="form" onSubmit={submit} validationBehavior="aria">
        <TextField
          id={fieldId}
          label={words.label}
          value={text}
          onChange={setText}
          error={errorFor(fieldId)}
          description={words.hint}
          isRequired
          multiline
        />
        <div className="dialog__actions">
          <SubmitButton busy={busy} label={words.submit} />
          <Button className="button" slot="close">
            {say('cancel')}
          </Button>
        </div>
      </Form>
    </>
  );
}
