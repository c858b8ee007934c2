import { beforeAll, describe, expect, it } from 'vitest';
import { propertyMaker } from '../../../test/bookings-edges.ts';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin, nextIp, signUp, testPassword } from '../../../test/factories.ts';
import { book, bookingBody, daysAhead, listedCleaner } from '../bookings/bookings.fixtures.ts';
import { pdfFile, uploadDocument } from '../verification/verification.fixtures.ts';

const t = useTestApp();
const properties = propertyMaker(t);
let admin: { token: string; user: { id: string } };
beforeAll(async () => {
  admin = await createAdmin(t);
});

const get = (url: string, session: { token: string } = admin) => t.request({ method: 'GET', url, headers: bearer(session) });
const post = (url: string, payload?: Record<string, unknown>, session: { token: string } = admin) =>
  t.request({ method: 'POST', url, headers: bearer(session), ...(payload ? { payload } : {}) });
const login = (email: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: testPassword }, remoteAddress: nextIp() });
const reason = 'Plaintes répétées de clients pour absences.';

describe('admin: users', () => {
  it('searches by name (accents ignored), username or email, with role and status filters', async () => {
    const cleaner = await signUp(t, { role: 'cleaner', name: 'Éloïse Bélanger' });
    const client = await signUp(t, { role: 'client', name: 'Eloise Martin' });
    const byName = (await get('/api/admin/users?q=eloise')).json();
    expect(byName.items.map((u: { id: string }) => u.id)).toEqual([client.user.id, cleaner.user.id]);
    expect(byName.items[1]).toMatchObject({ name: 'Éloïse Bélanger', role: 'cleaner', status: 'active', suspendedAt: null });
    const cleaners = (await get('/api/admin/users?q=eloise&role=cleaner')).json();
    expect(cleaners.items.map((u: { id: string }) => u.id)).toEqual([cleaner.user.id]);
    const byEmail = (await get(`/api/admin/users?q=${encodeURIComponent(client.user.email)}`)).json();
    expect(byEmail.items.map((u: { id: string }) => u.id)).toEqual([client.user.id]);
    // LIKE's wildcards are searched as text.
    expect((await get('/api/admin/users?q=%25%25')).json().items).toEqual([]);

    const page = (await get('/api/admin/users?limit=1')).json();
    expect(page.items).toHaveLength(1);
    const next = (await get(`/api/admin/users?limit=1&cursor=${page.nextCursor}`)).json();
    expect(next.items[0].id < page.items[0].id).toBe(true);
  });

  it('sorts by name (accents ignored), email or creation, either way, and pages in that order', async () => {
    const zoe = await signUp(t, { role: 'client', name: 'Zoé Triqwx', email: 'a-triqwx@example.ca' });
    const emile = await signUp(t, { role: 'cleaner', name: 'Émile Triqwx', email: 'c-triqwx@example.ca' });
    const ana = await signUp(t, { role: 'client', name: 'Ana Triqwx', email: 'b-triqwx@example.ca' });
    const ids = async (query: string) =>
      (await get(`/api/admin/users?q=triqwx&${query}`)).json().items.map((u: { id: string }) => u.id);
    expect(await ids('sort=name')).toEqual([ana.user.id, emile.user.id, zoe.user.id]);
    expect(await ids('sort=-name')).toEqual([zoe.user.id, emile.user.id, ana.user.id]);
    expect(await ids('sort=email')).toEqual([zoe.user.id, ana.user.id, emile.user.id]);
    expect(await ids('sort=-email')).toEqual([emile.user.id, ana.user.id, zoe.user.id]);
    expect(await ids('sort=created')).toEqual([zoe.user.id, emile.user.id, ana.user.id]);
    expect(await ids('')).toEqual([ana.user.id, emile.user.id, zoe.user.id]);
    // One row a page: each cursor carries on in the sort's order.
    const paged: string[] = [];
    let cursor = '';
    do {
      const page = (await get(`/api/admin/users?q=triqwx&sort=-name&limit=1${cursor ? `&cursor=${cursor}` : ''}`)).json();
      paged.push(...page.items.map((u: { id: string }) => u.id));
      cursor = page.nextCursor ?? '';
    } while (cursor);
    expect(paged).toEqual([zoe.user.id, emile.user.id, ana.user.id]);
    expect((await get('/api/admin/users?sort=role')).statusCode).toBe(400);
  });

  it('shows one user with activity, and answers user_not_found for an unknown id', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    const res = await get(`/api/admin/users/${cleaner.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { id: cleaner.user.id, role: 'cleaner' },
      activeSessions: 1,
      bookingsAsClient: 0,
      bookingsAsCleaner: 0,
      verificationStatus: 'unverified',
      lastActiveAt: expect.any(String),
    });
    const missing = await get('/api/admin/users/usr_00000000000000000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'user_not_found', title: 'Utilisateur introuvable' });
  });

  it('suspends: sessions stop working at once and sign-in is refused with account_suspended; reactivation lets the person in', async () => {
    const client = await signUp(t, { role: 'client' });
    expect((await get('/api/users/me', client)).statusCode).toBe(200);

    const suspended = await post(`/api/admin/users/${client.user.id}/suspend`, { reason });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ status: 'suspended', suspensionReason: reason, suspendedAt: expect.any(String) });
    expect((await get('/api/users/me', client)).statusCode).toBe(401);

    const refused = await login(client.user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account_suspended', title: 'Compte suspendu. Communiquez avec le soutien.' });
    const english = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'en' },
      payload: { email: client.user.email, password: testPassword },
      remoteAddress: nextIp(),
    });
    expect(english.json().title).toBe('Account suspended. Please contact support.');
    // A wrong password says nothing about the suspension.
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: client.user.email, password: 'pas-le-bon-mot-de-passe' },
      remoteAddress: nextIp(),
    });
    expect(wrong.json().code).toBe('invalid_credentials');
    expect((await get(`/api/admin/users?status=suspended`)).json().items.map((u: { id: string }) => u.id)).toContain(
      client.user.id,
    );

    const again = await post(`/api/admin/users/${client.user.id}/suspend`, { reason });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('user_already_suspended');

    const reactivated = await post(`/api/admin/users/${client.user.id}/reactivate`);
    expect(reactivated.json()).toMatchObject({ status: 'active', suspendedAt: null, suspensionReason: null });
    const back = await login(client.user.email);
    expect(back.statusCode).toBe(200);
    expect((await get('/api/users/me', back.json())).statusCode).toBe(200);
    // The sessions from before the suspension stay revoked.
    expect((await get('/api/users/me', client)).statusCode).toBe(401);
    expect((await post(`/api/admin/users/${client.user.id}/reactivate`)).json().code).toBe('user_not_suspended');
  });

  it('records each suspension and reactivation in the audit log the detail lists, with who and why', async () => {
    const client = await signUp(t, { role: 'client' });
    expect((await get(`/api/admin/users/${client.user.id}`)).json().auditLog).toEqual([]);
    await post(`/api/admin/users/${client.user.id}/suspend`, { reason });
    await post(`/api/admin/users/${client.user.id}/reactivate`);
    const detail = (await get(`/api/admin/users/${client.user.id}`)).json();
    expect(detail.auditLog).toMatchObject([
      { action: 'user.reactivated', actorId: admin.user.id, actorName: expect.any(String), reason: null },
      { action: 'user.suspended', actorId: admin.user.id, reason },
    ]);
    // A refused action writes nothing: the log is written in the action's own transaction.
    await post(`/api/admin/users/${client.user.id}/reactivate`);
    const other = await createAdmin(t);
    await post(`/api/admin/users/${other.user.id}/suspend`, { reason });
    expect((await get(`/api/admin/users/${client.user.id}`)).json().auditLog).toHaveLength(2);
    expect((await get(`/api/admin/users/${other.user.id}`)).json().auditLog).toEqual([]);
  });

  it('lists the account’s latest bookings, ledger lines, documents and sessions', async () => {
    const cleaner = await listedCleaner(t);
    const client = await signUp(t, { role: 'client' });
    const property = await properties.add(client.user.id, { type: 'house', city: 'Montréal' });
    const booking = await book(t, client, bookingBody(cleaner.user.id, property.id, { date: daysAhead(9) }));
    await uploadDocument(t, cleaner, pdfFile());
    await t.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(client) });

    const asClient = (await get(`/api/admin/users/${client.user.id}`)).json().activity;
    expect(asClient.bookings).toMatchObject([
      { id: booking.id, as: 'client', status: 'pending', totalCents: booking.price.total },
    ]);
    expect(asClient.documents).toEqual([]);
    expect(asClient.sessions).toHaveLength(1);
    expect(asClient.sessions[0].revokedAt).toEqual(expect.any(String));
    for (const line of asClient.ledgerLines) expect(line.account.startsWith(`client:${client.user.id}:`)).toBe(true);

    const asCleaner = (await get(`/api/admin/users/${cleaner.user.id}`)).json().activity;
    expect(asCleaner.bookings).toMatchObject([{ id: booking.id, as: 'cleaner' }]);
    expect(asCleaner.documents).toMatchObject([{ type: 'id', status: 'pending', rejectionReason: null }]);
    expect(asCleaner.sessions[0]).toMatchObject({ revokedAt: null });
  });

  it('refuses to suspend an admin, an unknown user, or without a reason', async () => {
    const other = await createAdmin(t);
    const res = await post(`/api/admin/users/${other.user.id}/suspend`, { reason });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('admin_not_suspendable');
    expect((await post(`/api/admin/users/${admin.user.id}/suspend`, { reason })).json().code).toBe('admin_not_suspendable');
    expect((await post('/api/admin/users/usr_00000000000000000000000000/suspend', { reason })).json().code).toBe(
      'user_not_found',
    );
    const client = await signUp(t, { role: 'client' });
    expect((await post(`/api/admin/users/${client.user.id}/suspend`, { reason: 'court' })).statusCode).toBe(400);
    expect((await post(`/api/admin/users/${client.user.id}/suspend`, {})).statusCode).toBe(400);
    expect((await get('/api/admin/users?q=a')).statusCode).toBe(400);
    expect((await get('/api/admin/users?role=chef')).statusCode).toBe(400);
  });

  it('is for admins only: a client or cleaner gets 403, nobody signed in 401', async () => {
    const client = await signUp(t, { role: 'client' });
    const cleaner = await signUp(t, { role: 'cleaner' });
    for (const session of [client, cleaner]) {
      expect((await get('/api/admin/users', session)).statusCode).toBe(403);
      expect((await get(`/api/admin/users/${client.user.id}`, session)).statusCode).toBe(403);
      const res = await post(`/api/admin/users/${client.user.id}/suspend`, { reason }, session);
      expect([res.statusCode, res.json().code]).toEqual([403, 'forbidden']);
      expect((await post(`/api/admin/users/${client.user.id}/reactivate`, undefined, session)).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    // The client was never suspended by those attempts.
    expect((await get('/api/users/me', client)).statusCode).toBe(200);
  });
});
