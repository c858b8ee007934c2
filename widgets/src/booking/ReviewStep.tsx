import type { FormEvent, ReactNode } from 'react';
import type { FormProblem } from '../forms/form-errors.ts';
import { formatMoney } from '../i18n/format.ts';
import { Button } from '../ui/Button.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { CardInput } from './CardInput.tsx';
import type { PaymentMethodCollector, StripeSource } from './card-input.ts';
import type { CardErrorTexts, CardField, CardValues } from './cards.ts';
import { PaymentFailure } from './PaymentFailure.tsx';
import { PaymentProgress } from './PaymentProgress.tsx';
import type { BookingPart } from './parts.ts';
import { QuoteSummary, type QuoteSummaryProps } from './QuoteSummary.tsx';
import { bookingTexts } from './texts.ts';
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
  /** The card's errors, worded, by input name. */
  cardErrors: CardErrorTexts;
  onCardChange: (field: CardField, value: string) => void;
  progress: PaymentProgressState;
  /** Why the last payment failed (the forms kit's alert), worded. */
  problem?: FormProblem;
  onPay: () => void;
  onBack: () => void;
  /** Replaces the card entry (a saved card…). */
  paymentMethod?: ReactNode;
  /** Stripe.js from the host or a stand-in; loaded by the widget when the server uses Stripe otherwise. */
  stripe?: StripeSource;
  /** Where Stripe's Payment Element leaves its collector (see card-input.ts). */
  collector: PaymentMethodCollector;
  /** The forms kit's refs: the focus moves to the first card error, or to the failure. */
  formRef?: { current: HTMLFormElement | null };
  alertRef?: { current: HTMLDivElement | null };
}

/** Step 3: what is booked, the exact price, then the card and one clearly labelled button with the amount. */
export function ReviewStep(props: ReviewStepProps) {
  const { summary, quote, card, cardErrors, onCardChange, progress, problem, onPay, onBack, paymentMethod } = props;
  const { t, part, locale } = useEntry<BookingPart>(bookingTexts);
  const running = progress.status === 'running';
  const dueNow = quote.quote?.dueNow;
  const canPay = dueNow !== undefined && !quote.error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!running && canPay) onPay();
  };
  return (
    <div {...part('review')}>
      <dl {...part('summary', { className: 'propre-stack' })}>
        {summary.map((item) => (
          <div key={item.label} {...part('summaryRow')}>
            <dt>{item.label}</dt>
            <dd>
              <span>{item.value}</span>
              {item.onEdit && !running && (
                <button type="button" {...part('edit')} onClick={item.onEdit}>
                  {t('book.review.change')}
                  <span className="propre-visually-hidden"> — {item.label}</span>
                </button>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <QuoteSummary {...quote} />
      <form ref={props.formRef} {...part('payForm')} noValidate aria-busy={running || undefined} onSubmit={submit}>
        {paymentMethod ??
          (dueNow === undefined ? null : (
            <CardInput
              values={card}
              errors={cardErrors}
              disabled={running}
              onChange={onCardChange}
              amount={dueNow}
              stripe={props.stripe}
              collector={props.collector}
            />
          ))}
        {problem && <PaymentFailure problem={problem} error={progress.error} alertRef={props.alertRef} />}
        <PaymentProgress progress={progress} />
        <p {...part('payNote')}>{t('book.review.payNote')}</p>
        <div {...part('actions')}>
          <Button variant="secondary" onClick={onBack} disabled={running} {...part('back')}>
            {t('common:actions.back')}
          </Button>
          <Button type="submit" size="lg" loading={running} aria-disabled={running || !canPay || undefined} {...part('pay')}>
            {dueNow === undefined ? t('book.review.payPending') : t('book.review.pay', { amount: formatMoney(dueNow, locale) })}
          </Button>
        </div>
      </form>
    </div>
  );
}
