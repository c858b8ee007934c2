import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

export const partnerEventTypes = [
  'booking.created',
  'booking.confirmed',
  'booking.cancelled',
  'booking.completed',
  'booking.paid',
] as const;
export type PartnerEventType = (typeof partnerEventTypes)[number];

/** An organisation working with Propre through API keys and webhooks (see README). */
export const Partner = defineEntity({
  name: 'Partner',
  tableName: 'partner',
  properties: {
    id: p.string().primary(),
    name: p.string(),
    contactEmail: p.string(),
    createdAt: p.datetime(),
  },
});
export type IPartner = InferEntity<typeof Partner>;

/** A publishable or secret key; only the SHA-256 of the secret is kept. */
export const PartnerApiKey = defineEntity({
  name: 'PartnerApiKey',
  tableName: 'partner_api_key',
  properties: {
    id: p.string().primary(),
    partnerId: p.string(),
    kind: p.enum(['publishable', 'secret'] as const),
    name: p.string(),
    prefix: p.string(),
    secretHash: p.string().unique(),
    allowedOrigins: p.array<string>(),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});
export type IPartnerApiKey = InferEntity<typeof PartnerApiKey>;

/**
 * Where a partner receives its events. Unlike API keys, the signing secret is kept as such:
 * every signature needs it (encrypting it with a key kept beside it would protect nothing).
 */
export const PartnerWebhookEndpoint = defineEntity({
  name: 'PartnerWebhookEndpoint',
  tableName: 'partner_webhook_endpoint',
  properties: {
    id: p.string().primary(),
    partnerId: p.string(),
    url: p.text(),
    events: p.array<PartnerEventType>(),
    description: p.string().nullable(),
    secret: p.string(),
    createdAt: p.datetime(),
    disabledAt: p.datetime().nullable(),
  },
});
export type IPartnerWebhookEndpoint = InferEntity<typeof PartnerWebhookEndpoint>;

/** One booking event of a partner, its payload frozen as sent (every retry sends the same bytes). */
export const PartnerEvent = defineEntity({
  name: 'PartnerEvent',
  tableName: 'partner_event',
  properties: {
    id: p.string().primary(),
    partnerId: p.string(),
    type: p.enum(partnerEventTypes),
    bookingId: p.string(),
    payload: p.text(),
    createdAt: p.datetime(),
  },
});
export type IPartnerEvent = InferEntity<typeof PartnerEvent>;

export interface DeliveryAttempt {
  number: number;
  at: string;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** One event to one endpoint, with its attempts: the partner's delivery log. */
export const PartnerWebhookDelivery = defineEntity({
  name: 'PartnerWebhookDelivery',
  tableName: 'partner_webhook_delivery',
  properties: {
    id: p.string().primary(),
    partnerId: p.string(),
    eventId: p.string(),
    eventType: p.enum(partnerEventTypes),
    bookingId: p.string(),
    endpointId: p.string(),
    status: p.enum(['pending', 'succeeded', 'failed'] as const),
    attempts: p.json<DeliveryAttempt[]>(),
    nextAttemptAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    deliveredAt: p.datetime().nullable(),
    /** The delivery an admin sent again; null for the event's first delivery (one per endpoint). */
    redeliveryOf: p.string().nullable().default(null),
  },
});
export type IPartnerWebhookDelivery = InferEntity<typeof PartnerWebhookDelivery>;
