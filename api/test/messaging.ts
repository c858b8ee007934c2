/**
 * TEST SUPPORT for the messaging area: a real `ws` client on the app listening on a real port,
 * checking every frame the server sends against the contract, and confirmed bookings made
 * through the API.
 */
import { openapi } from '@propre/openapi';
import type { components } from '@propre/openapi/types';
import { afterEach, expect } from 'vitest';
import WebSocket from 'ws';
import {
  book,
  bookingBody,
  clientWithProperty,
  daysAhead,
  listedCleaner,
  type Session,
} from '../src/modules/bookings/bookings.fixtures.ts';
import { createContractAjv, schemaRef } from '../src/plugins/contract/validation.ts';
import type { propertyMaker } from './bookings-edges.ts';
import type { TestApp } from './build-app.ts';
import { bearer } from './factories.ts';

export type ServerFrame = components['schemas']['SocketServerFrame'];
export type FrameOf<T extends ServerFrame['type']> = Extract<ServerFrame, { type: T }>;

const validateFrame = createContractAjv(openapi, { coerce: false }).compile(schemaRef('/components/schemas/SocketServerFrame'));

/** Listens on a free loopback port (once per app) and answers the base URLs. */
export async function listen(t: TestApp): Promise<{ http: string; ws: string }> {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') await t.app.listen({ host: '127.0.0.1', port: 0 });
  const bound = t.app.server.address();
  if (!bound || typeof bound === 'string') throw new Error('not listening');
  return { http: `http://127.0.0.1:${bound.port}`, ws: `ws://127.0.0.1:${bound.port}/ws/messages` };
}

export class TestSocket {
  readonly frames: ServerFrame[] = [];
  readonly violations: string[] = [];
  readonly socket: WebSocket;
  readonly closed: Promise<{ code: number; reason: string }>;
  #waiters: Array<{ test: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }> = [];
  #seen = 0;

  constructor(url: string, options: WebSocket.ClientOptions = {}) {
    this.socket = new WebSocket(url, options);
    this.closed = new Promise((resolve) => {
      this.socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    this.socket.on('message', (data) => {
      const parsed = JSON.parse(data.toString()) as ServerFrame;
      const type = parsed.type;
      if (!validateFrame(parsed)) this.violations.push(`${type}: ${JSON.stringify(validateFrame.errors)}`);
      this.frames.push(parsed);
      this.#waiters = this.#waiters.filter((w) => {
        if (!w.test(parsed)) return true;
        w.resolve(parsed);
        return false;
      });
    });
  }

  /** Resolves when the upgrade succeeded; rejects with the HTTP status when it was refused. */
  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.socket.readyState === WebSocket.OPEN) return resolve();
      this.socket.once('open', () => resolve());
      this.socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
      this.socket.once('error', reject);
    });
  }

  send(frame: Record<string, unknown>): void {
    this.socket.send(JSON.stringify({ timestamp: new Date().toISOString(), ...frame }));
  }

  /**
   * The next frame of this type (and matching the test) received after the previous `next`
   * call's frame, or already buffered; fails after `timeoutMs`.
   */
  next<T extends ServerFrame['type']>(
    type: T,
    test: (f: FrameOf<T>) => boolean = () => true,
    timeoutMs = 5_000,
  ): Promise<FrameOf<T>> {
    const matches = (f: ServerFrame) => f.type === type && test(f as FrameOf<T>);
    const buffered = this.frames.slice(this.#seen).findIndex(matches);
    if (buffered >= 0) {
      const found = this.frames[this.#seen + buffered] as FrameOf<T>;
      this.#seen += buffered + 1;
      return Promise.resolve(found);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${this.types().join(', ')}`)),
        timeoutMs,
      );
      this.#waiters.push({
        test: matches,
        resolve: (f) => {
          clearTimeout(timer);
          this.#seen = this.frames.length;
          resolve(f as FrameOf<T>);
        },
      });
    });
  }

  /** Frames of a type received so far. */
  all<T extends ServerFrame['type']>(type: T): FrameOf<T>[] {
    return this.frames.filter((f) => f.type === type) as FrameOf<T>[];
  }

  types(): string[] {
    return this.frames.map((f) => f.type);
  }

  close(): Promise<{ code: number; reason: string }> {
    this.socket.close(1000);
    return this.closed;
  }
}

/** A socket authenticated with the session token (AUTH frame), after AUTHENTICATED arrived. */
export async function authedSocket(t: TestApp, session: { token: string }): Promise<TestSocket> {
  const { ws } = await listen(t);
  const socket = new TestSocket(ws);
  await socket.opened();
  socket.send({ type: 'AUTH', token: session.token });
  const { role } = await socket.next('AUTHENTICATED');
  // The counts (and presences) come right after AUTHENTICATED, before anything else.
  await socket.next('UNREAD_COUNT_UPDATE');
  if (role !== 'admin') await socket.next('ADMIN_UNREAD_COUNT_UPDATE');
  return socket;
}

/**
 * The authenticated sockets a test file opens: after each test, every frame each one received
 * must have matched the contract, and each is closed.
 */
export function useTestSockets(t: TestApp): (session: { token: string }) => Promise<TestSocket> {
  const open: TestSocket[] = [];
  afterEach(async () => {
    for (const socket of open.splice(0)) {
      expect(socket.violations).toEqual([]);
      if (socket.socket.readyState === WebSocket.OPEN) await socket.close();
    }
  });
  return async (session) => {
    const socket = await authedSocket(t, session);
    open.push(socket);
    return socket;
  };
}

/** Waits a little and answers the frames received meanwhile (to show that nothing came). */
export async function quietFor(socket: TestSocket, ms = 300): Promise<string[]> {
  const before = socket.frames.length;
  await new Promise((resolve) => setTimeout(resolve, ms));
  return socket.frames.slice(before).map((f) => f.type);
}

export interface Pair {
  client: Session;
  cleaner: Session;
  bookingId: string;
}

let day = 0;
/** A fresh cleaner and client, and a booking of theirs; accepted (confirmed) unless `pending`. */
export async function bookingPair(
  t: TestApp,
  properties: ReturnType<typeof propertyMaker>,
  options: {
    pending?: boolean;
    clientName?: string;
    cleanerName?: string;
    /** Runs once both people exist, before the booking is made (e.g. to open the cleaner's socket). */
    beforeBooking?: (people: { client: Session; cleaner: Session }) => Promise<void>;
  } = {},
): Promise<Pair> {
  const cleaner = await listedCleaner(t, {}, options.cleanerName ?? 'Sophie Gagnon');
  const { client, propertyId } = await clientWithProperty(t, properties, {}, { name: options.clientName ?? 'Marie Tremblay' });
  await options.beforeBooking?.({ client, cleaner });
  day += 1;
  const booking = await book(t, client, bookingBody(cleaner.user.id, propertyId, { date: daysAhead(5 + (day % 60)) }));
  if (!options.pending) {
    const res = await t.request({ method: 'POST', url: `/api/bookings/${booking.id}/accept`, headers: bearer(cleaner) });
    if (res.statusCode !== 200) throw new Error(`accept: ${res.statusCode} ${res.body}`);
  }
  return { client, cleaner, bookingId: booking.id };
}

/** Sends a message through the API; fails the test unless it is accepted. */
export async function sendMessage(t: TestApp, session: Session, bookingId: string, text: string) {
  const res = await t.request({
    method: 'POST',
    url: `/api/conversations/${bookingId}/messages`,
    headers: bearer(session),
    payload: { text },
  });
  if (res.statusCode !== 201) throw new Error(`send: ${res.statusCode} ${res.body}`);
  return res.json<components['schemas']['Message']>();
}
