import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, signUp } from '../../../test/factories.ts';
import { bookingPair, sendMessage } from '../../../test/messaging.ts';
import { query } from '../../db/sql.ts';
import { act, type Session, useBookingsApp } from '../bookings/bookings.fixtures.ts';
import { confirmedSoon, workThrough } from '../bookings/work.fixtures.ts';
import { assertLedgerBalanced } from '../payments/index.ts';

const { t, properties } = useBookingsApp({ env: { MESSAGE_RATE_LIMIT: '8' } });
let admin: Session;

beforeAll(async () => {
  admin = await createAdmin(t);
});

const get = (session: { token: string } | null, url: string) =>
  t.request({ method: 'GET', url, headers: session ? bearer(session) : {} });
const post = (session: { token: string }, url: string, payload?: object) =>
  t.request({ method: 'POST', url, headers: bearer(session), ...(payload ? { payload } : {}) });
const problem = (res: { statusCode: number; json(): { code: string } }) => [res.statusCode, res.json().code];

describe('messaging only for confirmed bookings', () => {
  it('a pending request has no conversation: 403 on every operation', async () => {
    const { client, cleaner, bookingId } = await bookingPair(t, properties, { pending: true });
    for (const session of [client, cleaner]) {
      expect(problem(await get(session, `/api/conversations/${bookingId}`))).toEqual([403, 'messaging_confirmed_bookings_only']);
      expect(problem(await get(session, `/api/conversations/${bookingId}/messages`))).toEqual([
        403,
        'messaging_confirmed_bookings_only',
      ]);
      expect(problem(await post(session, `/api/conversations/${bookingId}/messages`, { text: 'Bonjour' }))).toEqual([
        403,
        'messaging_confirmed_bookings_only',
      ]);
      expect(problem(await post(session, `/api/conversations/${bookingId}/read`))).toEqual([
        403,
        'messaging_confirmed_bookings_only',
      ]);
    }
    expect((await get(client, '/api/conversations')).json().items).toEqual([]);
  });

  it('a declined or cancelled request never opens one', async () => {
    const declined = await bookingPair(t, properties, { pending: true });
    expect((await t.request(act(declined.cleaner, declined.bookingId, 'decline'))).statusCode).toBe(200);
    const cancelled = await bookingPair(t, properties, { pending: true });
    expect((await t.request(act(cancelled.client, cancelled.bookingId, 'cancel', { reason: 'other' }))).statusCode).toBe(200);
    for (const { client, bookingId } of [declined, cancelled]) {
      expect(problem(await post(client, `/api/conversations/${bookingId}/messages`, { text: 'Allô' }))).toEqual([
        403,
        'messaging_confirmed_bookings_only',
      ]);
    }
  });

  it('opens when the cleaner accepts: both can write, in progress too', async () => {
    const setup = await confirmedSoon(t, properties);
    const { client, cleaner, bookingId } = setup;
    const sent = await sendMessage(t, client, bookingId, 'Bonjour, le code de la porte est 4821#.');
    expect(sent).toMatchObject({ bookingId, senderId: client.user.id, recipientId: cleaner.user.id, readAt: null });
    const punchIn = await t.request(act(cleaner, bookingId, 'punch-in', setup.near(40)));
    expect(punchIn.json().status).toBe('in_progress');
    const reply = await sendMessage(t, cleaner, bookingId, 'Je suis arrivée, merci!');
    expect(reply.recipientId).toBe(client.user.id);
    const conversation = (await get(client, `/api/conversations/${bookingId}`)).json();
    expect(conversation).toMatchObject({ bookingId, bookingStatus: 'in_progress', open: true, unreadCount: 1 });
  });

  it('is read-only once the booking is completed, cancelled or withdrawn', async () => {
    const completed = await confirmedSoon(t, properties);
    await sendMessage(t, completed.client, completed.bookingId, 'À tantôt!');
    await workThrough(t, completed);
    const punchOut = await t.request(act(completed.cleaner, completed.bookingId, 'punch-out', completed.near(0)));
    expect(punchOut.json().status).toBe('completed');
    const cancelled = await bookingPair(t, properties);
    expect((await t.request(act(cancelled.client, cancelled.bookingId, 'cancel', { reason: 'other' }))).statusCode).toBe(200);
    const withdrawn = await bookingPair(t, properties);
    expect(
      (await t.request(act(withdrawn.client, withdrawn.bookingId, 'decline-by-client', { reason: 'price' }))).statusCode,
    ).toBe(200);
    for (const { client, cleaner, bookingId } of [completed, cancelled, withdrawn]) {
      expect(problem(await post(cleaner, `/api/conversations/${bookingId}/messages`, { text: 'Merci!' }))).toEqual([
        403,
        'conversation_closed',
      ]);
      const conversation = await get(client, `/api/conversations/${bookingId}`);
      expect(conversation.statusCode).toBe(200);
      expect(conversation.json().open).toBe(false);
      expect((await get(cleaner, `/api/conversations/${bookingId}/messages`)).statusCode).toBe(200);
    }
    expect((await post(completed.cleaner, `/api/conversations/${completed.bookingId}/read`)).json().marked).toBe(1);
  });
});

describe('who sees a conversation', () => {
  it('is 404 for anyone but the booking’s client and cleaner, 403 for admins', async () => {
    const { bookingId } = await bookingPair(t, properties);
    const stranger = await signUp(t, { role: 'client' });
    const otherCleaner = await signUp(t, { role: 'cleaner' });
    for (const session of [stranger, otherCleaner]) {
      expect(problem(await get(session, `/api/conversations/${bookingId}`))).toEqual([404, 'conversation_not_found']);
      expect(problem(await post(session, `/api/conversations/${bookingId}/messages`, { text: 'Bonjour' }))).toEqual([
        404,
        'conversation_not_found',
      ]);
    }
    expect(problem(await get(admin, `/api/conversations/${bookingId}`))).toEqual([403, 'forbidden']);
    expect(problem(await get(null, `/api/conversations/${bookingId}`))).toEqual([401, 'unauthenticated']);
  });
});

describe('messages, read marks and unread counts', () => {
  it('lists conversations with the other person, the last message and the unread count', async () => {
    const first = await bookingPair(t, properties, { clientName: 'Julie Roy', cleanerName: 'Nadia Côté' });
    const second = await bookingPair(t, properties, { clientName: 'Julie Roy' });
    // The same client in both: reuse the first pair's client for the second booking's list.
    await sendMessage(t, first.cleaner, first.bookingId, 'Bonjour Julie');
    await sendMessage(t, first.cleaner, first.bookingId, 'Je confirme pour jeudi.');
    const list = (await get(first.client, '/api/conversations')).json();
    expect(list.items).toHaveLength(1);
    // The booking it belongs to, so two conversations with one person can be told apart.
    const booking = (await get(first.client, `/api/bookings/${first.bookingId}`)).json();
    expect(list.items[0].booking).toEqual({
      startsAt: booking.startsAt,
      serviceType: booking.serviceType,
      city: booking.property.city,
    });
    expect(list.items[0]).toMatchObject({
      bookingId: first.bookingId,
      bookingStatus: 'confirmed',
      open: true,
      counterpart: { id: first.cleaner.user.id, name: 'Nadia Côté', role: 'cleaner', presence: 'offline' },
      unreadCount: 2,
      lastMessage: { text: 'Je confirme pour jeudi.' },
    });
    const cleanerList = (await get(first.cleaner, '/api/conversations')).json();
    expect(cleanerList.items[0]).toMatchObject({ counterpart: { name: 'Julie Roy', role: 'client' }, unreadCount: 0 });
    expect((await get(second.client, '/api/conversations')).json().items[0].lastMessage).toBeNull();
  });

  it('pages messages newest first with the cursor', async () => {
    const { client, cleaner, bookingId } = await bookingPair(t, properties);
    const first = await sendMessage(t, client, bookingId, 'Premier');
    await sendMessage(t, cleaner, bookingId, 'Plus récent');
    const page = (await get(client, `/api/conversations/${bookingId}/messages?limit=1`)).json();
    expect(page.items.map((m: { text: string }) => m.text)).toEqual(['Plus récent']);
    const older = (await get(client, `/api/conversations/${bookingId}/messages?limit=1&cursor=${page.nextCursor}`)).json();
    expect(older.items.map((m: { id: string }) => m.id)).toEqual([first.id]);
    expect(older.nextCursor).toBeNull();
  });

  it('pages one user’s many conversations with the cursor', async () => {
    const { client, bookingId } = await bookingPair(t, properties);
    const em = t.app.propre.db.orm.em;
    // Two more confirmed bookings, handed to the same client so they have three conversations.
    const more = [];
    for (let i = 0; i < 2; i++) more.push(await bookingPair(t, properties));
    const ids = more.map((p) => p.bookingId);
    await query(em, 'update conversation set client_id = $1 where booking_id = any($2)', [client.user.id, ids]);
    await query(em, 'update booking set client_id = $1 where id = any($2)', [client.user.id, ids]);
    // The oldest conversation gets the latest message, so it comes first.
    await sendMessage(t, client, bookingId, 'Le plus récent');
    expect((await get(client, '/api/conversations?limit=1')).json().items[0].bookingId).toBe(bookingId);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(client, `/api/conversations?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      seen.push(...page.items.map((c: { bookingId: string }) => c.bookingId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
    expect(problem(await get(client, '/api/conversations?cursor=nonsense'))).toEqual([400, 'validation_failed']);
    // A cursor of the right shape that this API never issued: the server's rule, not the schema's.
    const forged = await get(client, '/api/conversations?cursor=rHpTNXspm2nETKvyA5qa1QOsewuCC');
    expect(forged.json().errors).toEqual([expect.objectContaining({ pointer: '/query/cursor', code: 'cursor_invalid' })]);
  });

  it('marks read up to a message, and counts unread for the badge (0 for visitors and admins)', async () => {
    const { client, cleaner, bookingId } = await bookingPair(t, properties);
    const a = await sendMessage(t, cleaner, bookingId, 'Un');
    await sendMessage(t, cleaner, bookingId, 'Deux');
    await sendMessage(t, cleaner, bookingId, 'Trois');
    expect((await get(client, '/api/messages/unread')).json()).toEqual({ count: 3 });
    const partial = await post(client, `/api/conversations/${bookingId}/read`, { messageId: a.id });
    expect(partial.json()).toMatchObject({ bookingId, marked: 1, unreadCount: 2 });
    const rest = await post(client, `/api/conversations/${bookingId}/read`);
    expect(rest.json()).toMatchObject({ marked: 2, unreadCount: 0 });
    expect((await get(client, '/api/messages/unread')).json()).toEqual({ count: 0 });
    const read = (await get(cleaner, `/api/conversations/${bookingId}/messages`)).json();
    expect(read.items.every((m: { readAt: string | null }) => m.readAt !== null)).toBe(true);
    expect((await get(null, '/api/messages/unread')).json()).toEqual({ count: 0 });
    expect((await get(admin, '/api/messages/unread')).json()).toEqual({ count: 0 });
    const other = await bookingPair(t, properties);
    const foreign = await sendMessage(t, other.client, other.bookingId, 'Ailleurs');
    expect(problem(await post(client, `/api/conversations/${bookingId}/read`, { messageId: foreign.id }))).toEqual([
      404,
      'message_not_found',
    ]);
  });

  it('refuses blank and too long texts, and limits sends per minute', async () => {
    const { client, bookingId } = await bookingPair(t, properties);
    expect(problem(await post(client, `/api/conversations/${bookingId}/messages`, { text: '   ' }))).toEqual([
      400,
      'validation_failed',
    ]);
    expect(problem(await post(client, `/api/conversations/${bookingId}/messages`, { text: 'a'.repeat(2001) }))).toEqual([
      400,
      'validation_failed',
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      statuses.push((await post(client, `/api/conversations/${bookingId}/messages`, { text: `Message ${i + 1}` })).statusCode);
    }
    // The blank text above counted too (the too long one was refused before reaching the limit): 8 a minute.
    expect(statuses.filter((s) => s === 201)).toHaveLength(7);
    const limited = await post(client, `/api/conversations/${bookingId}/messages`, { text: 'Encore' });
    expect(problem(limited)).toEqual([429, 'rate_limited']);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('deleting an account (Law 25)', () => {
  it('erases what the person wrote; the other person keeps the conversation', async () => {
    const { client, cleaner, bookingId } = await bookingPair(t, properties);
    await sendMessage(t, client, bookingId, 'Mon code de porte est 4821#');
    await sendMessage(t, cleaner, bookingId, 'Merci, noté.');
    await t.request({
      method: 'POST',
      url: '/api/admin/messages',
      headers: bearer(admin),
      payload: { userId: client.user.id, text: 'Bienvenue' },
    });
    // An account with an open booking is not deleted: the booking is cancelled first.
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: bearer(client),
      payload: { reason: 'other' },
    });
    expect(cancelled.statusCode).toBe(200);
    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(client),
      payload: { currentPassword: client.password, confirmation: 'SUPPRIMER' },
    });
    expect(deleted.statusCode).toBe(204);
    const texts = (await get(cleaner, `/api/conversations/${bookingId}/messages`))
      .json()
      .items.map((m: { text: string }) => m.text);
    expect(texts).toEqual(['Merci, noté.', '[message supprimé / deleted message]']);
    const rows = await query<{ count: string }>(
      t.app.propre.db.orm.em,
      'select count(*) from admin_message where recipient_id = $1',
      [client.user.id],
    );
    expect(Number(rows[0]?.count)).toBe(0);
  });
});

afterEach(async () => {
  // Bookings move money: every test leaves the ledger balanced.
  await assertLedgerBalanced(t.app.propre.db.orm.em.fork());
});
