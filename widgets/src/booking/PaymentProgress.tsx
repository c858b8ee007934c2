import { useEntry } from '../ui/use-entry.ts';
import type { BookingPart } from './parts.ts';
import { bookingTexts } from './texts.ts';
import { type PaymentProgressState, paymentSteps } from './use-payment.ts';

export interface PaymentProgressProps {
  progress: PaymentProgressState;
}

/**
 * The six payment steps as an ordered list: done, current, failed or to come, each readable
 * without colour (an icon and a hidden word). The current step is also said aloud through a
 * polite live region, so a screen-reader user follows the payment without hunting for it.
 */
export function PaymentProgress({ progress }: PaymentProgressProps) {
  const { t, part } = useEntry<BookingPart>(bookingTexts);
  if (progress.status === 'idle' || !progress.step) return null;
  const currentIndex = paymentSteps.indexOf(progress.step);
  const stateOf = (index: number) => {
    if (progress.status === 'succeeded') return 'done';
    if (index < currentIndex) return 'done';
    if (index === currentIndex) return progress.status === 'failed' ? 'failed' : 'current';
    return 'upcoming';
  };
  const announcement =
    progress.status === 'failed' ? t('payment.failedAt', { step: t(`payment.${progress.step}`) }) : t(`payment.${progress.step}`);
  return (
    <div {...part('paymentProgress', { state: progress.status })}>
      <p {...part('paymentAnnouncement', { className: 'propre-visually-hidden' })} aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <ol {...part('paymentSteps')} aria-label={t('payment.stepsLabel')}>
        {paymentSteps.map((step, index) => {
          const state = stateOf(index);
          return (
            <li
              key={step}
              {...part('paymentStep', { className: 'propre-row', state })}
              data-step={step}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span {...part('paymentStepIcon')} aria-hidden="true">
                {state === 'done' ? '✓' : state === 'failed' ? '!' : index + 1}
              </span>
              <span {...part('paymentStepLabel')}>
                {t(`payment.${step}`)}
                <span className="propre-visually-hidden"> — {t(`payment.stepState.${state}`)}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
