import { describe, expect, it } from 'vitest';
import { bearer, createAdmin } from '../../../test/factories.ts';
import { bookingPair, useTestSockets } from '../../../test/messaging.ts';
import { query } from '../../db/sql.ts';
import { useBookingsApp } from '../bookings/bookings.fixtures.ts';
import { unauthenticatedClose } from './socket.ts';

// The periodic session check is made slow here, so that only the statement writing the message
// can notice a session that ended.
const { t, properties } = useBookingsApp({ env: { MESSAGE_RATE_LIMIT: '3', SOCKET_SESSION_CHECK_MS: '3600000' } });
const socketFor = useTestSockets(t);
const db = () => t.app.propre.db.orm.em;

const texts = async (bookingId: string) =>
  (await query(db(), 'select text from message where booking_id = $1 order by id', [bookingId])).map((r) => r.text);

describe('SEND_MESSAGE', () => {
  it('stores the message: MESSAGE_SENT to the sending socket, NEW_MESSAGE and the unread count to the recipient', async () => {
    const { client, cleaner, bookingId } = await bookingPair(t, properties);
    const clientSocket = await socketFor(client);
    const cleanerSocket = await socketFor(cleaner);
    clientSocket.send({ type: 'SEND_MESSAGE', bookingId, text: '  Bonjour, à demain 9 h.  ', clientMessageId: 'c-1' });
    const sent = await clientSocket.next('MESSAGE_SENT');
    expect(sent).toMatchObject({
      clientMessageId: 'c-1',
      message: {
        bookingId,
        senderId: client.user.id,
        recipientId: cleaner.user.id,
        text: 'Bonjour, à demain 9 h.',
        readAt: null,
      },
    });
    expect(await cleanerSocket.next('NEW_MESSAGE')).toMatchObject({ uuidId: sent.message.id, message: sent.message });
    expect(await cleanerSocket.next('UNREAD_COUNT_UPDATE', (f) => f.count === 1)).toMatchObject({ count: 1 });
    const listed = await t.request({ method: 'GET', url: `/api/conversations/${bookingId}/messages`, headers: bearer(cleaner) });
    expect(listed.json().items).toEqual([sent.message]);
  });

  it('applies the HTTP send’s rules, each refusal an ERROR with the clientMessageId, nothing stored', async () => {
    const { client, bookingId } = await bookingPair(t, properties);
    const stranger = await bookingPair(t, properties);
    const socket = await socketFor(client);
    socket.send({ type: 'SEND_MESSAGE', bookingId, text: 'Appelez-moi au 514-555-0199', clientMessageId: 'phone' });
    expect(await socket.next('ERROR')).toMatchObject({
      code: 'message_contains_phone_number',
      requestType: 'SEND_MESSAGE',
      status: 422,
      clientMessageId: 'phone',
    });
    socket.send({ type: 'SEND_MESSAGE', bookingId: stranger.bookingId, text: 'Bonjour', clientMessageId: 'stranger' });
    expect(await socket.next('ERROR')).toMatchObject({
      code: 'conversation_not_found',
      status: 404,
      clientMessageId: 'stranger',
    });
    socket.send({ type: 'SEND_MESSAGE', bookingId, text: 'x'.repeat(2001), clientMessageId: 'long' });
    expect(await socket.next('ERROR')).toMatchObject({ code: 'socket_frame_invalid', clientMessageId: 'long' });
    expect(await texts(bookingId)).toEqual([]);
    expect(await texts(stranger.bookingId)).toEqual([]);
    // Administrators do not take part in conversations (403 over HTTP too).
    const admin = await socketFor(await createAdmin(t));
    admin.send({ type: 'SEND_MESSAGE', bookingId, text: 'Bonjour', clientMessageId: 'admin' });
    expect(await admin.next('ERROR')).toMatchObject({ code: 'forbidden', clientMessageId: 'admin' });
  });

  it('shares the per-person message limit with the HTTP send', async () => {
    const { client, bookingId } = await bookingPair(t, properties);
    const socket = await socketFor(client);
    const http = await t.request({
      method: 'POST',
      url: `/api/conversations/${bookingId}/messages`,
      headers: bearer(client),
      payload: { text: 'un' },
    });
    expect(http.statusCode).toBe(201);
    for (const text of ['deux', 'trois']) {
      socket.send({ type: 'SEND_MESSAGE', bookingId, text, clientMessageId: text });
      expect(await socket.next('MESSAGE_SENT')).toMatchObject({ clientMessageId: text });
    }
    socket.send({ type: 'SEND_MESSAGE', bookingId, text: 'quatre', clientMessageId: 'quatre' });
    expect(await socket.next('ERROR')).toMatchObject({ code: 'rate_limited', status: 429, clientMessageId: 'quatre' });
    expect(await texts(bookingId)).toEqual(['un', 'deux', 'trois']);
  });

  it('after sign-out nothing more is written: ERROR socket_auth_failed and close 4401, without waiting for the periodic check', async () => {
    const { client, cleaner, bookingId } = await bookingPair(t, properties);
    const socket = await socketFor(client);
    const cleanerSocket = await socketFor(cleaner);
    socket.send({ type: 'SEND_MESSAGE', bookingId, text: 'avant', clientMessageId: 'before' });
    await socket.next('MESSAGE_SENT');
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(client) })).statusCode).toBe(200);
    socket.send({ type: 'SEND_MESSAGE', bookingId, text: 'après', clientMessageId: 'after' });
    expect(await socket.next('ERROR')).toMatchObject({ code: 'socket_auth_failed', clientMessageId: 'after' });
    expect(await socket.closed).toMatchObject({ code: unauthenticatedClose });
    expect(await texts(bookingId)).toEqual(['avant']);
    expect(cleanerSocket.all('NEW_MESSAGE').map((f) => f.message.text)).toEqual(['avant']);
  });

  it('a suspended sender’s socket writes nothing either (its session row may still look live)', async () => {
    const { client, bookingId } = await bookingPair(t, properties);
    const socket = await socketFor(client);
    // The user row alone: the statement refuses a suspended or deleted sender whatever its sessions say.
    await query(db(), 'update app_user set suspended_at = now(), suspension_reason = $2 where id = $1', [client.user.id, 'test']);
    socket.send({ type: 'SEND_MESSAGE', bookingId, text: 'suspendu', clientMessageId: 'suspended' });
    expect(await socket.next('ERROR')).toMatchObject({ code: 'socket_auth_failed', clientMessageId: 'suspended' });
    expect(await texts(bookingId)).toEqual([]);
  });
});
