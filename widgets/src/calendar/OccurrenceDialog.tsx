import { formatLocalDate } from '../i18n/format.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { FramedProblem } from '../ui/ProblemAlert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { blockDates, slotTime } from './describe.ts';
import type { CalendarPart } from './parts.ts';
import { calendarTexts } from './texts.ts';
import type { AvailabilityBlock, AvailabilityOccurrence } from './types.ts';
import { useAction } from './use-action.ts';

export interface OccurrenceDialogProps {
  occurrence: AvailabilityOccurrence | null;
  block: AvailabilityBlock | undefined;
  onClose: () => void;
  /** Skips this date (an exception); a refusal is shown in the dialog. */
  onSkip: (block: AvailabilityBlock, date: string) => Promise<unknown>;
  onEdit: (block: AvailabilityBlock) => void;
  onDelete: (block: AvailabilityBlock) => void;
}

/** One date of a block, from the calendar: skip just this date, or change or delete the whole block. */
export function OccurrenceDialog({ occurrence, block, onClose, onSkip, onEdit, onDelete }: OccurrenceDialogProps) {
  const { t, part, locale } = useEntry<CalendarPart>(calendarTexts);
  const { busy, error, close, run } = useAction(onClose);
  const skip = () => {
    if (occurrence && block) void run(() => onSkip(block, occurrence.date));
  };
  return (
    <Dialog
      open={occurrence !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={occurrence ? formatLocalDate(occurrence.date, locale) : ''}
      description={
        occurrence && block
          ? t('occurrence.text', { block: blockDates(block, t, locale), time: slotTime(occurrence, t, locale) })
          : undefined
      }
      size="sm"
    >
      {block ? (
        <div {...part('formActions', { state: 'stacked', className: 'propre-stack' })}>
          <FramedProblem frame={part('problem')} error={error} title={t('occurrence.failed')} />
          <p {...part('dialogText')}>{t('occurrence.skipHint')}</p>
          <Button size="lg" fullWidth loading={busy} onClick={skip}>
            {t('occurrence.skip')}
          </Button>
          <Button size="lg" fullWidth variant="secondary" onClick={() => onEdit(block)}>
            {t('occurrence.edit')}
          </Button>
          <Button size="lg" fullWidth variant="danger" onClick={() => onDelete(block)}>
            {t('occurrence.delete')}
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
