import { FormAlert } from '../forms/FormAlert.tsx';
import type { FormProblem } from '../forms/form-errors.ts';
import { useEntry } from '../ui/use-entry.ts';
import type { BookingPart } from './parts.ts';
import { declineOf } from './payment-errors.ts';
import { bookingTexts } from './texts.ts';

export interface PaymentFailureProps {
  /** The pay form's problem (`paymentProblem`), worded in the language shown. */
  problem: FormProblem;
  /** What failed: a refused card also says that nothing was charged. */
  error: unknown;
  /** The forms kit's `alertRef`: the person lands on the alert after pressing pay. */
  alertRef?: { current: HTMLDivElement | null };
}

/** Why the payment did not go through, in the person's language, and what to do. */
export function PaymentFailure({ problem, error, alertRef }: PaymentFailureProps) {
  const { t, part } = useEntry<BookingPart>(bookingTexts);
  const decline = declineOf(error);
  return (
    <div {...part('paymentError')} data-decline={decline ?? undefined}>
      <FormAlert ref={alertRef} problem={problem}>
        {decline && <p>{t('book.decline.nothingCharged')}</p>}
      </FormAlert>
    </div>
  );
}
