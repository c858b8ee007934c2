import { lazy, type ReactNode } from 'react';
import type { BookingLinkProps } from './BookingConfirmation.tsx';
import type { StripeSource } from './card-input.ts';
import { WithTexts } from './TextsLoading.tsx';
import type { BalancePaymentInfo } from './types.ts';

export interface BalancePaymentProps {
  bookingId: string;
  onSuccess?: (balance: BalancePaymentInfo) => void;
  onError?: (error: unknown) => void;
  /** The booking's page, linked once paid or when nothing is due. */
  bookingHref?: string;
  renderLink?: (props: BookingLinkProps) => ReactNode;
  /** Stripe.js from the host or a stand-in (see BookingWidget's `stripe`). */
  stripe?: StripeSource;
  title?: ReactNode | false;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

// Loaded when shown: a page that embeds only the booking widget does not pay for it.
const BalancePaymentFlow = lazy(async () => ({ default: (await import('./BalancePaymentFlow.tsx')).BalancePaymentFlow }));

/**
 * Pays the balance of a completed booking whose off-session charge failed (the pay-now link of
 * the balance-due mail): the amount from the API, a card, the same payment steps as the
 * deposit and the same one-charge guarantee (one Idempotency-Key per attempt).
 */
export function BalancePayment(props: BalancePaymentProps) {
  return (
    <WithTexts className="propre-balance">
      <BalancePaymentFlow {...props} />
    </WithTexts>
  );
}
