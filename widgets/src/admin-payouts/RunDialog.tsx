import { formatMoney } from '../i18n/format.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogClose } from '../ui/Dialog.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminPayoutsPart } from './parts.ts';
import { adminPayoutsTexts } from './texts.ts';
import type { WeeklyPayoutPreview } from './types.ts';

export interface RunDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preview: WeeklyPayoutPreview;
  onConfirm: () => void;
}

/** « Pay 1,234 $ to 3 people? »: the run's confirmation, its total and count from the preview. */
export function RunDialog({ open, onOpenChange, preview, onConfirm }: RunDialogProps) {
  const { t, part, locale } = useEntry<AdminPayoutsPart>(adminPayoutsTexts);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      className={part('confirm').className}
      title={t('confirm.title', { total: formatMoney(preview.total, locale), count: preview.payableCount })}
      description={t('confirm.body', { period: preview.period })}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('confirm.cancel')}</Button>
          </DialogClose>
          <Button
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            {t('confirm.go')}
          </Button>
        </>
      }
    />
  );
}
