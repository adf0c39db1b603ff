import { useState } from 'react';
import { Button } from '@portal/shared/ui';
import { ModalDialog } from '@portal/shared';
import { BusyButton } from '@portal/shared/forms';
import '../reports/dialog.css';
import { dashboardWords } from '../i18n/words.js';

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
  const words = dashboardWords.useWords();
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
      title={words('withdrawTitle', { id: reportId })}
      closeLabel={words('close')}
      closeClassName="icon-button"
    >
      <p>{words('withdrawExplained')}</p>
      <div className="dialog__actions">
        <BusyButton busy={busy} label={words('withdrawConfirm')} onPress={() => void confirm()} primary />
        <Button className="button" slot="close">
          {words('withdrawKeep')}
        </Button>
      </div>
    </ModalDialog>
  );
}
