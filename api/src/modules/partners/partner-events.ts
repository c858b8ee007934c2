import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import type { PgBoss } from 'pg-boss';
import { newId } from '../../lib/ids.ts';
import { transactionDb } from '../../plugins/jobs/transaction-db.ts';
import type { IBooking } from '../bookings/bookings.entities.ts';
import type { BookingEvents, BookingEventType } from '../bookings/index.ts';
import { PartnerEvent, PartnerWebhookDelivery, PartnerWebhookEndpoint } from './partners.entities.ts';

export type PartnerEventBody = components['schemas']['PartnerEvent'];
export const partnerDeliveryQueue = 'partner-webhook-delivery';
export interface DeliveryJob {
  deliveryId: string;
}

/** A booking as a partner's webhook shows it: no address, no client details (Law 25: only what the partner needs). */
export function partnerBooking(booking: IBooking): PartnerEventBody['data']['object'] {
  return {
    id: booking.id,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    date: booking.localDate,
    startTime: booking.localStartTime,
    durationHours: booking.durationMinutes / 60,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    serviceType: booking.serviceType as PartnerEventBody['data']['object']['serviceType'],
    city: booking.propertyCity,
    cleanerId: booking.cleanerId,
    price: { total: booking.totalCents, deposit: booking.depositCents, balance: booking.balanceCents, currency: 'cad' },
    payment: {
      depositPaid: booking.depositPaymentIntentId ? booking.depositCents : 0,
      balancePaid: booking.balancePaidCents,
      refunded: booking.refundedCents,
    },
  };
}

/**
 * The bookings area's events, for partners: in the transaction of the change, the event is
 * written once with its payload frozen, one delivery per enabled endpoint that wants its
 * type, and a job per delivery — all committed with the booking, or not at all.
 */
export function createPartnerEvents(boss: PgBoss): BookingEvents {
  return {
    async publish(tx: EntityManager, type: BookingEventType, booking: IBooking) {
      if (!booking.partnerId) return;
      // At most ten per partner: filtered here rather than with an array operator.
      const endpoints = (await tx.find(PartnerWebhookEndpoint, { partnerId: booking.partnerId, disabledAt: null })).filter((e) =>
        e.events.includes(type),
      );
      if (endpoints.length === 0) return;
      const now = new Date();
      const id = newId('pev');
      const body: PartnerEventBody = {
        id,
        object: 'event',
        type,
        created: Math.floor(now.getTime() / 1000),
        data: { object: partnerBooking(booking) },
      };
      tx.create(PartnerEvent, {
        id,
        partnerId: booking.partnerId,
        type,
        bookingId: booking.id,
        payload: JSON.stringify(body),
        createdAt: now,
      });
      // Written first: the deliveries refer to it by a plain id, so the ORM cannot order them.
      await tx.flush();
      const deliveries = endpoints.map((endpoint) =>
        tx.create(PartnerWebhookDelivery, {
          id: newId('pwd'),
          partnerId: booking.partnerId as string,
          eventId: id,
          eventType: type,
          bookingId: booking.id,
          endpointId: endpoint.id,
          status: 'pending',
          attempts: [],
          nextAttemptAt: now,
          createdAt: now,
          deliveredAt: null,
        }),
      );
      await tx.flush();
      for (const delivery of deliveries) {
        await boss.send(partnerDeliveryQueue, { deliveryId: delivery.id } satisfies DeliveryJob, {
          retryLimit: 3,
          retryDelay: 30,
          db: transactionDb(tx),
        });
      }
    },
  };
}
