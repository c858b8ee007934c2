import { Button } from '../ui/Button.tsx';
import { DialogClose } from '../ui/Dialog.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { calendarTexts } from './texts.ts';

/** Under a dialog's form: closes it, nothing sent (Escape does the same). */
export function CancelButton() {
  const { t } = useEntry(calendarTexts);
  return (
    <DialogClose>
      <Button type="button" variant="secondary" size="lg" fullWidth>
        {t('common:actions.cancel')}
      </Button>
    </DialogClose>
  );
}
