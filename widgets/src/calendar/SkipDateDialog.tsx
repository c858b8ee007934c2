import { useState } from 'react';
import { useForm } from '../forms/use-form.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { useSubmit } from '../ui/use-submit.ts';
import { DialogForm } from './DialogForm.tsx';
import { blockDates } from './describe.ts';
import { calendarTexts } from './texts.ts';
import type { AvailabilityBlock } from './types.ts';

/** The API names the date; a date that is not one of the block's goes beside it too. */
const placement = { fields: { date: 'date' }, codes: { availability_not_an_occurrence: 'date' } } as const;

export interface SkipDateDialogProps {
  block: AvailabilityBlock | null;
  today: string;
  onClose: () => void;
  onSkip: (block: AvailabilityBlock, date: string) => Promise<unknown>;
}

/** An exception to a block: a date of it, today or later, on which the cleaner does not work. */
export function SkipDateDialog({ block, today, onClose, onSkip }: SkipDateDialogProps) {
  const { t, locale } = useEntry(calendarTexts);
  return (
    <Dialog
      open={block !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('skipForm.title')}
      description={block ? t('skipForm.description', { block: blockDates(block, t, locale) }) : undefined}
      size="sm"
    >
      {block ? <SkipForm key={block.id} block={block} today={today} onSkip={onSkip} onDone={onClose} /> : null}
    </Dialog>
  );
}

function SkipForm({
  block,
  today,
  onSkip,
  onDone,
}: {
  block: AvailabilityBlock;
  today: string;
  onSkip: SkipDateDialogProps['onSkip'];
  onDone: () => void;
}) {
  const { t } = useEntry(calendarTexts);
  const form = useForm<'date'>({ order: ['date'], placement: { ...placement, title: t('skipForm.failed') }, t });
  const [date, setDate] = useState(block.startDate > today ? block.startDate : today);
  const { busy, send } = useSubmit(form);
  const submit = async () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < today) {
      form.show((wordIn) => ({ date: wordIn(date ? 'blockForm.errors.dateInPast' : 'blockForm.errors.dateRequired') }));
      return;
    }
    form.clear();
    await send(async () => {
      await onSkip(block, date);
      onDone();
    });
  };
  return (
    <DialogForm form={form} busy={busy} texts="skipForm" onSubmit={() => void submit()}>
      <TextField type="date" label={t('skipForm.date')} min={today} {...form.input('date', date, setDate)} />
    </DialogForm>
  );
}
