// The API has no /ws/messages endpoint yet: a real `ws` WebSocketServer stands in for it, and
// the client connects with the standard WebSocket of Node. Timers are faked (setTimeout and
// setInterval only) so the backoff delays can be asserted exactly; sockets stay real, so every
// wait on the network goes through events, never through timers.
import { once } from 'node:events';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type WebSocket as ServerSocket, WebSocketServer } from 'ws';
import { createPropreClient } from '../client.ts';
import {
  createRealtimeClient,
  createUnreadCountFallback,
  type RealtimeClient,
  type RealtimeEvents,
  type RealtimeOptions,
  realtimeUrl,
  reconnectDelay,
  socketTicketSource,
} from './index.ts';

let wss: WebSocketServer;
let origin: string;
let client: RealtimeClient | undefined;
/** What the server does with each connection once the client's first frame arrives. */
let onFirstFrame: (socket: ServerSocket, frame: Record<string, unknown>) => void;
const connections: { path: string | undefined; socket: ServerSocket }[] = [];
const firstFrames: Record<string, unknown>[] = [];

beforeEach(async () => {
  connections.length = 0;
  firstFrames.length = 0;
  onFirstFrame = () => undefined;
  wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(wss, 'listening');
  origin = `http://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  wss.on('connection', (socket, request) => {
    connections.push({ path: request.url, socket });
    socket.once('message', (data) => {
      const frame = JSON.parse(String(data)) as Record<string, unknown>;
      firstFrames.push(frame);
      onFirstFrame(socket, frame);
    });
  });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

afterEach(async () => {
  client?.disconnect();
  client = undefined;
  vi.useRealTimers();
  for (const socket of wss.clients) socket.terminate();
  await new Promise((resolve) => wss.close(resolve));
});

/** Counts the sockets the client opens: each one is a connection attempt. */
let created = 0;
class CountingWebSocket extends WebSocket {
  constructor(url: string) {
    super(url);
    created += 1;
  }
}

function start(options: RealtimeOptions = {}): RealtimeClient {
  created = 0;
  client = createRealtimeClient({
    baseUrl: origin,
    auth: { getToken: () => 'tok_live' },
    WebSocket: CountingWebSocket,
    random: () => 0,
    ...options,
  });
  return client;
}

/** The next event of a type, as a promise (subscribe before causing it). */
function next<Type extends keyof RealtimeEvents>(realtime: RealtimeClient, type: Type): Promise<RealtimeEvents[Type]> {
  return new Promise((resolve) => {
    const off = realtime.on(type, (event) => {
      off();
      resolve(event);
    });
  });
}

/** The next message the server receives on a socket. */
async function received(socket: ServerSocket): Promise<Record<string, unknown>> {
  const [data] = (await once(socket, 'message')) as [Buffer];
  return JSON.parse(String(data)) as Record<string, unknown>;
}

async function openConnection(realtime: RealtimeClient): Promise<ServerSocket> {
  const opened = next(realtime, 'open');
  const connected = once(wss, 'connection') as Promise<[ServerSocket]>;
  realtime.connect();
  await opened;
  const [socket] = await connected;
  return socket;
}

describe('realtime client: connection', () => {
  it('connects to /ws/messages and sends AUTH with the token as the first frame, never in the URL', async () => {
    const realtime = start();
    const authenticated = new Promise<Record<string, unknown>>((resolve) => {
      onFirstFrame = (_socket, frame) => resolve(frame);
    });
    await openConnection(realtime);
    const frame = await authenticated;
    expect(realtime.status).toBe('open');
    expect(connections[0]?.path).toBe('/ws/messages');
    expect(frame).toEqual({ type: 'AUTH', token: 'tok_live', timestamp: expect.any(String) });
    expect(new Date(String(frame.timestamp)).toISOString()).toBe(frame.timestamp);
  });

  it('with a ticket source, asks it on every open and sends AUTH with a fresh ticket, never the token', async () => {
    let issued = 0;
    const realtime = start({ ticket: async () => `tkt_${++issued}` });
    const authenticated = new Promise<Record<string, unknown>>((resolve) => {
      onFirstFrame = (_socket, frame) => resolve(frame);
    });
    await openConnection(realtime);
    expect(await authenticated).toEqual({ type: 'AUTH', ticket: 'tkt_1', timestamp: expect.any(String) });
    realtime.disconnect();
    const again = new Promise<Record<string, unknown>>((resolve) => {
      onFirstFrame = (_socket, frame) => resolve(frame);
    });
    await openConnection(realtime);
    expect(await again).toEqual({ type: 'AUTH', ticket: 'tkt_2', timestamp: expect.any(String) });
  });

  it('buys each ticket with the client that holds the bearer token (socketTicketSource)', async () => {
    const asked: Request[] = [];
    const api = createPropreClient({
      baseUrl: 'https://api.propre.test',
      auth: { getToken: () => 'tok_embed' },
      fetch: async (request) => {
        asked.push(request as Request);
        return Response.json({ ticket: 'tkt_bought', expiresAt: '2026-12-07T00:01:00.000Z' }, { status: 201 });
      },
    });
    expect(await socketTicketSource(api)()).toBe('tkt_bought');
    expect(asked[0]?.method).toBe('POST');
    expect(asked[0]?.url).toBe('https://api.propre.test/api/auth/socket-ticket');
    expect(asked[0]?.headers.get('authorization')).toBe('Bearer tok_embed');
  });

  it('derives the socket URL from the API origin: same host, wss when https', () => {
    expect(realtimeUrl('https://propre.ca')).toBe('wss://propre.ca/ws/messages');
    expect(realtimeUrl('http://localhost:3000/')).toBe('ws://localhost:3000/ws/messages');
    expect(realtimeUrl('https://partner.example/app/')).toBe('wss://partner.example/ws/messages');
  });

  it('pings every 30 seconds and delivers the PONG to its subscribers', async () => {
    const realtime = start();
    const socket = await openConnection(realtime);
    await received(socket); // AUTH
    const ping = received(socket);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await ping).toEqual({ type: 'PING', timestamp: expect.any(String) });

    const pong = next(realtime, 'PONG');
    socket.send(JSON.stringify({ type: 'PONG', timestamp: new Date().toISOString() }));
    expect((await pong).type).toBe('PONG');

    const secondPing = received(socket);
    await vi.advanceTimersByTimeAsync(30_000);
    expect((await secondPing).type).toBe('PING');
  });

  it('delivers server frames by type until the handler unsubscribes', async () => {
    const realtime = start();
    const socket = await openConnection(realtime);
    const counts: number[] = [];
    const off = realtime.on('UNREAD_COUNT_UPDATE', (frame) => counts.push(frame.count));
    const first = next(realtime, 'UNREAD_COUNT_UPDATE');
    socket.send(JSON.stringify({ type: 'UNREAD_COUNT_UPDATE', count: 4, timestamp: new Date().toISOString() }));
    await first;
    off();
    const second = next(realtime, 'UNREAD_COUNT_UPDATE');
    socket.send(JSON.stringify({ type: 'UNREAD_COUNT_UPDATE', count: 5, timestamp: new Date().toISOString() }));
    expect((await second).count).toBe(5);
    expect(counts).toEqual([4]);
  });

  it('sends frames with a timestamp, and reports send_failed when the socket is not open', async () => {
    const realtime = start();
    const failure = next(realtime, 'error');
    expect(realtime.send({ type: 'REQUEST_UNREAD_COUNT' })).toBe(false);
    expect(await failure).toMatchObject({ code: 'send_failed', message: 'Failed to send message' });

    const socket = await openConnection(realtime);
    await received(socket); // AUTH
    const typing = received(socket);
    expect(realtime.send({ type: 'USER_TYPING', recipientId: 'usr_2', bookingId: 'bkg_1', isTyping: true })).toBe(true);
    expect(await typing).toEqual({
      type: 'USER_TYPING',
      recipientId: 'usr_2',
      bookingId: 'bkg_1',
      isTyping: true,
      timestamp: expect.any(String),
    });
  });

  it('reports a frame that is not JSON as parse_failed and stays connected', async () => {
    const realtime = start();
    const socket = await openConnection(realtime);
    const failure = next(realtime, 'error');
    socket.send('{not json');
    expect(await failure).toMatchObject({ code: 'parse_failed', message: 'Failed to parse message' });
    const update = next(realtime, 'CONVERSATIONS_UPDATE');
    socket.send(JSON.stringify({ type: 'CONVERSATIONS_UPDATE', conversations: [], timestamp: new Date().toISOString() }));
    expect((await update).conversations).toEqual([]);
    expect(realtime.status).toBe('open');
  });

  it('gives up on a connection that does not open within 10 seconds (connection_timeout) and retries', async () => {
    // A TCP server that accepts and never answers the WebSocket handshake.
    const silent: Server = createServer(() => undefined);
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    try {
      const realtime = start({ baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` });
      const errors: string[] = [];
      realtime.on('error', (error) => errors.push(error.code));
      const reconnecting = next(realtime, 'reconnecting');
      const accepted = once(silent, 'connection');
      realtime.connect();
      await accepted;
      await vi.advanceTimersByTimeAsync(9_999);
      expect(realtime.status).toBe('connecting');
      expect(errors).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(errors).toEqual(['connection_timeout']);
      expect(await reconnecting).toEqual({ attempt: 1, delayMs: 2000 });
    } finally {
      silent.close();
    }
  });

  it('reports a refused connection as connection_failed and retries', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const realtime = start({ baseUrl: `http://127.0.0.1:${port}` });
    const failure = next(realtime, 'error');
    const reconnecting = next(realtime, 'reconnecting');
    realtime.connect();
    expect(await failure).toMatchObject({ code: 'connection_failed', message: 'WebSocket connection failed' });
    expect(await reconnecting).toEqual({ attempt: 1, delayMs: 2000 });
  });
});

describe('realtime client: reconnect policy', () => {
  it('retries an abnormal close 5 times after 2000, 3000, 4500, 6750 and 10125 ms, then emits reconnect-failed', async () => {
    // Accepts, reads the AUTH frame, then drops the connection without a close frame (1006).
    onFirstFrame = (socket) => socket.terminate();
    const realtime = start();
    const closes: number[] = [];
    realtime.on('close', (event) => closes.push(event.code));
    let failed: { attempts: number } | undefined;
    realtime.on('reconnect-failed', (event) => {
      failed = event;
    });

    let reconnecting = next(realtime, 'reconnecting');
    realtime.connect();
    const expected = [2000, 3000, 4500, 6750, 10_125];
    for (const [index, delayMs] of expected.entries()) {
      expect(await reconnecting).toEqual({ attempt: index + 1, delayMs });
      expect(realtime.status).toBe('reconnecting');
      await vi.advanceTimersByTimeAsync(delayMs - 1);
      expect(created).toBe(index + 1);
      const settled = index + 1 < expected.length ? next(realtime, 'reconnecting') : next(realtime, 'reconnect-failed');
      reconnecting = settled as Promise<RealtimeEvents['reconnecting']>;
      await vi.advanceTimersByTimeAsync(1);
      expect(created).toBe(index + 2);
    }
    await reconnecting;
    expect(failed).toEqual({ attempts: 5 });
    expect(realtime.status).toBe('closed');
    expect(closes).toEqual([1006, 1006, 1006, 1006, 1006, 1006]);
    expect(firstFrames.map((frame) => frame.type)).toEqual(['AUTH', 'AUTH', 'AUTH', 'AUTH', 'AUTH', 'AUTH']);

    await vi.advanceTimersByTimeAsync(120_000);
    expect(created).toBe(6);
  });

  it('caps the delay at 30 seconds plus up to 10 % jitter', () => {
    expect(reconnectDelay(0, () => 0)).toBe(2000);
    expect(reconnectDelay(0, () => 0.5)).toBe(2100);
    expect(reconnectDelay(4, () => 0.999)).toBe(Math.round(10_125 * 1.0999));
    expect(reconnectDelay(9, () => 0)).toBe(30_000);
    expect(reconnectDelay(9, () => 0.999)).toBe(32_997);
  });

  it.each([
    [1000, 'normal closure'],
    [1001, 'going away'],
    [1005, 'no status'],
    [4429, 'socket limit: a newer socket of the same person took its place'],
  ])('does not retry after the server closes with %i (%s)', async (code) => {
    onFirstFrame = (socket) => (code === 1005 ? socket.close() : socket.close(code));
    const realtime = start();
    const reconnects: unknown[] = [];
    realtime.on('reconnecting', (event) => reconnects.push(event));
    const closed = next(realtime, 'close');
    realtime.connect();
    expect((await closed).code).toBe(code);
    expect(realtime.status).toBe('closed');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(reconnects).toEqual([]);
    expect(created).toBe(1);
  });

  it('stops retrying on disconnect()', async () => {
    onFirstFrame = (socket) => socket.terminate();
    const realtime = start();
    const reconnecting = next(realtime, 'reconnecting');
    realtime.connect();
    expect(await reconnecting).toEqual({ attempt: 1, delayMs: 2000 });
    realtime.disconnect();
    expect(realtime.status).toBe('idle');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(created).toBe(1);
  });

  it('closes with 1000 on disconnect() and does not reconnect', async () => {
    const realtime = start();
    const socket = await openConnection(realtime);
    const serverClose = once(socket, 'close') as Promise<[number]>;
    realtime.disconnect();
    const [code] = await serverClose;
    expect(code).toBe(1000);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(created).toBe(1);
    expect(realtime.status).toBe('idle');
  });

  it('re-arms the attempts once the server answers on a new connection', async () => {
    // First connection dropped; the second one answers, then is dropped too.
    let connection = 0;
    onFirstFrame = (socket) => {
      connection += 1;
      if (connection === 1) socket.terminate();
      else socket.send(JSON.stringify({ type: 'UNREAD_COUNT_UPDATE', count: 0, timestamp: new Date().toISOString() }));
    };
    const realtime = start();
    const first = next(realtime, 'reconnecting');
    realtime.connect();
    expect(await first).toEqual({ attempt: 1, delayMs: 2000 });
    const answered = next(realtime, 'UNREAD_COUNT_UPDATE');
    await vi.advanceTimersByTimeAsync(2000);
    await answered;
    const again = next(realtime, 'reconnecting');
    connections[1]?.socket.terminate();
    expect(await again).toEqual({ attempt: 1, delayMs: 2000 });
  });
});

describe('unread count fallback', () => {
  it('polls while the socket is down and stops once it is back', async () => {
    let accept = false;
    onFirstFrame = (socket) => {
      if (!accept) socket.terminate();
    };
    const realtime = start();
    const counts: number[] = [];
    let calls = 0;
    createUnreadCountFallback({
      realtime,
      fetchUnread: async () => {
        calls += 1;
        return calls * 10;
      },
      onCount: (count) => counts.push(count),
    });
    const reconnecting = next(realtime, 'reconnecting');
    realtime.connect();
    await reconnecting;
    await vi.advanceTimersByTimeAsync(0);
    expect(counts).toEqual([10]);

    accept = true;
    const reopened = next(realtime, 'open');
    await vi.advanceTimersByTimeAsync(2000);
    await reopened;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(counts).toEqual([10]);
  });

  it('polls every 30 seconds and stops after 3 consecutive failures', async () => {
    onFirstFrame = (socket) => socket.close(1001);
    const realtime = start();
    const errors: unknown[] = [];
    let calls = 0;
    const fallback = createUnreadCountFallback({
      realtime,
      fetchUnread: async () => {
        calls += 1;
        throw new Error('Failed to fetch unread messages');
      },
      onCount: () => undefined,
      onError: (error) => errors.push(error),
    });
    expect(fallback.polling).toBe(false);
    const closed = next(realtime, 'close');
    realtime.connect();
    await closed;
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    expect(fallback.polling).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(3);
    expect(fallback.polling).toBe(false);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(calls).toBe(3);
    expect(errors).toHaveLength(3);
  });

  it('does not poll again after giving up, while the reconnect attempts keep failing', async () => {
    onFirstFrame = (socket) => socket.terminate();
    const realtime = start();
    let calls = 0;
    createUnreadCountFallback({
      realtime,
      intervalMs: 500,
      fetchUnread: async () => {
        calls += 1;
        throw new Error('Failed to fetch unread messages');
      },
      onCount: () => undefined,
    });
    let reconnecting = next(realtime, 'reconnecting');
    realtime.connect();
    await reconnecting;
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(3);
    // Each reconnect attempt (at 2000, 3000, 4500, 6750 ms) closes again.
    for (const delayMs of [1000, 3000, 4500, 6750]) {
      reconnecting = next(realtime, 'reconnecting');
      await vi.advanceTimersByTimeAsync(delayMs);
      await reconnecting;
    }
    const failed = next(realtime, 'reconnect-failed');
    await vi.advanceTimersByTimeAsync(10_125);
    await failed;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(3);
  });

  it('polls again after giving up once the socket has delivered an unread count', async () => {
    let answer = false;
    onFirstFrame = (socket) => {
      if (answer) socket.send(JSON.stringify({ type: 'UNREAD_COUNT_UPDATE', count: 2, timestamp: new Date().toISOString() }));
      else socket.terminate();
    };
    const realtime = start();
    let calls = 0;
    const counts: number[] = [];
    createUnreadCountFallback({
      realtime,
      intervalMs: 500,
      fetchUnread: async () => {
        calls += 1;
        if (!answer) throw new Error('Failed to fetch unread messages');
        return 7;
      },
      onCount: (count) => counts.push(count),
    });
    const reconnecting = next(realtime, 'reconnecting');
    realtime.connect();
    await reconnecting;
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(3);

    answer = true;
    const pushed = next(realtime, 'UNREAD_COUNT_UPDATE');
    await vi.advanceTimersByTimeAsync(1000);
    await pushed;
    const closed = next(realtime, 'close');
    connections.at(-1)?.socket.terminate();
    await closed;
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(4);
    expect(counts).toEqual([7]);
  });

  it('stops polling on disconnect()', async () => {
    onFirstFrame = (socket) => socket.terminate();
    const realtime = start();
    let calls = 0;
    const fallback = createUnreadCountFallback({
      realtime,
      fetchUnread: async () => {
        calls += 1;
        return 0;
      },
      onCount: () => undefined,
    });
    const reconnecting = next(realtime, 'reconnecting');
    realtime.connect();
    await reconnecting;
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    realtime.disconnect();
    expect(fallback.polling).toBe(false);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(calls).toBe(1);
  });
});
