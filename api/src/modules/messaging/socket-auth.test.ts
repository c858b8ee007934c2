import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bearer, signUp } from '../../../test/factories.ts';
import { authedSocket, listen, TestSocket } from '../../../test/messaging.ts';
import { query } from '../../db/sql.ts';
import { useBookingsApp } from '../bookings/bookings.fixtures.ts';
import { newPartner, publishableKey } from '../partners/partners.fixtures.ts';
import { frameLimit, unauthenticatedClose } from './socket.ts';

const allowedOrigin = 'https://app.propre.test';
const { t } = useBookingsApp({
  env: {
    SOCKET_AUTH_TIMEOUT_MS: '400',
    SOCKET_SESSION_CHECK_MS: '200',
    PUBLIC_URL: allowedOrigin,
    CORS_ORIGINS: 'https://partner.example',
  },
});
const open: TestSocket[] = [];
let url: string;

beforeAll(async () => {
  url = (await listen(t)).ws;
});

afterEach(async () => {
  for (const socket of open.splice(0)) if (socket.socket.readyState === WebSocket.OPEN) await socket.close();
});

function connect(options: WebSocket.ClientOptions = {}): TestSocket {
  const socket = new TestSocket(url, options);
  open.push(socket);
  return socket;
}

async function ticketFor(session: { token: string }): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/api/auth/socket-ticket', headers: bearer(session) });
  expect(res.statusCode).toBe(201);
  return res.json().ticket;
}

describe('socket authentication', () => {
  it('authenticates with the session token in the AUTH frame, then sends the counts', async () => {
    const client = await signUp(t, { role: 'client' });
    const socket = connect();
    await socket.opened();
    socket.send({ type: 'AUTH', token: client.token });
    expect(await socket.next('AUTHENTICATED')).toMatchObject({ userId: client.user.id, role: 'client' });
    expect(await socket.next('UNREAD_COUNT_UPDATE')).toMatchObject({ count: 0 });
    expect(await socket.next('ADMIN_UNREAD_COUNT_UPDATE')).toMatchObject({ count: 0 });
    expect(socket.violations).toEqual([]);
  });

  it('refuses a wrong token with an error frame and closes with 4401', async () => {
    const socket = connect();
    await socket.opened();
    socket.send({ type: 'AUTH', token: 'x'.repeat(43) });
    expect(await socket.next('ERROR')).toMatchObject({ code: 'socket_auth_failed', requestType: 'AUTH' });
    expect((await socket.closed).code).toBe(unauthenticatedClose);
  });

  it('a ticket opens one socket only', async () => {
    const client = await signUp(t, { role: 'client' });
    const ticket = await ticketFor(client);
    const first = connect();
    await first.opened();
    first.send({ type: 'AUTH', ticket });
    expect(await first.next('AUTHENTICATED')).toMatchObject({ userId: client.user.id });

    const second = connect();
    await second.opened();
    second.send({ type: 'AUTH', ticket });
    expect(await second.next('ERROR')).toMatchObject({ code: 'socket_auth_failed' });
    expect((await second.closed).code).toBe(unauthenticatedClose);
  });

  it('an expired ticket is refused', async () => {
    const client = await signUp(t, { role: 'client' });
    const ticket = await ticketFor(client);
    await query(t.app.propre.db.orm.em, `update socket_ticket set expires_at = now() - interval '1 second'`);
    const socket = connect();
    await socket.opened();
    socket.send({ type: 'AUTH', ticket });
    expect(await socket.next('ERROR')).toMatchObject({ code: 'socket_auth_failed' });
  });

  it('a ticket of a session that signed out is refused', async () => {
    const client = await signUp(t, { role: 'client' });
    const ticket = await ticketFor(client);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(client) })).statusCode).toBe(200);
    const socket = connect();
    await socket.opened();
    socket.send({ type: 'AUTH', ticket });
    expect(await socket.next('ERROR')).toMatchObject({ code: 'socket_auth_failed' });
  });

  it('closes the sockets of a session that signs out', async () => {
    const client = await signUp(t, { role: 'client' });
    const byToken = await authedSocket(t, client);
    const ticketSocket = connect();
    await ticketSocket.opened();
    ticketSocket.send({ type: 'AUTH', ticket: await ticketFor(client) });
    await ticketSocket.next('AUTHENTICATED');
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(client) })).statusCode).toBe(200);
    for (const socket of [byToken, ticketSocket]) {
      expect(await socket.closed).toMatchObject({ code: unauthenticatedClose, reason: 'session ended' });
    }
  });

  it('tickets need a session', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/socket-ticket' });
    expect([res.statusCode, res.json().code]).toEqual([401, 'unauthenticated']);
  });

  it('closes a socket that does not authenticate in time', async () => {
    const socket = connect();
    await socket.opened();
    expect(await socket.next('ERROR', () => true, 3_000)).toMatchObject({ code: 'socket_auth_timeout' });
    expect((await socket.closed).code).toBe(unauthenticatedClose);
  });

  it('answers any other frame before authentication with socket_not_authenticated', async () => {
    const socket = connect();
    await socket.opened();
    socket.send({ type: 'PING' });
    expect(await socket.next('ERROR')).toMatchObject({ code: 'socket_not_authenticated', requestType: 'PING' });
    expect(socket.all('PONG')).toEqual([]);
  });

  it('refuses the upgrade from a foreign origin (403) and accepts the allowed ones', async () => {
    await expect(connect({ origin: 'https://evil.example' }).opened()).rejects.toThrow('HTTP 403');
    await expect(connect({ origin: allowedOrigin }).opened()).resolves.toBeUndefined();
    await expect(connect({ origin: 'https://partner.example' }).opened()).resolves.toBeUndefined();
  });

  it('accepts a page this server served on a loopback host, and no other port or host (issue 21, finding 10)', async () => {
    const port = Number(new URL(url).port);
    const client = await signUp(t, { role: 'client' });
    const byIp = connect({ origin: `http://127.0.0.1:${port}`, headers: { cookie: `propre_session=${client.token}` } });
    expect(await byIp.next('AUTHENTICATED')).toMatchObject({ userId: client.user.id });
    const byName = new TestSocket(`ws://localhost:${port}/ws/messages`, { origin: `http://localhost:${port}` });
    open.push(byName);
    await expect(byName.opened()).resolves.toBeUndefined();
    // Another port on the same machine is another application.
    await expect(connect({ origin: `http://127.0.0.1:${port + 1}` }).opened()).rejects.toThrow('HTTP 403');
    // A page from elsewhere does not become ours by naming our host.
    await expect(connect({ origin: 'http://evil.example', headers: { host: 'evil.example' } }).opened()).rejects.toThrow(
      'HTTP 403',
    );
    await expect(connect({ origin: `http://localhost:${port}` }).opened()).rejects.toThrow('HTTP 403');
  });

  it('authenticates a browser by its session cookie from an allowed origin only', async () => {
    const client = await signUp(t, { role: 'cleaner' });
    const fromApp = connect({ origin: allowedOrigin, headers: { cookie: `propre_session=${client.token}` } });
    expect(await fromApp.next('AUTHENTICATED')).toMatchObject({ userId: client.user.id, role: 'cleaner' });

    // Without an Origin the cookie counts for nothing: only a token or a ticket authenticates.
    const noOrigin = connect({ headers: { cookie: `propre_session=${client.token}` } });
    await noOrigin.opened();
    noOrigin.send({ type: 'PING' });
    expect(await noOrigin.next('ERROR')).toMatchObject({ code: 'socket_not_authenticated' });
  });

  it('opens from a partner page a live publishable key allows, by ticket only, never by our cookie (issue 38)', async () => {
    const partnerPage = 'https://www.gestion-immo.example';
    await expect(connect({ origin: partnerPage }).opened()).rejects.toThrow('HTTP 403');
    const partner = await newPartner(t);
    await publishableKey(t, partner, [partnerPage]);
    const client = await signUp(t, { role: 'client' });
    // A third-party cookie the browser still sent: it authenticates nothing from a partner's page.
    const withCookie = connect({ origin: partnerPage, headers: { cookie: `propre_session=${client.token}` } });
    await withCookie.opened();
    withCookie.send({ type: 'PING' });
    expect(await withCookie.next('ERROR')).toMatchObject({ code: 'socket_not_authenticated' });
    // The embed's way: a ticket bought with its bearer token, in the first frame.
    const embedded = connect({ origin: partnerPage });
    await embedded.opened();
    embedded.send({ type: 'AUTH', ticket: await ticketFor(client) });
    expect(await embedded.next('AUTHENTICATED')).toMatchObject({ userId: client.user.id });
    // A page no key allows stays refused.
    await expect(connect({ origin: 'https://other-partner.example' }).opened()).rejects.toThrow('HTTP 403');
  });

  it('answers unreadable or unknown frames with socket_frame_invalid and stays open', async () => {
    const client = await signUp(t, { role: 'client' });
    const socket = await authedSocket(t, client);
    open.push(socket);
    socket.socket.send('not json');
    expect(await socket.next('ERROR')).toMatchObject({ code: 'socket_frame_invalid', requestType: null });
    socket.send({ type: 'SHOUT' });
    expect(await socket.next('ERROR')).toMatchObject({ code: 'socket_frame_invalid', requestType: 'SHOUT' });
    socket.socket.send(JSON.stringify({ type: 'PING' }));
    expect(await socket.next('ERROR')).toMatchObject({ code: 'socket_frame_invalid', requestType: 'PING' });
    socket.send({ type: 'AUTH', token: client.token });
    expect(await socket.next('ERROR')).toMatchObject({ code: 'socket_frame_invalid', requestType: 'AUTH' });
    socket.send({ type: 'PING' });
    expect(await socket.next('PONG')).toMatchObject({ type: 'PONG' });
    expect(socket.violations).toEqual([]);
  });

  it('refuses frames beyond the per-socket limit and keeps the socket open', async () => {
    const client = await signUp(t, { role: 'client' });
    const socket = await authedSocket(t, client);
    open.push(socket);
    for (let i = 0; i < frameLimit.max + 5; i++) socket.send({ type: 'PING' });
    await socket.next('ERROR', (f) => f.code === 'rate_limited');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The AUTH frame counted too.
    expect(socket.all('PONG')).toHaveLength(frameLimit.max - 1);
    expect(socket.all('ERROR').filter((f) => f.code === 'rate_limited')).toHaveLength(6);
    expect(socket.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('speaks the user’s language in error frames', async () => {
    const english = await signUp(t, { role: 'client' });
    await t.request({ method: 'PATCH', url: '/api/users/me', headers: bearer(english), payload: { language: 'en' } });
    const socket = await authedSocket(t, english);
    open.push(socket);
    socket.send({ type: 'SHOUT' });
    expect((await socket.next('ERROR')).message).toMatch(/^Invalid frame/);
  });

  it('serves the protocol at /asyncapi.json', async () => {
    // Not an operation of the HTTP contract: read it directly, as the docs test does /openapi.json.
    const res = await t.app.inject({ method: 'GET', url: '/asyncapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.asyncapi).toBe('3.0.0');
    expect(doc.channels.messages.address).toBe('/ws/messages');
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['SocketNewMessageFrame', 'SocketErrorFrame']));
  });
});
