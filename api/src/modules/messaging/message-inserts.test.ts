import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { authedSocket, bookingPair } from '../../../test/messaging.ts';
import { query } from '../../db/sql.ts';
import { newId } from '../../lib/ids.ts';
import { useBookingsApp } from '../bookings/bookings.fixtures.ts';
import { createMessageInserter, insertMessages, type NewMessage, sessionEnded } from './message-inserts.ts';

const { t, properties } = useBookingsApp({ env: { MESSAGE_RATE_LIMIT: '100' } });
const db = () => t.app.propre.db.orm.em;

const message = (bookingId: string, senderId: string, text: string): NewMessage => {
  const id = newId('msg');
  return {
    id,
    bookingId,
    senderId,
    text,
    sentAt: new Date(),
    notificationId: newId('ntf'),
    data: JSON.stringify({ kind: 'message', messageId: id, bookingId, senderName: 'Test', excerpt: text }),
    sessionId: null,
  };
};

describe('messages written together', () => {
  it('one statement writes each message with its own outcome: counts follow the batch’s order, a stranger’s is refused', async () => {
    const a = await bookingPair(t, properties);
    const b = await bookingPair(t, properties);
    const batch = [
      message(a.bookingId, a.client.user.id, 'premier'),
      message(b.bookingId, b.cleaner.user.id, 'autre conversation'),
      message(a.bookingId, a.client.user.id, 'second'),
      // Not a participant of booking a: nothing written for it.
      message(a.bookingId, b.client.user.id, 'intrus'),
    ];
    const answers = await insertMessages(db(), batch);
    expect(answers).toEqual([
      { recipientId: a.cleaner.user.id, frequency: expect.any(String), unread: 1 },
      { recipientId: b.client.user.id, frequency: expect.any(String), unread: 1 },
      { recipientId: a.cleaner.user.id, frequency: expect.any(String), unread: 2 },
      null,
    ]);
    const listed = await t.request({
      method: 'GET',
      url: `/api/conversations/${a.bookingId}`,
      headers: bearer(a.cleaner),
    });
    // The conversation's last message is the batch's last one for it, and both are unread.
    expect(listed.json()).toMatchObject({ unreadCount: 2, lastMessage: { id: batch[2]?.id, text: 'second' } });
    const notified = await query(db(), 'select user_id from notification where id = any($1) order by user_id', [
      batch.map((m) => m.notificationId),
    ]);
    expect(notified.map((row) => row.user_id)).toEqual([a.cleaner.user.id, a.cleaner.user.id, b.client.user.id].sort());
  });

  it('a socket’s message is written only while its session is live, each of the batch on its own', async () => {
    const a = await bookingPair(t, properties);
    const sessionOf = async (userId: string) =>
      (await query(db(), 'select id from session where user_id = $1 and revoked_at is null', [userId]))[0]?.id as string;
    const [clientSession, cleanerSession] = [await sessionOf(a.client.user.id), await sessionOf(a.cleaner.user.id)];
    await query(db(), 'update session set revoked_at = now() where id = $1', [cleanerSession]);
    const batch = [
      { ...message(a.bookingId, a.client.user.id, 'session vivante'), sessionId: clientSession },
      { ...message(a.bookingId, a.cleaner.user.id, 'session close'), sessionId: cleanerSession },
      // Someone else's live session does not speak for the sender.
      { ...message(a.bookingId, a.cleaner.user.id, 'session d’un autre'), sessionId: clientSession },
      message(a.bookingId, a.cleaner.user.id, 'par HTTP'),
    ];
    const answers = await insertMessages(db(), batch);
    expect(answers).toEqual([
      { recipientId: a.cleaner.user.id, frequency: expect.any(String), unread: 1 },
      sessionEnded,
      sessionEnded,
      { recipientId: a.client.user.id, frequency: expect.any(String), unread: 1 },
    ]);
    const texts = await query(db(), 'select text from message where booking_id = $1 order by id', [a.bookingId]);
    expect(texts.map((row) => row.text)).toEqual(['session vivante', 'par HTTP']);
  });

  it('a message the batch cannot write fails alone: the others of its turn are written', async () => {
    const a = await bookingPair(t, properties);
    const write = createMessageInserter(db());
    // Made in one turn, so they share a statement first; the text over 2,000 characters
    // breaks the table's check, and the batch is written again one message at a time.
    const calls = [
      write(message(a.bookingId, a.client.user.id, 'un')),
      write(message(a.bookingId, a.client.user.id, 'x'.repeat(2001))),
      write(message(a.bookingId, a.cleaner.user.id, 'deux')),
    ];
    const settled = await Promise.allSettled(calls);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason).toMatchObject({ code: '23514' });
    const texts = await query(db(), 'select text from message where booking_id = $1 order by id', [a.bookingId]);
    expect(texts.map((row) => row.text)).toEqual(['un', 'deux']);
  });

  it('messages sent at once through the API all arrive, each with a count for its recipient', async () => {
    const a = await bookingPair(t, properties);
    const socket = await authedSocket(t, a.cleaner);
    const texts = ['a', 'b', 'c', 'd', 'e'].map((letter) => `message ${letter}`);
    const responses = await Promise.all(
      texts.map((text) =>
        t.request({
          method: 'POST',
          url: `/api/conversations/${a.bookingId}/messages`,
          headers: bearer(a.client),
          payload: { text },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    // The counts follow the messages (after the response): wait for all of them.
    const counts = () => socket.all('UNREAD_COUNT_UPDATE').slice(1);
    for (let waited = 0; counts().length < texts.length && waited < 5_000; waited += 50) await sleep(50);
    // Each count as its statement saw it (messages written at the same moment by two statements
    // do not see each other, as before batching); the count read afterwards has them all.
    expect(counts()).toHaveLength(texts.length);
    for (const f of counts()) expect(f.count).toBeGreaterThanOrEqual(1);
    const unread = await t.request({ method: 'GET', url: '/api/messages/unread', headers: bearer(a.cleaner) });
    expect(unread.json()).toEqual({ count: texts.length });
    expect(
      socket
        .all('NEW_MESSAGE')
        .map((f) => f.message.text)
        .sort(),
    ).toEqual(texts);
    await socket.close();
  });
});
