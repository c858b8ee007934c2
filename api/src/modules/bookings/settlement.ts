import type { EntityManager } from '@mikro-orm/postgresql';
import { percentOf } from '../../lib/money.ts';
import type { Ledger } from '../payments/ledger-types.ts';
import type { IBooking } from './bookings.entities.ts';
import { heldAccount } from './transitions.ts';

/** The platform's fee: 15 % of the gross (service, supplies and emergency fees). */
export const platformFeePercent = 15;

/**
 * Splits a paid booking's money out of platform:held:<bkg> (key `<bkg>:settle`): the
 * cleaner's earnings (gross less the platform fee), the fee, the taxes, and the discount the
 * platform funds.
 */
export async function settleBooking(tx: EntityManager, booking: IBooking, deps: { ledger: Ledger }): Promise<void> {
  const price = booking.price;
  const gross = price.service + price.suppliesFee + price.emergencyFee;
  const fee = percentOf(gross, platformFeePercent);
  const discount = price.discount?.amount ?? 0;
  const lines = [
    { account: heldAccount(booking.id), amountCents: booking.totalCents },
    { account: 'platform:discounts', amountCents: discount },
    { account: `cleaner:${booking.cleanerId}:earnings`, amountCents: -(gross - fee) },
    { account: 'platform:fees', amountCents: -fee },
    { account: 'taxes:gst', amountCents: -price.gst },
    { account: 'taxes:qst', amountCents: -price.qst },
  ].filter((line) => line.amountCents !== 0);
  await deps.ledger.post(tx, { kind: 'booking.settle', bookingId: booking.id, idempotencyKey: `${booking.id}:settle`, lines });
}
