import { payments } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { defineWidget } from '../ui/define-widget.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { CardForm, type CardFormProps } from './CardForm.tsx';
import type { PaymentMethodCollector, StripeSource } from './card-input.ts';
import type { BookingPart } from './parts.ts';
import type { StripeCardInputProps } from './StripeCardInput.tsx';
import { bookingTexts } from './texts.ts';

/** While Stripe's Payment Element loads: its place, and a word for screen readers. */
function StripeLoading() {
  const { t, part } = useEntry<BookingPart>(bookingTexts);
  return (
    <div role="status" {...part('stripeLoading')}>
      <span className="propre-visually-hidden">{t('book.card.stripeLoading')}</span>
      <Skeleton shape="rect" height="14rem" />
    </div>
  );
}

// Stripe's libraries load only when the server charges through Stripe: with the local provider
// (the default) neither this chunk nor js.stripe.com is ever requested.
const StripeCardInput = defineWidget<StripeCardInputProps>({
  name: 'StripeCardInput',
  texts: bookingTexts,
  load: () => import('./StripeCardInput.tsx').then((module) => module.StripeCardInput),
  skeleton: () => <StripeLoading />,
});

export interface CardInputProps extends CardFormProps {
  /** What will be charged, in cents (Stripe's Payment Element shows the methods that fit it). */
  amount: number;
  stripe?: StripeSource;
  /** Set to Stripe's collector while its Payment Element shows; null with the local card form. */
  collector: PaymentMethodCollector;
}

/**
 * The card entry the server's provider takes (`GET /api/payments/config`): the local provider's
 * card form, or Stripe's Payment Element, loaded on demand.
 */
export function CardInput({ amount, stripe, collector, ...card }: CardInputProps) {
  const { client } = usePropre();
  const config = useQuery(payments.getPaymentConfig(client));
  if (config.isPending) return <Skeleton shape="rect" height="14rem" />;
  if (config.isError) {
    return <ErrorState error={config.error} onRetry={() => void config.refetch()} headingLevel={4} />;
  }
  const { provider, publishableKey } = config.data;
  if (provider === 'stripe' && (stripe !== undefined || publishableKey)) {
    return (
      <StripeCardInput
        amount={amount}
        stripe={stripe}
        publishableKey={publishableKey}
        collector={collector}
        disabled={card.disabled}
      />
    );
  }
  // Stripe without a publishable key still takes Stripe's test-mode tokens from the card form.
  collector.current = null;
  return <CardForm {...card} />;
}
