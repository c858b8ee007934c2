import type { MessagePayload, PresenceUpdateFrame, RealtimeClient } from '@propre/sdk/realtime';
import { createContext, useContext } from 'react';
import type { Outbox, OutboxItem } from './outbox.ts';

export type Presence = PresenceUpdateFrame['status'];

/**
 * What the person sees of the live connection. `idle`: signed out (or not started);
 * `reconnecting`: attempt `attempt` of `maxAttempts` starts at `retryAt`; `failed`: every
 * attempt failed (or the server closed for good) — `reconnect()` starts over.
 */
export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

export interface ConnectionInfo {
  status: ConnectionStatus;
  attempt: number;
  maxAttempts: number;
  delayMs: number;
  /** Epoch milliseconds of the next attempt, while reconnecting. */
  retryAt: number | null;
}

export interface MessagingContextValue {
  /** The provider's one live connection; null outside a signed-in session. */
  realtime: RealtimeClient | null;
  connection: ConnectionInfo;
  /** The signed-in person (whose messages are "mine"). */
  userId: string | null;
  role: string | null;
  /** Unread messages (conversations and the team's), live; null until known. */
  unread: number | null;
  setUnread(count: number): void;
  /** Presence of the people one talks with, as PRESENCE_UPDATE says (over what the lists said). */
  presence: ReadonlyMap<string, Presence>;
  outbox: Outbox;
  outboxItems: readonly OutboxItem[];
  /** Each message the API stored from this device's outbox; returns the unsubscribe function. */
  onMessageSent(listener: (message: MessagePayload, clientId: string) => void): () => void;
  /** Starts the connection again after it failed ("try again"). */
  reconnect(): void;
}

export const MessagingContext = createContext<MessagingContextValue | null>(null);

/** The nearest `<MessagingProvider>`'s state; throws outside one. */
export function useMessaging(): MessagingContextValue {
  const value = useContext(MessagingContext);
  if (!value) throw new Error('The chat widgets must be rendered inside <MessagingProvider>.');
  return value;
}

/** The live unread count for a badge (spec §2): 0 outside a provider or before it is known. */
export function useUnreadCount(): number {
  return useContext(MessagingContext)?.unread ?? 0;
}

/** The live connection's state, for a status line. */
export function useMessagingConnection(): ConnectionInfo {
  return useMessaging().connection;
}

/**
 * The live connection of the nearest `<MessagingProvider>`, or null outside one (or signed out):
 * for a widget that works without it and follows the socket's frames when there is one (the
 * administrators' messages).
 */
export function useRealtime(): RealtimeClient | null {
  return useContext(MessagingContext)?.realtime ?? null;
}
