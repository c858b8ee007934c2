import { callOperation, ProblemError } from '@propre/sdk';
import { messaging } from '@propre/sdk/query';
import {
  createRealtimeClient,
  createUnreadCountFallback,
  type MessagePayload,
  type RealtimeClient,
  type RealtimeOptions,
} from '@propre/sdk/realtime';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { usePropre } from '../context/hooks.ts';
import { type ConnectionInfo, MessagingContext, type MessagingContextValue, type Presence } from './messaging-context.ts';
import { createOutbox, type OutboxItem } from './outbox.ts';
import { sendOverSocket } from './socket-send.ts';

export interface MessagingProviderProps {
  children?: ReactNode;
  /**
   * Whether to hold the connection; by default while the provider's session is signed in (spec
   * §4: opened when a user is logged in, closed on logout).
   */
  enabled?: boolean;
  /** The API's origin for `/ws/messages`; the page's origin by default. */
  baseUrl?: string;
  /** Options of the SDK's realtime client (timeouts, attempts, a WebSocket class for tests). */
  realtimeOptions?: Omit<RealtimeOptions, 'baseUrl' | 'auth'>;
  /** Called with each message the API stored from this device (after an optimistic bubble). */
  onSent?: (message: MessagePayload) => void;
}

const maxAttempts = 5;
const idleConnection: ConnectionInfo = { status: 'idle', attempt: 0, maxAttempts, delayMs: 0, retryAt: null };

/** 4xx answers a resend cannot change: the text (phone number, length) or the conversation (closed). */
function isFinal(error: unknown): boolean {
  return (
    error instanceof ProblemError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429
  );
}

/**
 * One live messaging connection (`@propre/sdk/realtime`) for the widgets under it — the chat,
 * the conversation list and an unread badge — inside a `<PropreProvider>`. It connects while the
 * session is signed in and closes on sign-out; each provider has its own connection, outbox and
 * counts (nothing is shared between providers).
 */
export function MessagingProvider({ children, enabled, baseUrl, realtimeOptions, onSent }: MessagingProviderProps) {
  const { client, session, queryClient } = usePropre();
  // The same snapshot on a server's render and while hydrating: the page renders on a server too.
  const sessionState = useSyncExternalStore(
    session.subscribe,
    () => session.state,
    () => session.state,
  );
  const user = sessionState.user;
  const active = enabled ?? sessionState.status === 'authenticated';

  const [realtime] = useState<RealtimeClient>(() =>
    createRealtimeClient({
      maxReconnectAttempts: maxAttempts,
      ...realtimeOptions,
      ...(baseUrl ? { baseUrl } : {}),
      auth: session,
    }),
  );
  const [connection, setConnection] = useState<ConnectionInfo>(idleConnection);
  const connected = useRef(false);
  const [unread, setUnread] = useState<number | null>(null);
  const [presence, setPresence] = useState<ReadonlyMap<string, Presence>>(() => new Map());
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;
  const [sentListeners] = useState(() => new Set<(message: MessagePayload, clientId: string) => void>());

  const [outbox] = useState(() =>
    createOutbox({
      // Over the live socket (one frame; the API checks the session in the statement that
      // writes), or over HTTP in the rare turn where the socket has just dropped. Outside the
      // query cache: the chat keeps its own list, merged by id, instead of refetching it.
      send: ({ bookingId, text, clientId }) =>
        realtime.status === 'open'
          ? sendOverSocket(realtime, bookingId, text, clientId)
          : callOperation(client, 'post', '/api/conversations/{bookingId}/messages', { path: { bookingId }, body: { text } }),
      canSend: () => connected.current && globalThis.navigator?.onLine !== false,
      isFinal,
      onSent: (item, message) => {
        for (const listener of [...sentListeners]) listener(message, item.clientId);
        onSentRef.current?.(message);
      },
    }),
  );
  const outboxItems = useSyncExternalStore(outbox.subscribe, outbox.items, outbox.items);

  // Lifecycle events → what the person sees; AUTHENTICATED is "connected" (frames flow).
  useEffect(() => {
    const offs = [
      realtime.on('open', () =>
        setConnection((current) => (current.status === 'reconnecting' ? current : { ...idleConnection, status: 'connecting' })),
      ),
      realtime.on('AUTHENTICATED', () => {
        connected.current = true;
        setConnection({ ...idleConnection, status: 'connected' });
        outbox.flush();
      }),
      realtime.on('reconnecting', ({ attempt, delayMs }) => {
        connected.current = false;
        setConnection({ status: 'reconnecting', attempt, maxAttempts, delayMs, retryAt: Date.now() + delayMs });
      }),
      realtime.on('reconnect-failed', () => {
        connected.current = false;
        setConnection({ ...idleConnection, status: 'failed' });
      }),
      realtime.on('close', () => {
        connected.current = false;
        // A close the client will not retry (the server's 1000/1001): as honest as a failure.
        if (realtime.status === 'closed') setConnection({ ...idleConnection, status: 'failed' });
        if (realtime.status === 'idle') setConnection(idleConnection);
      }),
      realtime.on('UNREAD_COUNT_UPDATE', ({ count }) => setUnread(count)),
      // The team's messages change the total; the socket's UNREAD_COUNT_UPDATE carries it.
      realtime.on('ADMIN_MESSAGE_SENT', () => void realtime.send({ type: 'REQUEST_UNREAD_COUNT' })),
      realtime.on('PRESENCE_UPDATE', ({ userId, status }) => setPresence((current) => new Map(current).set(userId, status))),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [realtime, outbox]);

  useEffect(() => {
    if (!active) {
      realtime.disconnect();
      setConnection(idleConnection);
      setUnread(null);
      return;
    }
    setConnection((current) => (current.status === 'idle' ? { ...idleConnection, status: 'connecting' } : current));
    realtime.connect();
    return () => realtime.disconnect();
  }, [active, realtime]);

  // Spec §8: while the socket is down the count is polled; after 3 failures polling stops.
  useEffect(() => {
    if (!active || user?.role === 'admin') return;
    const fallback = createUnreadCountFallback({
      realtime,
      fetchUnread: async () => (await queryClient.fetchQuery({ ...messaging.getUnreadCount(client), staleTime: 0 })).count,
      onCount: setUnread,
    });
    return () => fallback.stop();
  }, [active, realtime, client, queryClient, user?.role]);

  // The first count before the socket answers (and the whole count where sockets are blocked).
  const first = useQuery({ ...messaging.getUnreadCount(client), enabled: active && user?.role !== 'admin', retry: 2 });
  const firstCount = first.data?.count;
  useEffect(() => {
    if (firstCount !== undefined) setUnread((current) => current ?? firstCount);
  }, [firstCount]);

  // The browser said it is offline or online again: the outbox waits, then goes.
  useEffect(() => {
    const online = () => outbox.flush();
    globalThis.addEventListener?.('online', online);
    return () => globalThis.removeEventListener?.('online', online);
  }, [outbox]);

  const value = useMemo<MessagingContextValue>(
    () => ({
      realtime: active ? realtime : null,
      connection,
      userId: user?.id ?? null,
      role: user?.role ?? null,
      unread: user?.role === 'admin' ? 0 : unread,
      setUnread,
      presence,
      outbox,
      outboxItems,
      onMessageSent: (listener) => {
        sentListeners.add(listener);
        return () => {
          sentListeners.delete(listener);
        };
      },
      reconnect: () => {
        setConnection({ ...idleConnection, status: 'connecting' });
        realtime.connect();
      },
    }),
    [active, realtime, connection, user?.id, user?.role, unread, presence, outbox, outboxItems, sentListeners],
  );
  return <MessagingContext.Provider value={value}>{children}</MessagingContext.Provider>;
}

export type { OutboxItem };
