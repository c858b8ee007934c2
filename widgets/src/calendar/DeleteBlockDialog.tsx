import { usePropre } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogClose } from '../ui/Dialog.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { usePart } from '../ui/part.ts';
import { blockDates, slotTime } from './describe.ts';
import type { CalendarPart } from './parts.ts';
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
  const { t } = useEntryTranslation(calendarTexts);
  const { locale } = usePropre();
  const part = usePart<CalendarPart>('calendar');
  const { busy, error, reset, run } = useAction();
  const close = () => {
    reset();
    onClose();
  };
  const confirm = () => {
    if (block) void run(() => onDelete(block), close);
  };
  return (
    <Dialog
      open={block !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('blocks.deleteTitle')}
      description={
        block ? t('blocks.deleteText', { block: `${blockDates(block, t, locale)}, ${slotTime(block, t, locale)}` }) : undefined
      }
      size="sm"
    >
      {error ? (
        <div {...part('problem')}>
          <ProblemAlert error={error} title={t('blocks.deleteFailed')} />
        </div>
      ) : null}
      <div {...part('formActions')}>
        <DialogClose>
          <Button variant="secondary" size="lg">
            {t('common:actions.cancel')}
          </Button>
        </DialogClose>
        <Button variant="danger" size="lg" loading={busy} onClick={confirm}>
          {t('blocks.deleteConfirm')}
        </Button>
      </div>
    </Dialog>
  );
}
