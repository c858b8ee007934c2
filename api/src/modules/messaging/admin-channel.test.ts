import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, signUp } from '../../../test/factories.ts';
import { bookingPair, sendMessage, useTestSockets } from '../../../test/messaging.ts';
import { type Session, useBookingsApp } from '../bookings/bookings.fixtures.ts';

const { t, properties } = useBookingsApp();
const socketFor = useTestSockets(t);
let admin: Session;
let otherAdmin: Session;

beforeAll(async () => {
  admin = await createAdmin(t);
  otherAdmin = await createAdmin(t);
});

const adminSend = (payload: object, as: Session = admin) =>
  t.request({ method: 'POST', url: '/api/admin/messages', headers: bearer(as), payload });

describe('administrators message users', () => {
  it('sends with or without a subject: the user and every administrator hear of it', async () => {
    const user = await signUp(t, { role: 'cleaner', name: 'Chloé Bergeron' });
    const userSocket = await socketFor(user);
    const adminSocket = await socketFor(otherAdmin);
    const res = await adminSend({ userId: user.user.id, subject: 'Vérification', text: 'Votre pièce d’identité est acceptée.' });
    expect(res.statusCode).toBe(201);
    const sent = res.json();
    expect(sent).toMatchObject({
      senderId: admin.user.id,
      recipient: { id: user.user.id, name: 'Chloé Bergeron', role: 'cleaner' },
      subject: 'Vérification',
      readAt: null,
    });
    expect(await userSocket.next('ADMIN_MESSAGE_SENT')).toMatchObject({ uuidId: sent.id, message: sent });
    expect(await userSocket.next('ADMIN_UNREAD_COUNT_UPDATE', (f) => f.count === 1)).toMatchObject({ count: 1 });
    expect(await userSocket.next('UNREAD_COUNT_UPDATE', (f) => f.count === 1)).toMatchObject({ count: 1 });
    expect((await adminSocket.next('ADMIN_MESSAGE_SENT')).uuidId).toBe(sent.id);

    const noSubject = await adminSend({ userId: user.user.id, text: 'Bienvenue sur Propre!' });
    expect(noSubject.json().subject).toBeNull();
    expect(await userSocket.next('ADMIN_UNREAD_COUNT_UPDATE', (f) => f.count === 2)).toMatchObject({ count: 2 });
    // The badge counts them with conversation messages.
    expect((await t.request({ method: 'GET', url: '/api/messages/unread', headers: bearer(user) })).json()).toEqual({ count: 2 });
  });

  it('the user reads them (REST or READ_RECEIPT frame): administrators get ADMIN_MESSAGE_READ', async () => {
    const user = await signUp(t, { role: 'client' });
    const first = (await adminSend({ userId: user.user.id, text: 'Premier' })).json();
    const second = (await adminSend({ userId: user.user.id, text: 'Second' })).json();
    const userSocket = await socketFor(user);
    const adminSocket = await socketFor(admin);

    const inbox = (await t.request({ method: 'GET', url: '/api/messages/admin', headers: bearer(user) })).json();
    expect(inbox.items.map((m: { id: string }) => m.id)).toEqual([second.id, first.id]);
    expect(inbox.unreadCount).toBe(2);
    userSocket.send({ type: 'REQUEST_ADMIN_MESSAGES' });
    expect(await userSocket.next('ADMIN_MESSAGES_UPDATE')).toMatchObject({
      count: 2,
      messages: [{ id: second.id }, { id: first.id }],
    });

    const read = await t.request({ method: 'POST', url: `/api/messages/admin/${first.id}/read`, headers: bearer(user) });
    expect(read.statusCode).toBe(200);
    expect(read.json().readAt).not.toBeNull();
    expect(await adminSocket.next('ADMIN_MESSAGE_READ')).toMatchObject({ messageId: first.id, readBy: user.user.id });
    expect(await userSocket.next('ADMIN_UNREAD_COUNT_UPDATE', (f) => f.count === 1)).toMatchObject({ count: 1 });

    userSocket.send({ type: 'READ_RECEIPT', messageId: second.id });
    expect(await adminSocket.next('ADMIN_MESSAGE_READ')).toMatchObject({ messageId: second.id });
    expect(await userSocket.next('ADMIN_UNREAD_COUNT_UPDATE', (f) => f.count === 0)).toMatchObject({ count: 0 });
    expect(await userSocket.next('UNREAD_COUNT_UPDATE', (f) => f.count === 0)).toMatchObject({ count: 0 });

    // Someone else's message from the administrators is not theirs to read.
    const other = await signUp(t, { role: 'client' });
    const res = await t.request({ method: 'POST', url: `/api/messages/admin/${first.id}/read`, headers: bearer(other) });
    expect([res.statusCode, res.json().code]).toEqual([404, 'admin_message_not_found']);
    const otherSocket = await socketFor(other);
    otherSocket.send({ type: 'READ_RECEIPT', messageId: second.id });
    expect(await otherSocket.next('ERROR')).toMatchObject({ code: 'admin_message_not_found' });
  });

  it('refuses a missing user, an administrator, a blank message, and non-administrators', async () => {
    const user = await signUp(t, { role: 'client' });
    const unknown = await adminSend({ userId: 'usr_nobody', text: 'Allô' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'message_recipient_not_found']);
    const toAdmin = await adminSend({ userId: otherAdmin.user.id, text: 'Allô' });
    expect([toAdmin.statusCode, toAdmin.json().code]).toEqual([404, 'message_recipient_not_found']);
    const blank = await adminSend({ userId: user.user.id, text: '  ' });
    expect([blank.statusCode, blank.json().code]).toEqual([400, 'validation_failed']);
    const missing = await adminSend({ text: 'Sans destinataire' });
    expect([missing.statusCode, missing.json().errors[0].pointer]).toEqual([400, '/body/userId']);
    const byUser = await t.request({
      method: 'POST',
      url: '/api/admin/messages',
      headers: bearer(user),
      payload: { userId: user.user.id, text: 'x' },
    });
    expect([byUser.statusCode, byUser.json().code]).toEqual([403, 'forbidden']);
  });

  it('searches users to write to, by name, username or email; administrators are left out', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const cleaner = await signUp(t, { role: 'cleaner', name: `Gabrielle Zyx${suffix}` });
    const client = await signUp(t, { role: 'client', name: `Olivier Zyx${suffix}` });
    const search = (query: string) =>
      t.request({ method: 'GET', url: `/api/admin/messages/recipients?${query}`, headers: bearer(admin) });
    const all = (await search(`q=zyx${suffix}`)).json().items;
    expect(all.map((u: { id: string }) => u.id)).toEqual([cleaner.user.id, client.user.id]);
    expect(all[0]).toEqual({ id: cleaner.user.id, name: `Gabrielle Zyx${suffix}`, email: cleaner.user.email, role: 'cleaner' });
    expect((await search(`q=zyx${suffix}&role=client`)).json().items.map((u: { id: string }) => u.id)).toEqual([client.user.id]);
    expect((await search(`q=${encodeURIComponent(cleaner.user.email)}`)).json().items).toHaveLength(1);
    expect((await search('q=admin')).json().items.filter((u: { role: string }) => u.role === 'admin')).toEqual([]);
    expect((await search('q=%25%25')).json().items).toEqual([]);
    expect((await search('q=a')).statusCode).toBe(400);
  });

  it('shows history (all or one user’s) and statistics', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/admin/messages/stats', headers: bearer(admin) })).json();
    const user = await signUp(t, { role: 'client' });
    const sent = (await adminSend({ userId: user.user.id, subject: 'Sondage', text: 'Comment était votre ménage?' })).json();
    await t.request({ method: 'POST', url: `/api/messages/admin/${sent.id}/read`, headers: bearer(user) });
    await adminSend({ userId: user.user.id, text: 'Merci!' }, otherAdmin);
    const { client, bookingId } = await bookingPair(t, properties);
    await sendMessage(t, client, bookingId, 'Bonjour');

    const history = (
      await t.request({ method: 'GET', url: `/api/admin/messages?userId=${user.user.id}&limit=1`, headers: bearer(admin) })
    ).json();
    expect(history.items).toHaveLength(1);
    expect(history.items[0].text).toBe('Merci!');
    expect(history.unreadCount).toBe(1);
    const older = (
      await t.request({
        method: 'GET',
        url: `/api/admin/messages?userId=${user.user.id}&cursor=${history.nextCursor}`,
        headers: bearer(admin),
      })
    ).json();
    expect(older.items.map((m: { id: string }) => m.id)).toEqual([sent.id]);

    const after = (await t.request({ method: 'GET', url: '/api/admin/messages/stats', headers: bearer(admin) })).json();
    expect(after.adminMessages.sent - before.adminMessages.sent).toBe(2);
    expect(after.adminMessages.read - before.adminMessages.read).toBe(1);
    expect(after.adminMessages.sentLast7Days - before.adminMessages.sentLast7Days).toBe(2);
    expect(after.conversations.total - before.conversations.total).toBe(1);
    expect(after.conversations.open - before.conversations.open).toBe(1);
    expect(after.messages.total - before.messages.total).toBe(1);
    expect(after.messages.unread - before.messages.unread).toBe(1);

    const adminSocket = await socketFor(admin);
    adminSocket.send({ type: 'REQUEST_ADMIN_MESSAGES' });
    const update = await adminSocket.next('ADMIN_MESSAGES_UPDATE');
    expect(update.messages[0]?.text).toBe('Merci!');
  });
});
