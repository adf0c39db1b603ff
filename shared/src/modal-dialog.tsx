import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from '@portal/shared/ui';

interface ModalDialogProps {
  /** The BEM block: the parts are `{block}-overlay`, `{block}`, `{block}__dialog`, `__header` and `__title`. */
  block: string;
  /** The heading's id, which names the dialog. */
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** The close button's accessible name, such as 'Close menu'. */
  closeLabel: string;
  closeClassName: string;
  /** Words shown beside the ×, where the button says what it does. */
  closeText?: string;
  children: ReactNode;
}

/**
 * A React Aria modal dialog (the dashboard's drawer, the schools modal), dismissed by Escape or a press
 * outside: its h2, named in the dialog's aria-labelledby, and its close button, which closes it through its slot.
 */
export function ModalDialog({ block, id, isOpen, onOpenChange, title, closeLabel, closeClassName, closeText, children }: ModalDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={`${block}-overlay`}>
      <Modal className={block}>
        <Dialog className={`${block}__dialog`} aria-labelledby={id}>
          <div className={`${block}__header`}>
            <Heading slot="title" level={2} id={id} className={`${block}__title`}>
              {title}
            </Heading>
            <Button slot="close" className={closeClassName} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
              {closeText && ` ${closeText}`}
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
