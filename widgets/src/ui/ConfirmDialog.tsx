import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';

export interface ConfirmDialogProps<Item> {
  /** What the confirmation is about; the dialog is open while it is not null. */
  item: Item | null;
  /** Closes the dialog (Cancel, Escape, or after the confirmation). */
  onClose: () => void;
  onConfirm: (item: Item) => void;
  title: ReactNode;
  description?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
}

/** A small dialog asking to confirm a removal: Cancel, and the danger button that goes ahead. */
export function ConfirmDialog<Item>({
  item,
  onClose,
  onConfirm,
  title,
  description,
  cancelLabel,
  confirmLabel,
}: ConfirmDialogProps<Item>) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
      title={title}
      description={description}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <Button
            variant="danger"
            onClick={() => {
              if (item !== null) onConfirm(item);
              onClose();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
