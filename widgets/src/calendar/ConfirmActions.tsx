import { Button } from '../ui/Button.tsx';
import { FramedProblem } from '../ui/ProblemAlert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { CancelButton } from './CancelButton.tsx';
import type { CalendarPart } from './parts.ts';
import { calendarTexts } from './texts.ts';

export interface ConfirmActionsProps {
  /** The refusal of the last attempt, shown above the buttons with `errorTitle`. */
  error: unknown;
  errorTitle: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
}

/** A confirmation's foot: what went wrong, Cancel (closes the dialog) and the destructive action. */
export function ConfirmActions({ error, errorTitle, confirmLabel, busy, onConfirm }: ConfirmActionsProps) {
  const { part } = useEntry<CalendarPart>(calendarTexts);
  return (
    <>
      <FramedProblem frame={part('problem')} error={error} title={errorTitle} />
      <div {...part('formActions', { className: 'propre-wrap propre-row' })}>
        <CancelButton />
        <Button variant="danger" size="lg" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </>
  );
}
