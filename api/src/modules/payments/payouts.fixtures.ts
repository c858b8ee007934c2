import { ledgerProbe, propertyMaker } from '../../../test/bookings-edges.ts';
import type { TestApp } from '../../../test/build-app.ts';
import { bearer } from '../../../test/factories.ts';
import { isLocalPaymentProvider } from '../../adapters/payments/local/local-provider.ts';
import { listedCleaner, type Session } from '../bookings/bookings.fixtures.ts';
import { confirmedSoon, finishWork } from '../bookings/work.fixtures.ts';

/**
 * What payouts' tests share, on the app as it runs (the real local provider everywhere): a cleaner
 * whose payout account is active, and bookings of theirs worked through the API.
 */
export function payoutsFixtures(t: TestApp) {
  const properties = propertyMaker(t);
  const local = () => {
    const provider = t.app.propre.payments.provider;
    if (!isLocalPaymentProvider(provider)) throw new Error('local provider expected');
    return provider;
  };
  const deliver = () => t.app.propre.payments.localEvents?.deliverPending();
  return {
    ledger: ledgerProbe(t),
    properties,
    local,
    deliver,
    /** A listed cleaner whose onboarding is done at the local provider (its account.updated delivered). */
    async activeCleaner() {
      const cleaner = await listedCleaner(t);
      const link = await t.request({ method: 'POST', url: '/api/cleaners/me/payouts/connect', headers: bearer(cleaner) });
      const accountId = /local-connect\/(acct_[0-9a-z]+)/.exec(link.json().url)?.[1] as string;
      await local().completeOnboarding(accountId, 'verified');
      await deliver();
      return { cleaner, accountId };
    },
    /** A booking of the cleaner, worked through the API (accept, punch-in, checklist, punch-out: the balance is charged). */
    async completedBooking(cleaner: Session, card = 'pm_card_visa') {
      const setup = await confirmedSoon(t, properties, { cleaner, paymentMethodId: card, allowPhotos: false });
      const booking = await finishWork(t, setup);
      return { client: setup.client, booking };
    },
  };
}
