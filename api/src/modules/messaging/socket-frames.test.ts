import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/factories.ts';
import { bookingPair, quietFor, sendMessage, useTestSockets } from '../../../test/messaging.ts';
import { query } from '../../db/sql.ts';
import { useBookingsApp } from '../bookings/bookings.fixtures.ts';
import { bookingEventQueue } from './booking-events.ts';

const { t, properties } = useBookingsApp({ env: { MESSAGE_RATE_LIMIT: '1000' } });
const socketFor = useTestSockets(t);

/**
 * A confirmed booking whose confirmation has been announced: the booking-event job (picked up
 * by a worker polling every 0.5 s) sends CONVERSATIONS_UPDATE and BOOKING_UPDATE to the sockets
 * open when it runs, so a test that opens sockets and then expects silence waits for it first.
 */
async function confirmedPair() {
  const pair = await bookingPair(t, properties);
  for (let waited = 0; ; waited += 50) {
    const [row] = await query<{ waiting: string }>(
      t.app.propre.db.orm.em,
      `select count(*) as waiting from pgboss.job
        where name = $1 and data->>'bookingId' = $2 and state not in ('completed', 'failed', 'cancelled')`,
      [bookingEventQueue, pair.bookingId],
    );
    if (Number(row?.waiting) === 0) return pair;
    if (waited > 10_000) throw new Error(`the booking event of ${pair.bookingId} is still waiting`);
    await sleep(50);
  }
}

describe('server frames', () => {
  it('NEW_MESSAGE reaches both people, UNREAD_COUNT_UPDATE the recipient', async () => {
    const { client, cleaner, bookingId } = await confirmedPair();
    const clientSocket = await socketFor(client);
    const cleanerSocket = await socketFor(cleaner);
    const sent = await sendMessage(t, client, bookingId, 'Bonjour, à demain 9 h.');
    const received = await cleanerSocket.next('NEW_MESSAGE');
    expect(received).toMatchObject({ bookingUuid: bookingId, uuidId: sent.id, message: sent });
    expect((await clientSocket.next('NEW_MESSAGE')).uuidId).toBe(sent.id);
    expect(await cleanerSocket.next('UNREAD_COUNT_UPDATE', (f) => f.count === 1)).toMatchObject({ count: 1 });
  });

  it('READ_RECEIPT (client frame) marks read: the sender gets READ_RECEIPT, the reader UNREAD_COUNT_UPDATE', async () => {
    const { client, cleaner, bookingId } = await confirmedPair();
    const clientSocket = await socketFor(client);
    const cleanerSocket = await socketFor(cleaner);
    await sendMessage(t, cleaner, bookingId, 'Un');
    const second = await sendMessage(t, cleaner, bookingId, 'Deux');
    await clientSocket.next('UNREAD_COUNT_UPDATE', (f) => f.count === 2);
    clientSocket.send({ type: 'READ_RECEIPT', bookingId, messageId: second.id });
    const receipt = await cleanerSocket.next('READ_RECEIPT');
    expect(receipt).toMatchObject({ bookingUuid: bookingId, messageId: second.id, readBy: client.user.id });
    expect(await clientSocket.next('UNREAD_COUNT_UPDATE', (f) => f.count === 0)).toMatchObject({ count: 0 });
    const { items } = (
      await t.request({ method: 'GET', url: `/api/conversations/${bookingId}/messages`, headers: bearer(cleaner) })
    ).json();
    expect(items.map((m: { readAt: string | null }) => m.readAt)).toEqual([receipt.readAt, receipt.readAt]);
    clientSocket.send({ type: 'READ_RECEIPT', messageId: second.id });
    expect(await clientSocket.next('ERROR')).toMatchObject({ code: 'socket_frame_invalid', requestType: 'READ_RECEIPT' });
  });

  it('USER_TYPING is relayed to the other person only', async () => {
    const { client, cleaner, bookingId } = await confirmedPair();
    const clientSocket = await socketFor(client);
    const cleanerSocket = await socketFor(cleaner);
    clientSocket.send({ type: 'USER_TYPING', bookingId, recipientId: cleaner.user.id, isTyping: true });
    expect(await cleanerSocket.next('USER_TYPING')).toMatchObject({
      bookingUuid: bookingId,
      senderId: client.user.id,
      isTyping: true,
    });
    clientSocket.send({ type: 'USER_TYPING', bookingId, isTyping: false });
    expect(await cleanerSocket.next('USER_TYPING')).toMatchObject({ isTyping: false });
    expect(clientSocket.all('USER_TYPING')).toEqual([]);
  });

  it('REQUEST_UNREAD_COUNT, REQUEST_CONVERSATIONS and REQUEST_ADMIN_MESSAGES answer the current state', async () => {
    const { client, cleaner, bookingId } = await bookingPair(t, properties, { cleanerName: 'Nadia Côté' });
    await sendMessage(t, cleaner, bookingId, 'Bonjour!');
    const socket = await socketFor(client);
    socket.send({ type: 'REQUEST_UNREAD_COUNT' });
    expect(await socket.next('UNREAD_COUNT_UPDATE')).toMatchObject({ count: 1 });
    expect(await socket.next('ADMIN_UNREAD_COUNT_UPDATE')).toMatchObject({ count: 0 });
    socket.send({ type: 'REQUEST_CONVERSATIONS' });
    const { conversations } = await socket.next('CONVERSATIONS_UPDATE');
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({
      bookingId,
      unreadCount: 1,
      counterpart: { name: 'Nadia Côté' },
      lastMessage: { text: 'Bonjour!' },
    });
    socket.send({ type: 'REQUEST_ADMIN_MESSAGES' });
    expect(await socket.next('ADMIN_MESSAGES_UPDATE')).toMatchObject({ messages: [], count: 0 });
    socket.send({ type: 'PING' });
    expect(await socket.next('PONG')).toMatchObject({ type: 'PONG' });
  });

  it('CONVERSATIONS_UPDATE when a booking is confirmed and when it ends', async () => {
    const { client, cleaner, bookingId } = await bookingPair(t, properties, { pending: true });
    const clientSocket = await socketFor(client);
    const accepted = await t.request({ method: 'POST', url: `/api/bookings/${bookingId}/accept`, headers: bearer(cleaner) });
    expect(accepted.statusCode).toBe(200);
    const opened = await clientSocket.next('CONVERSATIONS_UPDATE', (f) => f.conversations.some((c) => c.bookingId === bookingId));
    expect(opened.conversations.find((c) => c.bookingId === bookingId)).toMatchObject({ open: true, bookingStatus: 'confirmed' });
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: bearer(client),
      payload: { reason: 'other' },
    });
    expect(cancelled.statusCode).toBe(200);
    const ended = await clientSocket.next('CONVERSATIONS_UPDATE', (f) =>
      f.conversations.some((c) => c.bookingId === bookingId && !c.open),
    );
    expect(ended.conversations.find((c) => c.bookingId === bookingId)?.bookingStatus).toBe('cancelled');
  });
});

describe('isolation between conversations', () => {
  it('a frame about a conversation one is not in reaches no one and answers conversation_not_found', async () => {
    const mine = await confirmedPair();
    const theirs = await confirmedPair();
    const intruder = await socketFor(mine.client);
    const theirClient = await socketFor(theirs.client);
    const theirCleaner = await socketFor(theirs.cleaner);
    const message = await sendMessage(t, theirs.cleaner, theirs.bookingId, 'Privé');
    await theirClient.next('NEW_MESSAGE');
    await theirCleaner.next('NEW_MESSAGE');

    intruder.send({ type: 'USER_TYPING', bookingId: theirs.bookingId, isTyping: true });
    expect(await intruder.next('ERROR')).toMatchObject({ code: 'conversation_not_found', requestType: 'USER_TYPING' });
    intruder.send({ type: 'READ_RECEIPT', bookingId: theirs.bookingId, messageId: message.id });
    expect(await intruder.next('ERROR')).toMatchObject({ code: 'conversation_not_found', requestType: 'READ_RECEIPT' });
    // Their own conversation, but naming someone else as the recipient.
    intruder.send({ type: 'USER_TYPING', bookingId: mine.bookingId, recipientId: theirs.cleaner.user.id, isTyping: true });
    expect(await intruder.next('ERROR')).toMatchObject({ code: 'conversation_not_found' });

    expect(await quietFor(theirClient)).toEqual([]);
    expect(await quietFor(theirCleaner, 50)).toEqual([]);
    expect(intruder.all('NEW_MESSAGE')).toEqual([]);
    const stillUnread = await t.request({ method: 'GET', url: '/api/messages/unread', headers: bearer(theirs.client) });
    expect(stillUnread.json()).toEqual({ count: 1 });
  });

  it('typing in a pending or ended conversation is refused', async () => {
    const pending = await bookingPair(t, properties, { pending: true });
    const socket = await socketFor(pending.client);
    socket.send({ type: 'USER_TYPING', bookingId: pending.bookingId, isTyping: true });
    expect(await socket.next('ERROR')).toMatchObject({ code: 'messaging_confirmed_bookings_only' });
    const ended = await confirmedPair();
    await t.request({
      method: 'POST',
      url: `/api/bookings/${ended.bookingId}/cancel`,
      headers: bearer(ended.client),
      payload: { reason: 'other' },
    });
    const endedSocket = await socketFor(ended.client);
    endedSocket.send({ type: 'USER_TYPING', bookingId: ended.bookingId, isTyping: true });
    expect(await endedSocket.next('ERROR')).toMatchObject({ code: 'conversation_closed' });
  });
});

describe('presence', () => {
  it('tells the people one talks with when one comes online, is busy or away, and leaves', async () => {
    const { client, cleaner } = await confirmedPair();
    const stranger = await signUp(t, { role: 'cleaner' });
    const cleanerSocket = await socketFor(cleaner);
    const strangerSocket = await socketFor(stranger);
    expect(await cleanerSocket.next('PRESENCE_UPDATE')).toMatchObject({ userId: client.user.id, status: 'offline' });

    const clientSocket = await socketFor(client);
    expect(await cleanerSocket.next('PRESENCE_UPDATE')).toMatchObject({ userId: client.user.id, status: 'online' });
    expect(clientSocket.all('PRESENCE_UPDATE')).toEqual([expect.objectContaining({ userId: cleaner.user.id, status: 'online' })]);

    clientSocket.send({ type: 'SET_PRESENCE', status: 'busy' });
    expect(await cleanerSocket.next('PRESENCE_UPDATE')).toMatchObject({ userId: client.user.id, status: 'busy' });
    clientSocket.send({ type: 'SET_PRESENCE', status: 'away' });
    expect(await cleanerSocket.next('PRESENCE_UPDATE')).toMatchObject({ status: 'away' });
    const list = (await t.request({ method: 'GET', url: '/api/conversations', headers: bearer(cleaner) })).json();
    expect(list.items[0].counterpart.presence).toBe('away');

    // A second tab: still there when the first closes; offline when the last one does.
    const secondTab = await socketFor(client);
    await clientSocket.close();
    expect(await quietFor(cleanerSocket, 200)).toEqual([]);
    await secondTab.close();
    expect(await cleanerSocket.next('PRESENCE_UPDATE')).toMatchObject({ userId: client.user.id, status: 'offline' });
    expect(strangerSocket.all('PRESENCE_UPDATE')).toEqual([]);
  });
});
