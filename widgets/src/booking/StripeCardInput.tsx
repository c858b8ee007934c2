import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useEffect, useId, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { FieldError } from '../ui/field-parts.tsx';
import type { PaymentMethodCollector, StripeSource } from './card-input.ts';
import { useBookingTranslation } from './i18n.ts';

export interface StripeCardInputProps {
  amount: number;
  stripe?: StripeSource;
  publishableKey?: string;
  collector: PaymentMethodCollector;
  disabled?: boolean;
}

/**
 * Stripe's Payment Element (this module and Stripe's libraries load only with Stripe). The card
 * becomes a Stripe payment method in the browser; the API charges it as it charges a test card.
 * A Stripe.js that cannot load throws to the boundary around it (error and retry).
 */
export function StripeCardInput({ amount, stripe, publishableKey, collector, disabled }: StripeCardInputProps) {
  const { locale } = usePropre();
  // One load per mounted input: the boundary's retry mounts a new one, so a failed load is tried again.
  const [source] = useState<StripeSource>(() => stripe ?? loadStripe(publishableKey ?? ''));
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (!(source instanceof Promise)) return;
    let live = true;
    source.then(
      (loaded) => live && !loaded && setFailed(new Error('Stripe.js did not load.')),
      (error: unknown) => live && setFailed(error ?? new Error('Stripe.js did not load.')),
    );
    return () => {
      live = false;
    };
  }, [source]);
  // A Stripe.js that could not load (js.stripe.com unreachable) goes to the boundary: error and retry.
  if (failed) throw failed;
  return (
    <Elements stripe={source} options={{ mode: 'payment', amount, currency: 'cad', locale, paymentMethodCreation: 'manual' }}>
      <StripeFields collector={collector} disabled={disabled} />
    </Elements>
  );
}

function StripeFields({ collector, disabled }: Pick<StripeCardInputProps, 'collector' | 'disabled'>) {
  const { t } = useBookingTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  useEffect(() => {
    collector.current = async () => {
      if (!stripe || !elements) return null;
      setError(null);
      // Stripe checks the fields and shows their problems inside its element.
      const submitted = await elements.submit();
      if (submitted.error) return null;
      const created = await stripe.createPaymentMethod({ elements });
      if (created.error) {
        setError(created.error.message ?? t('book.decline.card_declined.body'));
        return null;
      }
      return created.paymentMethod.id;
    };
    return () => {
      collector.current = null;
    };
  }, [collector, stripe, elements, t]);
  return (
    <fieldset className="propre-card" data-part="stripe-card" disabled={disabled}>
      <legend className="propre-card-legend">{t('book.card.legend')}</legend>
      <PaymentElement options={{ layout: 'tabs', readOnly: disabled }} />
      {error && (
        <FieldError id={errorId}>
          <span role="alert" data-part="stripe-error">
            {error}
          </span>
        </FieldError>
      )}
    </fieldset>
  );
}
