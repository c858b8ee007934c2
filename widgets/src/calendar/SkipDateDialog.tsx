import { useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { useForm } from '../forms/use-form.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogClose } from '../ui/Dialog.tsx';
import { usePart } from '../ui/part.ts';
import { TextField } from '../ui/TextField.tsx';
import { blockDates } from './describe.ts';
import type { CalendarPart } from './parts.ts';
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
  const { t } = useEntryTranslation(calendarTexts);
  const { locale } = usePropre();
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
  const { t } = useEntryTranslation(calendarTexts);
  const part = usePart<CalendarPart>('calendar');
  const form = useForm<'date'>({ order: ['date'], placement: { ...placement, title: t('skipForm.failed') }, t });
  const [date, setDate] = useState(block.startDate > today ? block.startDate : today);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < today) {
      form.show((wordIn) => ({ date: wordIn(date ? 'blockForm.errors.dateInPast' : 'blockForm.errors.dateRequired') }));
      return;
    }
    form.clear();
    setBusy(true);
    try {
      await onSkip(block, date);
      onDone();
    } catch (error) {
      form.fail(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      ref={form.formRef}
      noValidate
      {...part('form')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
    >
      {form.errors.form ? <FormAlert ref={form.alertRef} problem={form.errors.form} /> : null}
      <TextField type="date" label={t('skipForm.date')} min={today} {...form.input('date', date, setDate)} />
      <div {...part('formActions')}>
        <DialogClose>
          <Button type="button" variant="secondary" size="lg">
            {t('common:actions.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" size="lg" loading={busy}>
          {t('skipForm.save')}
        </Button>
      </div>
    </form>
  );
}
