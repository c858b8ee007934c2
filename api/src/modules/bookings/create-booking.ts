import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import type { PgBoss } from 'pg-boss';
import { insertOf, query, type Statement, together } from '../../db/sql.ts';
import { newId } from '../../lib/ids.ts';
import type { IUser } from '../accounts/accounts.entities.ts';
import type { BookingRelated } from './booking-dto.ts';
import type { BookingEdges } from './booking-edges.ts';
import { publishAction } from './booking-events.ts';
import {
  type BookingFields,
  bookableRequest,
  checkFields,
  type DiscountList,
  discountCandidates,
  type PreparedRequest,
  prepareRequest,
} from './booking-request.ts';
import { Booking, BookingSeries, BookingTransition, type IBooking, type IBookingTransition } from './bookings.entities.ts';
import { checklistFor } from './checklists.ts';
import { expiryJobOf } from './expiry.ts';
import { type Effect, transitionFor } from './lifecycle.ts';
import { type BookingPrice, priceBooking } from './pricing.ts';
import { isSlotTaken, queueForClientAndCleaner, readUnderQueues, slotTaken } from './slots.ts';
import { type Actor, depositPosting, recordTransition, runEffect, type TransitionInput, type WorkRules } from './transitions.ts';

/** A create's effects whose rows are written in the statement that writes the bookings. */
const foldedIntoRows: ReadonlySet<Effect> = new Set(['postDeposit', 'scheduleExpiry']);

export type BookingQuote = components['schemas']['BookingQuote'];
export type CreateBookingInput = BookingFields & {
  paymentMethodId: string;
  /** The partner whose publishable key the request came with: its webhooks report the booking. */
  partnerId?: string | null;
};

/** Demo data only: create inside the caller's transaction, as if it were `now`. */
export interface CreateAt {
  em?: EntityManager;
  now?: Date;
  /**
   * Last step of the transaction, given the rows and what their views need (all in hand, so
   * the answer is built without reading anything back); a failure rolls everything back and refunds.
   */
  beforeCommit?: (tx: EntityManager, rows: IBooking[], related: BookingRelated) => Promise<void>;
  /**
   * Statements to write with the rows, in their statement, given the rows and what their views
   * need (the idempotency key's stored answer): numbered on from `firstParameter`.
   */
  writeWithRows?: (rows: IBooking[], related: BookingRelated, firstParameter: number) => Statement[];
}

interface Deps {
  orm: MikroORM;
  boss: PgBoss;
  edges: BookingEdges;
  work: WorkRules;
}

/**
 * A create writes each booking and its first transition once and changes neither afterwards:
 * one data-modifying statement for all of them, rather than the ORM's flush (a snapshot, a
 * change set and an insert built per row, which cost more than the statement). The rows that
 * only refer to them and are written once too (the deposits' ledger postings) travel in the
 * same statement: one round trip where each was its own. Built here, run by the caller.
 */
async function rowsStatement(
  tx: EntityManager,
  bookings: IBooking[],
  transitions: IBookingTransition[],
  alsoWrite: ReadonlyArray<(firstParameter: number) => Statement[] | Promise<Statement[]>>,
): Promise<Statement> {
  const statements: Statement[] = [];
  let next = 1;
  const add = (statement: Statement) => {
    statements.push(statement);
    next += statement.values.length;
  };
  add(insertOf(tx, Booking, bookings, next));
  add(insertOf(tx, BookingTransition, transitions, next));
  for (const build of alsoWrite) for (const statement of await build(next)) add(statement);
  const last = statements.pop() as Statement;
  const ctes = statements.map((statement, i) => `w${i} as (${statement.text})`).join(', ');
  return { text: `with ${ctes} ${last.text}`, values: [...statements.flatMap((s) => s.values), ...last.values] };
}

/** Prices each occurrence; the discounts go to the first one only (they are first-booking offers). */
function priceOccurrences(request: PreparedRequest, discounts: DiscountList) {
  const { fields, profile, property, durationMinutes } = request;
  return request.occurrences.map((occurrence, index) => ({
    occurrence,
    price: priceBooking({
      paymentMethod: profile.paymentMethod,
      hourlyRateCents: profile.hourlyRateCents ?? null,
      fixedRates: profile.fixedRates,
      propertyType: property.type,
      durationMinutes,
      suppliesProvidedByCleaner: fields.suppliesProvidedByCleaner ?? false,
      emergency: fields.emergency ?? false,
      taxRegistered: Boolean(profile.gstNumber && profile.qstNumber),
      discounts: index === 0 ? discounts : [],
    }),
  }));
}

/** What a booking would cost, priced by the same code as create, creating nothing. */
export async function quoteBooking({ orm, edges }: Deps, client: IUser, fields: BookingFields): Promise<BookingQuote> {
  const em = orm.em.fork();
  const request = await prepareRequest(em, edges, client, fields, new Date());
  const priced = priceOccurrences(request, await discountCandidates(em, edges, client, fields.discountCode));
  return {
    frequency: request.frequency,
    occurrences: priced.map(({ occurrence, price }) => ({
      date: occurrence.date,
      startTime: occurrence.startTime,
      startsAt: occurrence.startsAt.toISOString(),
      endsAt: occurrence.endsAt.toISOString(),
      price,
    })),
    dueNow: priced.reduce((sum, p) => sum + p.price.deposit, 0),
    total: priced.reduce((sum, p) => sum + p.price.total, 0),
  };
}

function newRow(
  tx: EntityManager,
  client: IUser,
  request: PreparedRequest,
  price: BookingPrice,
  at: {
    id: string;
    seriesId: string | null;
    seriesIndex: number | null;
    date: string;
    startsAt: Date;
    endsAt: Date;
    now: Date;
    partnerId: string | null;
  },
): IBooking {
  const { fields, property } = request;
  return tx.create(
    Booking,
    {
      id: at.id,
      clientId: client.id,
      cleanerId: request.cleaner.id,
      propertyId: property.id,
      propertyType: property.type,
      propertyCity: property.city,
      seriesId: at.seriesId,
      seriesIndex: at.seriesIndex,
      frequency: request.frequency,
      status: transitionFor('create', null)?.to ?? 'pending',
      paymentStatus: 'initial_pending',
      localDate: at.date,
      localStartTime: fields.startTime,
      durationMinutes: request.durationMinutes,
      startsAt: at.startsAt,
      endsAt: at.endsAt,
      serviceType: fields.serviceType,
      notes: fields.notes?.trim() || null,
      hasPets: fields.hasPets ?? false,
      petType: fields.hasPets ? (fields.petType ?? null) : null,
      suppliesProvidedByCleaner: fields.suppliesProvidedByCleaner ?? false,
      allowPhotos: fields.allowPhotos ?? true,
      emergency: fields.emergency ?? false,
      emergencyReason: fields.emergency ? (fields.emergencyReason?.trim() ?? null) : null,
      priorityLevel: fields.emergency ? (fields.priorityLevel ?? null) : null,
      checklist: checklistFor(fields.serviceType, fields.checklist, client.language),
      price,
      totalCents: price.total,
      depositCents: price.deposit,
      balanceCents: price.balance,
      paymentCustomerId: null,
      paymentMethodId: null,
      depositPaymentIntentId: null,
      refundedCents: 0,
      feeKeptCents: 0,
      cancellationReason: null,
      cancellationNote: null,
      cancelledBy: null,
      cancelledAt: null,
      cleanerUnavailableAt: null,
      punchedInAt: null,
      punchInLocation: null,
      punchedOutAt: null,
      punchOutLocation: null,
      checklistSubmittedAt: null,
      balancePaymentIntentId: null,
      balancePaidCents: 0,
      partnerId: at.partnerId,
      settledAt: null,
      createdAt: at.now,
      updatedAt: at.now,
    },
    // Written once its deposit is charged (see createBookings): not by the charge's own flush.
    { persist: false },
  );
}

/**
 * Creates the booking — or one per occurrence of a series — in one transaction: the slots are
 * checked first, under the cleaner's queue (a taken slot is refused before any money moves),
 * then the create row's effects from the lifecycle table run, each over every occurrence in
 * turn, so every deposit is charged before anything is posted to the ledger or queued. The
 * rows are written once their deposits are charged, with the payment fields, in one insert
 * each and no update after. All or nothing: when it fails, the deposits already charged are
 * refunded.
 */
export async function createBookings(
  { orm, boss, edges, work }: Deps,
  client: IUser,
  input: CreateBookingInput,
  at: CreateAt = {},
): Promise<IBooking[]> {
  const now = at.now ?? new Date();
  const checked = checkFields(input, now);
  const rule = transitionFor('create', null);
  if (!rule) throw new Error('The lifecycle table has no create row');
  const charged: IBooking[] = [];
  const times = checked.occurrences.map((o) => `${o.date} ${o.startTime}`);
  try {
    const inTransaction = async (tx: EntityManager) => {
      // Under both queues: the cleaner and the slot check in one statement, then the property;
      // the request is judged on them only then. The three statements are sent together
      // (pipelined, see db/sql.ts) and run in this order: the read's snapshot is still taken
      // once the locks are held, as PostgreSQL starts a statement only when the one before ended.
      const [, { cleaner: found, check }, property] = await together([
        queueForClientAndCleaner(tx, client.id, input.cleanerId),
        readUnderQueues(tx, client.id, input.cleanerId, checked.occurrences),
        edges.properties.owned(tx, client.id, checked.propertyId),
      ]);
      const request = bookableRequest(input, checked, found, property);
      const discounts = await discountCandidates(tx, edges, client, input.discountCode, check.clientHasBooking);
      // After the discount code's refusal, as when the constraint refused the slot at the insert.
      if (check.taken.length > 0) throw slotTaken(check.taken.map((index) => times[index] ?? ''));
      const priced = priceOccurrences(request, discounts);
      let seriesId: string | null = null;
      if (priced.length > 1) {
        seriesId = newId('bks');
        tx.create(BookingSeries, {
          id: seriesId,
          clientId: client.id,
          cleanerId: request.cleaner.id,
          frequency: request.frequency as 'weekly',
          intervalDays: input.frequency === 'custom' ? (input.recurrence?.intervalDays ?? null) : null,
          occurrences: priced.length,
          createdAt: now,
        });
        // Written first: the bookings refer to it by a plain id, so the ORM cannot order them.
        await tx.flush();
      }
      // Ids one millisecond apart keep a series in date order in lists.
      const base = Date.now();
      const rows = priced.map(({ occurrence, price }, index) =>
        newRow(tx, client, request, price, {
          id: newId('bkg', base + index),
          seriesId,
          seriesIndex: seriesId ? index + 1 : null,
          date: occurrence.date,
          startsAt: occurrence.startsAt,
          endsAt: occurrence.endsAt,
          now,
          partnerId: input.partnerId ?? null,
        }),
      );
      const actor: Actor = { userId: client.id, role: 'client' };
      const transitionInput: TransitionInput = { paymentMethodId: input.paymentMethodId, client };
      const history = new Map(
        rows.map((booking) => [
          booking.id,
          [
            recordTransition({ tx, booking, action: 'create', actor, input: transitionInput, now }, null, rule.to, null, null, {
              persist: false,
            }),
          ],
        ]),
      );
      const related: BookingRelated = {
        names: new Map([
          [client.id, client.fullName],
          [request.cleaner.id, request.cleaner.fullName],
        ]),
        slugs: new Map([[request.cleaner.id, request.profile.slug]]),
        seriesCounts: new Map(seriesId ? [[seriesId, rows.length]] : []),
        history,
        photos: new Map(),
        sites: new Map([[request.property.id, request.property.site]]),
      };
      // After the deposits (the rows carry their payment fields), before anything that refers
      // to the rows: a slot the constraint still refuses fails this statement, mapped below.
      // The deposits' postings and the requests' expiry jobs (`foldedIntoRows`) and the
      // caller's writes (the stored answer) go in the same statement.
      const alsoWrite = [
        (first: number) =>
          rule.effects.includes('postDeposit') ? edges.ledger.newPostings(rows.flatMap(depositPosting), first) : [],
        async (first: number) => {
          if (!rule.effects.includes('scheduleExpiry')) return [];
          const jobs: Statement[] = [];
          for (const booking of rows)
            jobs.push(await expiryJobOf(boss, booking, first + jobs.reduce((n, job) => n + job.values.length, 0)));
          return jobs;
        },
        (first: number) => at.writeWithRows?.(rows, related, first) ?? [],
      ];
      // The rows' statement, once every deposit is charged (the rows carry their payment fields).
      // Run at once when an effect that follows needs the rows; otherwise (a create's effects
      // after the charge are all folded into it) sent below with the notifications.
      let rowsWrite: Statement | null = null;
      let built = false;
      for (const [index, effect] of rule.effects.entries()) {
        if (effect !== 'chargeDeposit' && !built) {
          built = true;
          rowsWrite = await rowsStatement(tx, rows, [...history.values()].flat(), alsoWrite);
          if (!rule.effects.slice(index).every((next) => foldedIntoRows.has(next))) {
            await query(tx, rowsWrite.text, rowsWrite.values);
            rowsWrite = null;
          }
        }
        if (foldedIntoRows.has(effect)) continue;
        for (const booking of rows) {
          await runEffect(effect, { tx, booking, action: 'create', actor, input: transitionInput, now, edges, boss, work });
          if (effect === 'chargeDeposit') charged.push(booking);
        }
      }
      if (!built) rowsWrite = await rowsStatement(tx, rows, [...history.values()].flat(), alsoWrite);
      // The rows, the partner's events and the notifications sent together (pipelined), in this
      // order: one wait for all. A slot the constraint refuses fails the rows' statement, and
      // `together` raises that error, not the refusals of the statements after it.
      const emailFrequencies = new Map([[request.cleaner.id, request.cleaner.emailFrequency]]);
      const write = rowsWrite;
      await together([
        write ? query(tx, write.text, write.values) : Promise.resolve([]),
        ...rows.map((booking) => publishAction(tx, edges.events, 'create', booking)),
        ...rows.map((booking) =>
          edges.changes.transitioned(tx, booking, { action: 'create', from: null, to: rule.to, actor, emailFrequencies }),
        ),
      ]);
      await at.beforeCommit?.(tx, rows, related);
      // A caller's own transaction (demo data) goes on with the rows as entities it manages,
      // as if it had loaded them: what it changes next is flushed like any other change.
      if (at.em) for (const row of rows) tx.getUnitOfWork().merge(row);
      return rows;
    };
    return at.em ? await inTransaction(at.em) : await orm.em.fork().transactional(inTransaction);
  } catch (caught) {
    const error = isSlotTaken(caught) ? slotTaken(times) : caught;
    // The rows were rolled back: give back what was charged for them. A provider that works in
    // the caller's transaction (the local one) rolled its charges back too and knows none of
    // them; an external one (Stripe) refunds. A refund that fails here must not hide the
    // original error: the payments area's reconciliation finds such charges.
    for (const booking of charged) {
      if (!booking.depositPaymentIntentId) continue;
      await edges.payments
        .refund({
          paymentIntentId: booking.depositPaymentIntentId,
          idempotencyKey: `${booking.id}:deposit:void`,
          reason: 'requested_by_customer',
        })
        .catch(() => undefined);
    }
    throw error;
  }
}
