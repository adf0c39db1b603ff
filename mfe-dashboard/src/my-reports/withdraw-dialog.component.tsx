import { useState } from 'react';
import { Button } from '@portal/shared/ui';
import { messages, ModalDialog } from '@portal/shared';
import { BusyButton } from '@portal/shared/forms';
import '../reports/dialog.css';
import { accountMessages, accountText } from '@portal/shared/account-messages';

interface WithdrawDialogProps {
  reportId: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolves true once the server has withdrawn the report (the dialog then closes). */
  onConfirm: () => Promise<boolean>;
}

/**
 * Withdrawing cannot be undone (the media are deleted), so it is asked first, saying what it does. 'Keep
 * the report', Escape and the close button leave everything as it was, and focus goes back to Withdraw.
 */
export function WithdrawDialog({ reportId, isOpen, onOpenChange, onConfirm }: WithdrawDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      if (await onConfirm()) onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalDialog
      block="dialog"
      id={`withdraw-${reportId}-title`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={accountText('withdrawTitle', { id: reportId })}
      closeLabel={messages.close}
      closeClassName="icon-button"
    >
      <p>{accountMessages.withdrawExplained}</p>
      <div className="dialog__actions">
        <BusyButton busy={busy} label={accountMessages.withdrawConfirm} onPress={() => void confirm()} primary />
        <Button className="button" slot="close">
          {accountMessages.withdrawKeep}
        </Button>
      </div>
    </ModalDialog>
  );
}
