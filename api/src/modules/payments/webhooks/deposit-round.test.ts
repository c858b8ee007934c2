import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countRows } from '../../../../test/webhooks.ts';
import { signWebhookPayload } from '../../../adapters/payments/webhook-signature.ts';
import {
  book,
  bookingBody,
  clientWithProperty,
  daysAhead,
  listedCleaner,
  useBookingsApp,
} from '../../bookings/bookings.fixtures.ts';
import { orphanDepositQueue } from '../balance-flow.ts';
import { eventBatch } from './receiver.ts';

const secret = 'whsec_test_deposit_round';
const { t, properties } = useBookingsApp({ env: { STRIPE_WEBHOOK_SECRET: secret } });

const depositEvent = (bookingId: string) => {
  const intentId = `pi_round_${randomBytes(6).toString('hex')}`;
  const payload = JSON.stringify({
    id: `evt_round_${randomBytes(6).toString('hex')}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: 'test',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: intentId, object: 'payment_intent', metadata: { kind: 'deposit', bookingId } } },
  });
  return {
    id: JSON.parse(payload).id as string,
    intentId,
    delivery: { rawBody: Buffer.from(payload), signature: signWebhookPayload(payload, secret) },
  };
};

const outcomeOf = async (eventId: string, outcome: string) =>
  countRows(t, 'payment_webhook_event', 'id = $1 and outcome = $2', [eventId, outcome]);

describe('a round of deposit events (the local relay)', () => {
  it("finds each deposit's booking, and queues the check of a deposit whose booking was never committed", async () => {
    const cleaner = await listedCleaner(t);
    const { client, propertyId } = await clientWithProperty(t, properties);
    const first = await book(t, client, bookingBody(cleaner.user.id, propertyId, { date: daysAhead(10) }));
    const second = await book(t, client, bookingBody(cleaner.user.id, propertyId, { date: daysAhead(11) }));
    const events = [depositEvent(first.id), depositEvent('bkg_never_committed'), depositEvent(second.id)];

    await t.app.propre.payments.webhooks.receiveAll(events.map((event) => event.delivery));

    const [forFirst, orphan, forSecond] = events as [(typeof events)[0], (typeof events)[0], (typeof events)[0]];
    expect(await outcomeOf(forFirst.id, 'booking_exists')).toBe(1);
    expect(await outcomeOf(forSecond.id, 'booking_exists')).toBe(1);
    expect(await outcomeOf(orphan.id, 'orphan_check_queued')).toBe(1);
    const checks = await t.app.propre.jobs.boss.findJobs<{ bookingId: string }>(orphanDepositQueue, {
      data: { bookingId: 'bkg_never_committed' },
    });
    expect(checks.map((job) => job.data)).toEqual([{ bookingId: 'bkg_never_committed', paymentIntentId: orphan.intentId }]);
    expect(await t.app.propre.jobs.boss.findJobs(orphanDepositQueue, { data: { bookingId: first.id } })).toEqual([]);
  });
});

describe('eventBatch', () => {
  it('loads what its handlers share once per key, and each key on its own', async () => {
    const batch = eventBatch([]);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    expect(await Promise.all([batch.once('a', load), batch.once('a', load)])).toEqual([1, 1]);
    expect(await batch.once('b', load)).toBe(2);
    expect(loads).toBe(2);
  });
});
