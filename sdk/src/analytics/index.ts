import { callOperation } from '../call.ts';
import type { PropreClient } from '../client.ts';
import type { SendBatch } from './tracker.ts';

export {
  type Analytics,
  type AnalyticsBatch,
  type AnalyticsEvent,
  type AnalyticsOptions,
  createAnalytics,
  firstHeartbeatMs,
  heartbeatMs,
  type PageSource,
  pathCheckMs,
  type SendBatch,
  visitId,
} from './tracker.ts';

/**
 * Sends batches with the SDK's client (analytics.ingestEvents). On leaving, `fetch` with
 * `keepalive` rather than `navigator.sendBeacon`: the same promise to outlive the page, and it
 * carries the CSRF header a signed-in browser's writes need, which a beacon cannot.
 */
export function sendWith(client: PropreClient): SendBatch {
  return (batch, { leaving }) =>
    callOperation(client, 'post', '/api/analytics/events', { body: batch }, leaving ? { keepalive: true } : {});
}
