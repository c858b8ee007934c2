import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, nextIp, signUp, testPassword } from '../../../test/factories.ts';
import { query } from '../../db/sql.ts';

const t = useTestApp();

describe('current user', () => {
  it('answers 401 problem without a session, and never caches', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/api/users/me' });
    expect(anonymous.statusCode).toBe(401);
    const account = await signUp(t);
    const me = await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(account) });
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.json()).not.toHaveProperty('passwordHash');
  });

  it('stamps a session’s last use at most every five minutes, and sees a change to the user at once', async () => {
    const account = await signUp(t);
    const em = t.app.propre.db.orm.em;
    const userId = (await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(account) })).json().id;
    const stamp = async () =>
      new Date(
        (await query<{ last_used_at: string }>(em, 'select last_used_at from session where user_id = $1', [userId]))[0]
          ?.last_used_at ?? 0,
      ).getTime();
    const fourMinutesAgo = new Date(Date.now() - 4 * 60_000);
    await query(em, 'update session set last_used_at = $2 where user_id = $1', [userId, fourMinutesAgo]);
    await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(account) });
    expect(await stamp()).toBe(fourMinutesAgo.getTime());
    await query(em, 'update session set last_used_at = $2 where user_id = $1', [userId, new Date(Date.now() - 6 * 60_000)]);
    await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(account) });
    expect(Date.now() - (await stamp())).toBeLessThan(60_000);
    // Each request reads the user afresh: nothing of the session's user is kept between requests.
    await query(em, 'update app_user set full_name = $2 where id = $1', [userId, 'Nom Changé']);
    const me = await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(account) });
    expect(me.json().name).toBe('Nom Changé');
    await query(em, "update app_user set suspended_at = now(), suspension_reason = 'essai' where id = $1", [userId]);
    expect((await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(account) })).statusCode).toBe(401);
  });

  it('patches only the fields sent', async () => {
    const account = await signUp(t);
    const res = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(account),
      payload: { language: 'en', emailFrequency: 'weekly', location: { city: 'Laval', province: 'QC' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: account.user.name,
      language: 'en',
      emailFrequency: 'weekly',
      location: { city: 'Laval', province: 'QC' },
    });
    const cleared = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(account),
      payload: { location: null },
    });
    expect(cleared.json().location).toBeNull();
    expect(cleared.json().language).toBe('en');
  });

  it('refuses an empty patch, unknown fields and attempts to change role or id', async () => {
    const account = await signUp(t);
    for (const payload of [{}, { role: 'admin' }, { id: 'usr_x' }, { referralCode: 'AAAAAAAA' }]) {
      const res = await t.request({ method: 'PATCH', url: '/api/users/me', headers: bearer(account), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const rows = await query(t.app.propre.db.orm.em, 'select role from app_user where id = $1', [account.user.id]);
    expect(rows[0]?.role).toBe('client');
  });

  it('requires the current password to change email or password', async () => {
    const account = await signUp(t);
    const missing = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(account),
      payload: { email: 'new@example.ca' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().code).toBe('current_password_required');
    const wrong = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(account),
      payload: { email: 'new@example.ca', currentPassword: 'nope-nope' },
    });
    expect(wrong.json().code).toBe('current_password_incorrect');
    const email = `moved.${Date.now()}@example.ca`;
    const ok = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(account),
      payload: { email, currentPassword: testPassword },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(email);
  });

  it('changing the password signs out every other session and keeps this one', async () => {
    const account = await signUp(t);
    const other = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.user.email, password: testPassword },
      remoteAddress: nextIp(),
    });
    const newPassword = 'Érable-et-cèdre-2026';
    const res = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(account),
      payload: { password: newPassword, currentPassword: testPassword },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(other.json()) })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(account) })).statusCode).toBe(200);
    const oldLogin = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.user.email, password: testPassword },
      remoteAddress: nextIp(),
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.user.email, password: newPassword },
      remoteAddress: nextIp(),
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses an email another account uses', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const res = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(b),
      payload: { email: a.user.email, currentPassword: testPassword },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('email_taken');
  });
});

describe('role selection', () => {
  it('lets a user without a role become a cleaner once, never an admin', async () => {
    const pending = await signUp(t, {}, { withoutRole: true });
    expect(pending.user.role).toBeNull();
    const admin = await t.request({
      method: 'POST',
      url: '/api/auth/select-role',
      headers: bearer(pending),
      payload: { role: 'admin' },
    });
    expect(admin.statusCode).toBe(400);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/select-role',
      headers: bearer(pending),
      payload: { role: 'cleaner' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ redirectTo: '/onboarding', user: { role: 'cleaner' } });
    // Now a cleaner, the operation is no longer theirs.
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/select-role',
      headers: bearer(pending),
      payload: { role: 'client' },
    });
    expect(again.statusCode).toBe(403);
  });

  it('gives one role when two choices race: the other gets 409 and the role stays', async () => {
    for (let round = 0; round < 5; round += 1) {
      const pending = await signUp(t, {}, { withoutRole: true });
      const choose = (role: string) =>
        t.request({ method: 'POST', url: '/api/auth/select-role', headers: bearer(pending), payload: { role } });
      const answers = await Promise.all([choose('client'), choose('cleaner')]);
      const winners = answers.filter((a) => a.statusCode === 200);
      expect(winners).toHaveLength(1);
      for (const loser of answers.filter((a) => a.statusCode !== 200)) {
        expect([403, 409]).toContain(loser.statusCode);
      }
      const me = await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(pending) });
      expect(me.json().role).toBe(winners[0]?.json().user.role);
    }
  });

  it('sends new clients to client onboarding', async () => {
    const pending = await signUp(t, {}, { withoutRole: true });
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/select-role',
      headers: bearer(pending),
      payload: { role: 'client' },
    });
    expect(res.json().redirectTo).toBe('/client-onboarding');
  });
});

describe('account deletion', () => {
  it('needs the confirmation word and the current password, then anonymises and signs out', async () => {
    const account = await signUp(t);
    const wrongWord = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(account),
      payload: { currentPassword: testPassword, confirmation: 'supprime' },
    });
    expect(wrongWord.statusCode).toBe(422);
    expect(wrongWord.json().code).toBe('confirmation_mismatch');
    const wrongPassword = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(account),
      payload: { currentPassword: 'not-it-at-all', confirmation: 'SUPPRIMER' },
    });
    expect(wrongPassword.json().code).toBe('current_password_incorrect');

    const res = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(account),
      payload: { currentPassword: testPassword, confirmation: 'SUPPRIMER' },
    });
    expect(res.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(account) })).statusCode).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.user.email, password: testPassword },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(401);

    const rows = await query(t.app.propre.db.orm.em, 'select * from app_user where id = $1', [account.user.id]);
    const row = rows[0] ?? {};
    expect(row.deleted_at).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain(account.user.email);
    expect(JSON.stringify(row)).not.toContain(account.user.username);
    expect(row.full_name).toBe('Compte supprimé');
    const passkeys = await query(t.app.propre.db.orm.em, 'select count(*)::int as n from passkey where user_id = $1', [
      account.user.id,
    ]);
    expect(passkeys[0]?.n).toBe(0);
    // The email and username are free again.
    const again = await signUp(t, { email: account.user.email, username: account.user.username });
    expect(again.user.id).not.toBe(account.user.id);
  });

  it('accepts the English word too', async () => {
    const account = await signUp(t, { language: 'en' });
    const res = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(account),
      payload: { currentPassword: testPassword, confirmation: 'DELETE' },
    });
    expect(res.statusCode).toBe(204);
  });
});
