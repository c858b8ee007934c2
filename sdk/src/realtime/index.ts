export {
  createRealtimeClient,
  type LifecycleEvents,
  type RealtimeClient,
  RealtimeError,
  type RealtimeErrorCode,
  type RealtimeEvents,
  type RealtimeOptions,
  type RealtimeStatus,
  realtimeUrl,
  reconnectDelay,
} from './client.ts';
export type * from './frames.ts';
export { socketTicketSource } from './ticket-source.ts';
export { createUnreadCountFallback, type UnreadCountFallback, type UnreadCountFallbackOptions } from './unread-fallback.ts';
