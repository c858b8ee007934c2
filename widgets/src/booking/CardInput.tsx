import { payments } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { usePropre } from '../context/hooks.ts';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { CardForm, type CardFormProps } from './CardForm.tsx';
import type { PaymentMethodCollector, StripeSource } from './card-input.ts';
import { useBookingTranslation } from './i18n.ts';
import { LoadBoundary } from './LoadBoundary.tsx';

// Stripe's libraries load only when the server charges through Stripe: with the local provider
// (the default) neither this chunk nor js.stripe.com is ever requested.
const StripeCardInput = lazy(async () => ({ default: (await import('./StripeCardInput.tsx')).StripeCardInput }));

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
  const { t } = useBookingTranslation();
  const { client } = usePropre();
  const config = useQuery(payments.getPaymentConfig(client));
  if (config.isPending) return <Skeleton shape="rect" height="14rem" />;
  if (config.isError) {
    return <ErrorState error={config.error} onRetry={() => void config.refetch()} headingLevel={4} />;
  }
  const { provider, publishableKey } = config.data;
  if (provider === 'stripe' && (stripe !== undefined || publishableKey)) {
    return (
      <LoadBoundary
        fallback={(retry) => (
          <ErrorState error={new Error('stripe')} title={t('book.card.stripeError')} onRetry={retry} headingLevel={4} />
        )}
      >
        <Suspense
          fallback={
            <div role="status" aria-busy="true" data-part="stripe-loading">
              <span className="propre-visually-hidden">{t('book.card.stripeLoading')}</span>
              <Skeleton shape="rect" height="14rem" />
            </div>
          }
        >
          <StripeCardInput
            amount={amount}
            stripe={stripe}
            publishableKey={publishableKey}
            collector={collector}
            disabled={card.disabled}
          />
        </Suspense>
      </LoadBoundary>
    );
  }
  // Stripe without a publishable key still takes Stripe's test-mode tokens from the card form.
  collector.current = null;
  return <CardForm {...card} />;
}
