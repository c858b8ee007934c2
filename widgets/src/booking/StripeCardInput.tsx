import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useEffect, useId, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { FieldError } from '../ui/field-parts.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { PaymentMethodCollector, StripeSource } from './card-input.ts';
import type { BookingPart } from './parts.ts';
import { bookingTexts } from './texts.ts';

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
 * A Stripe.js that cannot load (js.stripe.com blocked or offline) shows why and a retry in its
 * place; the rest of the widget stays usable.
 */
export function StripeCardInput(props: StripeCardInputProps) {
  const { t } = useEntryTranslation(bookingTexts);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  if (failed) {
    const retry = () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    };
    return <ErrorState error={new Error('stripe')} title={t('book.card.stripeError')} onRetry={retry} headingLevel={4} />;
  }
  // A retry mounts a new one, which loads Stripe.js again.
  return <StripeElements key={attempt} {...props} onFailed={setFailed} />;
}

function StripeElements({
  amount,
  stripe,
  publishableKey,
  collector,
  disabled,
  onFailed,
}: StripeCardInputProps & { onFailed: (failed: boolean) => void }) {
  const { locale } = usePropre();
  // One load per mounted input.
  const [source] = useState<StripeSource>(() => stripe ?? loadStripe(publishableKey ?? ''));
  useEffect(() => {
    if (!(source instanceof Promise)) return;
    let live = true;
    source.then(
      (loaded) => live && !loaded && onFailed(true),
      () => live && onFailed(true),
    );
    return () => {
      live = false;
    };
  }, [source, onFailed]);
  return (
    <Elements stripe={source} options={{ mode: 'payment', amount, currency: 'cad', locale, paymentMethodCreation: 'manual' }}>
      <StripeFields collector={collector} disabled={disabled} />
    </Elements>
  );
}

function StripeFields({ collector, disabled }: Pick<StripeCardInputProps, 'collector' | 'disabled'>) {
  const { t, part } = useEntry<BookingPart>(bookingTexts);
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
    <fieldset {...part('cardForm', { state: 'stripe' })} disabled={disabled}>
      <legend {...part('cardLegend', { className: 'propre-wrap' })}>{t('book.card.legend')}</legend>
      <PaymentElement options={{ layout: 'tabs', readOnly: disabled }} />
      {error && (
        <FieldError id={errorId}>
          <span role="alert" {...part('stripeError')}>
            {error}
          </span>
        </FieldError>
      )}
    </fieldset>
  );
}
