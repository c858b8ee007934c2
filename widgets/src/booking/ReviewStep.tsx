import type { ReactNode } from 'react';
import { usePropre } from '../context/hooks.ts';
import { Button } from '../ui/Button.tsx';
import { CardInput } from './CardInput.tsx';
import type { PaymentMethodCollector, StripeSource } from './card-input.ts';
import type { CardErrors, CardField, CardValues } from './cards.ts';
import { formatMoney } from './format.ts';
import { useBookingTranslation } from './i18n.ts';
import { PaymentFailure } from './PaymentFailure.tsx';
import { PaymentProgress } from './PaymentProgress.tsx';
import { QuoteSummary, type QuoteSummaryProps } from './QuoteSummary.tsx';
import type { PaymentProgressState } from './use-payment.ts';

export interface SummaryItem {
  label: string;
  value: ReactNode;
  /** Goes back to the step where it is chosen. */
  onEdit?: () => void;
}

export interface ReviewStepProps {
  summary: readonly SummaryItem[];
  quote: QuoteSummaryProps;
  card: CardValues;
  cardErrors: CardErrors;
  onCardChange: (field: CardField, value: string) => void;
  progress: PaymentProgressState;
  onPay: () => void;
  onBack: () => void;
  /** Replaces the card entry (a saved card…). */
  paymentMethod?: ReactNode;
  /** Stripe.js from the host or a stand-in; loaded by the widget when the server uses Stripe otherwise. */
  stripe?: StripeSource;
  /** Where Stripe's Payment Element leaves its collector (see card-input.ts). */
  collector: PaymentMethodCollector;
}

/** Step 3: what is booked, the exact price, then the card and one clearly labelled button with the amount. */
export function ReviewStep({
  summary,
  quote,
  card,
  cardErrors,
  onCardChange,
  progress,
  onPay,
  onBack,
  paymentMethod,
  stripe,
  collector,
}: ReviewStepProps) {
  const { t } = useBookingTranslation();
  const { locale } = usePropre();
  const running = progress.status === 'running';
  const dueNow = quote.quote?.dueNow;
  const canPay = dueNow !== undefined && !quote.error;
  return (
    <div className="propre-book-step" data-part="step-review">
      <dl className="propre-book-summary" data-part="summary">
        {summary.map((item) => (
          <div key={item.label} className="propre-book-summary-row">
            <dt>{item.label}</dt>
            <dd>
              <span>{item.value}</span>
              {item.onEdit && !running && (
                <button type="button" className="propre-book-edit" onClick={item.onEdit}>
                  {t('book.review.change')}
                  <span className="propre-visually-hidden"> — {item.label}</span>
                </button>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <QuoteSummary {...quote} />
      <form
        className="propre-book-pay"
        data-part="pay-form"
        noValidate
        aria-busy={running || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (!running && canPay) onPay();
        }}
      >
        {paymentMethod ??
          (dueNow === undefined ? null : (
            <CardInput
              values={card}
              errors={cardErrors}
              disabled={running}
              onChange={onCardChange}
              amount={dueNow}
              stripe={stripe}
              collector={collector}
            />
          ))}
        {progress.status === 'failed' && <PaymentFailure error={progress.error} />}
        <PaymentProgress progress={progress} />
        <p className="propre-book-pay-note">{t('book.review.payNote')}</p>
        <div className="propre-book-actions">
          <Button variant="secondary" onClick={onBack} disabled={running} data-part="back">
            {t('common:actions.back')}
          </Button>
          <Button type="submit" size="lg" loading={running} aria-disabled={running || !canPay || undefined} data-part="pay">
            {dueNow === undefined ? t('book.review.payPending') : t('book.review.pay', { amount: formatMoney(dueNow, locale) })}
          </Button>
        </div>
      </form>
    </div>
  );
}
