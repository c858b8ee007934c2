/**
 * TEST SUPPORT for the bookings area, on the real parts: the real local payment provider (the
 * embedded default, itself the stand-in for Stripe) seen through a recorder, the real ledger
 * and real properties rows. The recorder only adds what a bank would do to a test — decline
 * chosen charges, answer slowly — and remembers what the provider really did.
 */
import type { ChargeInput, PaymentProvider, PaymentResult, RefundReason } from '../src/adapters/payments/payment-provider.ts';
import { newId } from '../src/lib/ids.ts';
import { User } from '../src/modules/accounts/accounts.entities.ts';
import type { PropertyType } from '../src/modules/cleaners/cleaners.entities.ts';
import { assertLedgerBalanced } from '../src/modules/payments/ledger.ts';
import { Property } from '../src/modules/properties/properties.entities.ts';
import type { TestApp } from './build-app.ts';

export interface RecordedCharge {
  paymentIntentId: string;
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
  offSession: boolean;
}

export interface RecordedRefund {
  refundId: string;
  paymentIntentId: string;
  amountCents: number;
  idempotencyKey: string;
  reason: RefundReason;
}

export interface RecordingPayments extends PaymentProvider {
  /** Set once the app is built: the real provider every call goes to. */
  attach(provider: PaymentProvider): void;
  readonly charges: RecordedCharge[];
  readonly refunds: RecordedRefund[];
  netCharged(): number;
  chargesFor(bookingId: string): RecordedCharge[];
  refundsOf(paymentIntentId: string): RecordedRefund[];
  /** The bank declines the charges the predicate picks, until reset with null. */
  declineWhen(predicate: ((input: ChargeInput) => boolean) | null): void;
  /** The bank answers the next charges only when the returned function is called. */
  holdCharges(): () => void;
}

export function createRecordingPayments(): RecordingPayments {
  let inner: PaymentProvider | undefined;
  const charges: RecordedCharge[] = [];
  const refunds: RecordedRefund[] = [];
  let decline: ((input: ChargeInput) => boolean) | null = null;
  let held: Promise<void> | null = null;
  const provider = () => {
    if (!inner) throw new Error('recording payments used before the app was built');
    return inner;
  };
  async function charge(input: ChargeInput & { paymentMethodId: string }, offSession: boolean): Promise<PaymentResult> {
    if (decline?.(input))
      return { status: 'failed', paymentIntentId: null, code: 'card_declined', message: 'Your card was declined.' };
    const result = offSession ? await provider().chargeOffSession(input) : await provider().chargeAndSaveCard(input);
    if (result.status === 'succeeded' && !charges.some((c) => c.paymentIntentId === result.paymentIntentId)) {
      charges.push({ ...input, paymentIntentId: result.paymentIntentId, offSession });
    }
    return result;
  }
  return {
    kind: 'local',
    attach(real) {
      inner = real;
    },
    charges,
    refunds,
    ensureCustomer: (user) => provider().ensureCustomer(user),
    retrievePaymentIntent: (id) => provider().retrievePaymentIntent(id),
    listPaymentIntents: (since) => provider().listPaymentIntents(since),
    createConnectedAccount: (input) => provider().createConnectedAccount(input),
    createAccountLink: (input) => provider().createAccountLink(input),
    retrieveAccount: (id) => provider().retrieveAccount(id),
    transfer: (input) => provider().transfer(input),
    payout: (input) => provider().payout(input),
    async chargeAndSaveCard(input) {
      await held;
      return charge(input, false);
    },
    chargeOffSession: (input) => charge(input, true),
    async refund(input) {
      let result: Awaited<ReturnType<PaymentProvider['refund']>>;
      try {
        result = await provider().refund(input);
      } catch (error) {
        // The local provider charges in the caller's transaction: a charge rolled back with it
        // never happened, so it leaves the record too.
        if (error instanceof Error && /No such payment intent/.test(error.message)) {
          const index = charges.findIndex((c) => c.paymentIntentId === input.paymentIntentId);
          if (index >= 0) charges.splice(index, 1);
        }
        throw error;
      }
      if (result.status === 'succeeded' && !refunds.some((r) => r.refundId === result.refundId)) {
        refunds.push({
          refundId: result.refundId,
          paymentIntentId: input.paymentIntentId,
          amountCents: result.amountCents,
          idempotencyKey: input.idempotencyKey,
          reason: input.reason,
        });
      }
      return result;
    },
    netCharged: () => charges.reduce((s, c) => s + c.amountCents, 0) - refunds.reduce((s, r) => s + r.amountCents, 0),
    chargesFor: (bookingId) => charges.filter((c) => c.metadata.bookingId === bookingId),
    refundsOf: (paymentIntentId) => refunds.filter((r) => r.paymentIntentId === paymentIntentId),
    declineWhen(predicate) {
      decline = predicate;
    },
    holdCharges() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return release;
    },
  };
}

export interface PostedTransaction {
  kind: string;
  bookingId: string | null;
  idempotencyKey: string;
  lines: Array<{ account: string; amountCents: number }>;
}

/** Reads the real ledger. */
export function ledgerProbe(t: TestApp) {
  const connection = () => t.app.propre.db.orm.em.getConnection();
  return {
    async sum(accountOrPrefix: string): Promise<number> {
      return t.app.propre.payments.ledger.balance(t.app.propre.db.orm.em.fork(), accountOrPrefix);
    },
    async transactions(): Promise<PostedTransaction[]> {
      const rows = await connection().execute(
        `select t.kind, t.booking_id, t.idempotency_key, e.account, e.amount_cents
           from ledger_transaction t join ledger_entry e on e.transaction_id = t.id order by t.created_at, t.id, e.id`,
      );
      const byKey = new Map<string, PostedTransaction>();
      for (const r of rows) {
        const key = String(r.idempotency_key);
        const tx = byKey.get(key) ?? {
          kind: String(r.kind),
          bookingId: (r.booking_id as string | null) ?? null,
          idempotencyKey: key,
          lines: [],
        };
        tx.lines.push({ account: String(r.account), amountCents: Number(r.amount_cents) });
        byKey.set(key, tx);
      }
      return [...byKey.values()];
    },
    assertBalanced: () => assertLedgerBalanced(t.app.propre.db.orm.em.fork()),
  };
}

const metresPerDegree = 111_195;
/** A latitude this many metres north (negative: south) of another. */
export const offsetLatitude = (latitude: number, northMeters: number) => latitude + northMeters / metresPerDegree;
/** A longitude this many metres east (negative: west) of another, at a latitude. */
export const offsetLongitude = (latitude: number, longitude: number, eastMeters: number) =>
  longitude + eastMeters / (metresPerDegree * Math.cos((latitude * Math.PI) / 180));

/** Real property rows for a client, in a municipality of the gazetteer. */
export function propertyMaker(t: TestApp) {
  return {
    /** `pin` places the building this many metres north and east of the municipality's centre. */
    async add(
      clientId: string,
      { type, city, pin }: { type: PropertyType; city: string; pin?: { northMeters: number; eastMeters: number } },
    ) {
      const em = t.app.propre.db.orm.em.fork();
      const place = t.app.propre.places.resolveCity(city, { status: 422 });
      const now = new Date();
      const property = em.create(Property, {
        id: newId('prp'),
        client: em.getReference(User, clientId),
        name: 'Maison',
        type,
        bedrooms: 3,
        bathrooms: 1,
        stories: 1,
        squareFeet: null,
        parking: null,
        wifiName: null,
        wifiPassword: null,
        suppliesLocation: null,
        accessInstructions: null,
        trashLocation: null,
        roomsToAvoid: null,
        notes: null,
        streetAddress: '100 rue Principale',
        city: place.name,
        placeId: place.id,
        province: 'QC',
        postalCode: place.regionId === '03' ? 'G1R 1A1' : 'H2X 1K4',
        country: 'CA',
        latitude: place.latitude,
        longitude: place.longitude,
        pinLatitude: pin ? offsetLatitude(place.latitude, pin.northMeters) : null,
        pinLongitude: pin ? offsetLongitude(place.latitude, place.longitude, pin.eastMeters) : null,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      });
      await em.flush();
      return {
        id: property.id,
        type,
        city: place.name,
        latitude: place.latitude,
        longitude: place.longitude,
        pin:
          property.pinLatitude != null && property.pinLongitude != null
            ? { latitude: property.pinLatitude, longitude: property.pinLongitude }
            : null,
      };
    },
  };
}
