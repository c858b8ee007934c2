import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

export const analyticsEventTypes = ['page_view', 'heartbeat', 'error', 'custom'] as const;
export type AnalyticsEventType = (typeof analyticsEventTypes)[number];

/**
 * One event as received. No IP address and no account id: the visitor's random id is kept
 * hashed and a signed-in caller only adds a role (Law 25: analytics hold no personal data).
 */
export const AnalyticsEvent = defineEntity({
  name: 'AnalyticsEvent',
  tableName: 'analytics_event',
  properties: {
    id: p.string().primary(),
    day: p.string().columnType('date'),
    type: p.enum(analyticsEventTypes),
    visitorHash: p.string(),
    role: p.string(),
    path: p.string().nullable(),
    name: p.string().nullable(),
    data: p.json<Record<string, unknown>>(),
    occurredAt: p.datetime(),
    receivedAt: p.datetime(),
  },
});
export type IAnalyticsEvent = InferEntity<typeof AnalyticsEvent>;

/** Events counted per day, type and key (the page path, the error message, the event name). */
export const AnalyticsDaily = defineEntity({
  name: 'AnalyticsDaily',
  tableName: 'analytics_daily',
  properties: {
    day: p.string().columnType('date').primary(),
    type: p.enum(analyticsEventTypes).primary(),
    key: p.string().primary(),
    count: p.integer(),
  },
});

/** One row per visitor and day: a day's visits are its rows. */
export const AnalyticsVisit = defineEntity({
  name: 'AnalyticsVisit',
  tableName: 'analytics_visit',
  properties: {
    day: p.string().columnType('date').primary(),
    visitorHash: p.string().primary(),
  },
});
