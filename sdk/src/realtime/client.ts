import type { TokenSource } from '../client.ts';
import type { OutgoingFrame, ServerFrame, ServerFrameOf, ServerFrameType } from './frames.ts';

export type RealtimeErrorCode = 'connection_timeout' | 'connection_failed' | 'parse_failed' | 'send_failed';

const errorMessages: Record<RealtimeErrorCode, string> = {
  connection_timeout: 'Connection timeout',
  connection_failed: 'WebSocket connection failed',
  parse_failed: 'Failed to parse message',
  send_failed: 'Failed to send message',
};

export class RealtimeError extends Error {
  readonly code: RealtimeErrorCode;
  constructor(code: RealtimeErrorCode, cause?: unknown) {
    super(errorMessages[code], { cause });
    this.name = 'RealtimeError';
    this.code = code;
  }
}

/** Events besides the server frames (which are keyed by their `type`). */
export interface LifecycleEvents {
  /** The socket opened; the AUTH frame is sent. */
  open: undefined;
  close: { code: number; reason: string };
  /** A new attempt is scheduled after an abnormal close. `attempt` counts from 1. */
  reconnecting: { attempt: number; delayMs: number };
  /** Every attempt failed; `connect()` starts over. */
  'reconnect-failed': { attempts: number };
  error: RealtimeError;
}

export type RealtimeEvents = { [Type in ServerFrameType]: ServerFrameOf<Type> } & LifecycleEvents;

/**
 * `idle`: not connected by choice (before `connect()`, after `disconnect()`); `closed`: closed
 * by the server with a normal code, or every reconnect attempt failed.
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface RealtimeOptions {
  /** Origin of the API (http → ws, https → wss). Defaults to the page's origin in a browser. */
  baseUrl?: string;
  /** Full socket URL, when it is not `<baseUrl>/ws/messages`. */
  url?: string;
  /** Where the token for the AUTH frame comes from (a Session). No token: no AUTH frame (cookie session). */
  auth?: TokenSource;
  /**
   * Where a single-use ticket for the AUTH frame comes from, asked on every open (instead of
   * `auth`): e.g. `() => socketTicket(client)` on a partner's page, where our cookie is a
   * third-party one and the page's short-lived token should not sit in a socket for hours.
   * Null: no AUTH frame.
   */
  ticket?: () => Promise<string | null>;
  /** Defaults to the standard global `WebSocket` (browsers, Node 22+). */
  WebSocket?: new (
    url: string,
  ) => WebSocket;
  /** Source of the jitter, in [0, 1). */
  random?: () => number;
  connectTimeoutMs?: number;
  pingIntervalMs?: number;
  maxReconnectAttempts?: number;
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
}

export interface RealtimeClient {
  readonly status: RealtimeStatus;
  /** Opens the socket (no-op when open or opening) and re-arms the reconnect attempts. */
  connect(): void;
  /** Closes the socket with 1000 and stops reconnecting; the status returns to `idle`. */
  disconnect(): void;
  /** Sends a frame, adding its timestamp. False (and an `error` event) when it could not be sent. */
  send(frame: OutgoingFrame): boolean;
  /** Subscribes to a server frame type or a lifecycle event; returns the unsubscribe function. */
  on<Type extends keyof RealtimeEvents>(type: Type, handler: (event: RealtimeEvents[Type]) => void): () => void;
}

/**
 * Close codes after which the client does not reconnect: normal, going away, no status, and 4429
 * (the person opened more sockets than the server allows and this, the oldest, was closed: coming
 * back would close the next oldest, and so on round the person's tabs).
 */
const finalCloseCodes = new Set([1000, 1001, 1005, 4429]);

/** Delay before reconnect attempt `attempt` (from 0): base × 1.5^attempt, capped, plus up to 10 % jitter. */
export function reconnectDelay(attempt: number, random: () => number, baseMs = 2000, maxMs = 30_000): number {
  const delay = Math.min(baseMs * 1.5 ** attempt, maxMs);
  return Math.round(delay + delay * 0.1 * random());
}

/** The URL of the messaging socket for an API origin: same host, `wss:` when the origin is https. */
export function realtimeUrl(baseUrl: string): string {
  const url = new URL('/ws/messages', baseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/**
 * The client of the live messaging connection (spec §4, §9): authenticates on open, pings every
 * 30 s, and after an abnormal close retries up to 5 times with backoff. The attempt count is
 * re-armed by the first frame the server sends on a connection, so a server that accepts and
 * drops connections at once still exhausts the attempts.
 */
export function createRealtimeClient(options: RealtimeOptions = {}): RealtimeClient {
  // Worked out on the first connection, not here: a client made while a page renders on a server
  // (no location there, and it never connects) must not fail.
  let url: string | undefined;
  const address = () => {
    url ??=
      options.url ?? realtimeUrl(options.baseUrl ?? (globalThis as { location?: { origin: string } }).location?.origin ?? '');
    return url;
  };
  const Socket = options.WebSocket ?? globalThis.WebSocket;
  const random = options.random ?? Math.random;
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const pingIntervalMs = options.pingIntervalMs ?? 30_000;
  const maxAttempts = options.maxReconnectAttempts ?? 5;

  const handlers = new Map<string, Set<(event: never) => void>>();
  let status: RealtimeStatus = 'idle';
  let socket: WebSocket | undefined;
  let attempts = 0;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const emit = <Type extends keyof RealtimeEvents>(type: Type, event: RealtimeEvents[Type]) => {
    for (const handler of [...(handlers.get(type) ?? [])]) (handler as (event: RealtimeEvents[Type]) => void)(event);
  };
  const fail = (code: RealtimeErrorCode, cause?: unknown) => emit('error', new RealtimeError(code, cause));

  const stopTimers = () => {
    clearTimeout(connectTimer);
    clearTimeout(reconnectTimer);
    clearInterval(pingTimer);
  };

  /** Leaves a socket for good: its later events are ignored. */
  const abandon = (closing: WebSocket, code?: number) => {
    closing.onopen = closing.onmessage = closing.onerror = closing.onclose = null;
    try {
      closing.close(code);
    } catch {
      // Already closed.
    }
  };

  const retry = () => {
    stopTimers();
    socket = undefined;
    if (attempts >= maxAttempts) {
      status = 'closed';
      emit('reconnect-failed', { attempts });
      return;
    }
    const delayMs = reconnectDelay(attempts, random, options.reconnectDelayMs, options.maxReconnectDelayMs);
    attempts += 1;
    status = 'reconnecting';
    reconnectTimer = setTimeout(open, delayMs);
    emit('reconnecting', { attempt: attempts, delayMs });
  };

  const sendRaw = (frame: object): boolean => {
    if (socket?.readyState !== 1) {
      fail('send_failed');
      return false;
    }
    try {
      socket.send(JSON.stringify({ ...frame, timestamp: new Date().toISOString() }));
      return true;
    } catch (error) {
      fail('send_failed', error);
      return false;
    }
  };

  function open() {
    stopTimers();
    status = 'connecting';
    let current: WebSocket;
    try {
      current = new Socket(address());
    } catch (error) {
      fail('connection_failed', error);
      retry();
      return;
    }
    socket = current;
    connectTimer = setTimeout(() => {
      abandon(current);
      fail('connection_timeout');
      retry();
    }, connectTimeoutMs);
    current.onopen = () => {
      clearTimeout(connectTimer);
      status = 'open';
      if (options.ticket) {
        options.ticket().then(
          (ticket) => {
            if (ticket && socket === current) sendRaw({ type: 'AUTH', ticket });
          },
          (error: unknown) => fail('connection_failed', error),
        );
      } else {
        const token = options.auth?.getToken();
        if (token) sendRaw({ type: 'AUTH', token });
      }
      pingTimer = setInterval(() => sendRaw({ type: 'PING' }), pingIntervalMs);
      emit('open', undefined);
    };
    current.onmessage = (message: MessageEvent) => {
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(message.data)) as ServerFrame;
        // Server frame types are upper snake case, apart from the lifecycle events' names.
        if (!/^[A-Z_]+$/.test(frame?.type)) throw new TypeError('Not a server frame');
      } catch (error) {
        fail('parse_failed', error);
        return;
      }
      attempts = 0;
      emit(frame.type, frame as never);
    };
    current.onerror = (event: Event) => fail('connection_failed', event);
    current.onclose = (event: CloseEvent) => {
      abandon(current);
      stopTimers();
      socket = undefined;
      const final = finalCloseCodes.has(event.code);
      if (final) status = 'closed';
      emit('close', { code: event.code, reason: event.reason });
      if (!final) retry();
    };
  }

  return {
    get status() {
      return status;
    },
    connect() {
      if (status === 'open' || status === 'connecting') return;
      attempts = 0;
      open();
    },
    disconnect() {
      if (status === 'idle') return;
      stopTimers();
      const closing = socket;
      socket = undefined;
      status = 'idle';
      if (closing) abandon(closing, 1000);
      emit('close', { code: 1000, reason: '' });
    },
    send: (frame) => sendRaw(frame),
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      set.add(handler as (event: never) => void);
      return () => {
        set.delete(handler as (event: never) => void);
      };
    },
  };
}
