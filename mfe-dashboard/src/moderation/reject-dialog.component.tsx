import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogTrigger, Form, Heading, Modal, ModalOverlay } from '@portal/shared/ui';
import { publish } from '@portal/shared';
import { ErrorSummary, type FieldProblem } from '../forms/error-summary.component.js';
import { SubmitButton } from '../forms/submit-button.component.js';
import { FormTextField } from '../forms/text-field.component.js';

const REASON_MISSING = 'Give the reason for rejecting this report';

interface RejectDialogProps {
  reportId: number;
  /** Resolves true when the rejection was recorded (the dialog then closes). */
  onReject: (reason: string) => Promise<boolean>;
}

/** Reject asks for a reason, kept with the decision for the record. */
export function RejectDialog({ reportId, onReject }: RejectDialogProps) {
  return (
    <DialogTrigger>
      <Button className="button button--danger">Reject</Button>
      <ModalOverlay className="dialog-overlay" isDismissable>
        <Modal className="dialog">
          <Dialog className="dialog__body">
            {({ close }) => <RejectForm reportId={reportId} onReject={onReject} close={close} />}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function RejectForm({ reportId, onReject, close }: RejectDialogProps & { close: () => void }) {
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const fieldId = `reject-reason-${reportId}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = reason.trim() ? [] : [{ field: fieldId, message: REASON_MISSING }];
    setProblems(found);
    setAttempt((n) => n + 1);
    if (found.length > 0) {
      publish('toast', { kind: 'error', text: REASON_MISSING });
      return;
    }
    setBusy(true);
    const done = await onReject(reason.trim());
    setBusy(false);
    if (done) close();
  }

  return (
    <>
      <Heading slot="title" level={2} className="dialog__title">
        Reject report {reportId}
      </Heading>
      <ErrorSummary intro={REASON_MISSING} problems={problems} attempt={attempt} />
      <Form className="dashboard-form" onSubmit={submit} validationBehavior="aria">
        <FormTextField
          id={fieldId}
          label="Reason"
          value={reason}
          onChange={setReason}
          error={problems[0]?.message}
          description="Kept with the decision for the record. The reporter's report stays unpublished."
          isRequired
          multiline
        />
        <div className="dialog__actions">
          <SubmitButton busy={busy} label="Reject report" />
          <Button className="button" slot="close">
            Cancel
          </Button>
        </div>
      </Form>
    </>
  );
}
