import { Dialog } from '../ui/Dialog.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { ConfirmActions } from './ConfirmActions.tsx';
import { blockDates, slotTime } from './describe.ts';
import { calendarTexts } from './texts.ts';
import type { AvailabilityBlock } from './types.ts';
import { useAction } from './use-action.ts';

export interface DeleteBlockDialogProps {
  block: AvailabilityBlock | null;
  onClose: () => void;
  onDelete: (block: AvailabilityBlock) => Promise<unknown>;
}

/** Deleting a block takes every date of it: the confirmation says so, and that bookings stay. */
export function DeleteBlockDialog({ block, onClose, onDelete }: DeleteBlockDialogProps) {
  const { t, locale } = useEntry(calendarTexts);
  const action = useAction(onClose);
  return (
    <Dialog
      open={block !== null}
      onOpenChange={(open) => {
        if (!open) action.close();
      }}
      title={t('blocks.deleteTitle')}
      description={
        block ? t('blocks.deleteText', { block: `${blockDates(block, t, locale)}, ${slotTime(block, t, locale)}` }) : undefined
      }
      size="sm"
    >
      <ConfirmActions
        error={action.error}
        errorTitle={t('blocks.deleteFailed')}
        confirmLabel={t('blocks.deleteConfirm')}
        busy={action.busy}
        onConfirm={() => {
          if (block) void action.run(() => onDelete(block));
        }}
      />
    </Dialog>
  );
}
