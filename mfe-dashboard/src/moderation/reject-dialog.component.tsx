import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Form, Heading, Modal, ModalOverlay } from '@portal/shared/ui';
import { messages, t } from '@portal/shared';
import { ErrorSummary, SubmitButton, TextField, useFormErrors, useSubmit } from '@portal/shared/forms';

interface RejectDialogProps {
  reportId: number;
  /** Resolves true when the rejection was recorded (the dialog then closes). */
  onReject: (reason: string) => Promise<boolean>;
}

/** Reject asks for a reason, kept with the decision for the record. */
export function RejectDialog({ reportId, onReject }: RejectDialogProps) {
  return (
    <DialogTrigger>
      <Button className="button button--danger">{messages.reject}</Button>
      <ModalOverlay className="dialog-overlay" isDismissable>
        <Modal className="dialog">
          <Dialog className="dialog__body">{({ close }) => <RejectForm reportId={reportId} onReject={onReject} close={close} />}</Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function RejectForm({ reportId, onReject, close }: RejectDialogProps & { close: () => void }) {
  const [reason, setReason] = useState('');
  const fieldId = `reject-reason-${reportId}`;
  const { errors, fail, errorFor } = useFormErrors(reason.trim() ? [] : [{ field: fieldId, message: messages.reasonMissing }]);

  const { busy, submit } = useSubmit({
    refused: () => !reason.trim() && fail(messages.reasonMissing),
    send: async () => {
      if (await onReject(reason.trim())) close();
    },
  });

  return (
    <>
      <Heading slot="title" level={2} className="dialog__title">
        {t('rejectReportTitle', { id: reportId })}
      </Heading>
      <ErrorSummary errors={errors} />
      <Form className="form" onSubmit={submit} validationBehavior="aria">
        <TextField
          id={fieldId}
          label={messages.reasonLabel}
          value={reason}
          onChange={setReason}
          error={errorFor(fieldId)}
          description={messages.reasonHint}
          isRequired
          multiline
        />
        <div className="dialog__actions">
          <SubmitButton busy={busy} label={messages.rejectReport} />
          <Button className="button" slot="close">
            {messages.cancel}
          </Button>
        </div>
      </Form>
    </>
  );
}
