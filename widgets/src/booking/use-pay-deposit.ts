import { callOperation } from '@propre/sdk';
import { bookings, invalidateStale } from '@propre/sdk/query';
import { usePropre } from '../context/hooks.ts';
import type { BookingCreated, BookingQuoteRequest } from './types.ts';
import { usePayment } from './use-payment.ts';

/** The booking's deposit was taken but the booking does not read back as paid: say so, do not claim success. */
export class DepositNotConfirmedError extends Error {
  readonly bookingId: string;
  constructor(bookingId: string) {
    super(`Booking ${bookingId} does not read back as paid.`);
    this.bookingId = bookingId;
  }
}

/**
 * Pays the deposit by creating the booking (bookings.create charges it), through the payment
 * steps of spec §4:
 * starting → confirming (the card becomes a payment method with the provider) → processing
 * (the API charges it and creates the booking) → recording (what was cached is refreshed) →
 * checking (the booking is read back: pending, deposit paid) → completed.
 */
export function usePayDeposit() {
  const { client, queryClient } = usePropre();
  const payment = usePayment<BookingCreated>();
  const run = (request: BookingQuoteRequest, paymentMethodId: string) => {
    const body = { ...request, paymentMethodId };
    // Same booking, same card: same attempt, same Idempotency-Key.
    return payment.run(JSON.stringify(body), async ({ step, idempotencyKey }) => {
      step('confirming');
      step('processing');
      const data = await callOperation(client, 'post', '/api/bookings', { body }, { idempotencyKey });
      step('recording');
      await invalidateStale(queryClient, bookings.create(client).meta.invalidates);
      step('checking');
      const [first, ...rest] = data.bookings;
      if (!first) throw new DepositNotConfirmedError('');
      const checked = await queryClient.fetchQuery(bookings.get(client, first.id));
      if (checked?.paymentStatus !== 'initial_completed') throw new DepositNotConfirmedError(first.id);
      return { ...data, bookings: [checked, ...rest] };
    });
  };
  return { progress: payment.progress, run, reset: payment.reset };
}
