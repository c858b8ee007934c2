import { useBookingTranslation } from './i18n.ts';
import { type PaymentProgressState, paymentSteps } from './use-payment.ts';

export interface PaymentProgressProps {
  progress: PaymentProgressState;
  className?: string;
}

/**
 * The six payment steps as an ordered list: done, current, failed or to come, each readable
 * without colour (an icon and a hidden word). The current step is also said aloud through a
 * polite live region, so a screen-reader user follows the payment without hunting for it.
 */
export function PaymentProgress({ progress, className }: PaymentProgressProps) {
  const { t } = useBookingTranslation();
  if (progress.status === 'idle' || !progress.step) return null;
  const currentIndex = paymentSteps.indexOf(progress.step);
  const stateOf = (index: number) => {
    if (progress.status === 'succeeded') return 'done';
    if (index < currentIndex) return 'done';
    if (index === currentIndex) return progress.status === 'failed' ? 'failed' : 'current';
    return 'todo';
  };
  const announcement =
    progress.status === 'failed' ? t('payment.failedAt', { step: t(`payment.${progress.step}`) }) : t(`payment.${progress.step}`);
  return (
    <div
      className={['propre-pay-progress', className].filter(Boolean).join(' ')}
      data-part="payment-progress"
      data-state={progress.status}
    >
      <p className="propre-visually-hidden" aria-live="polite" aria-atomic="true" data-part="payment-announcement">
        {announcement}
      </p>
      <ol className="propre-pay-steps" aria-label={t('payment.stepsLabel')}>
        {paymentSteps.map((step, index) => {
          const state = stateOf(index);
          return (
            <li
              key={step}
              className="propre-pay-step"
              data-part="payment-step"
              data-step={step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="propre-pay-step-icon" aria-hidden="true">
                {state === 'done' ? '✓' : state === 'failed' ? '!' : index + 1}
              </span>
              <span className="propre-pay-step-label">
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
