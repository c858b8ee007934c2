import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, nextIp, signUp, signupBody, testPassword } from '../../../test/factories.ts';
import { execute, query } from '../../db/sql.ts';

const t = useTestApp();

describe('sign-up', () => {
  it.each(['/api/auth/signup', '/api/register'])('%s creates the account, signs it in and records the terms', async (url) => {
    const body = signupBody({ language: 'en' });
    const res = await t.request({ method: 'POST', url, payload: body, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(201);
    const session = res.json();
    expect(session.user).toMatchObject({
      username: body.username,
      email: body.email,
      name: 'Marie Tremblay',
      role: 'client',
      language: 'en',
    });
    expect(session.user.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(session.token.length).toBeGreaterThanOrEqual(43);
    // Sign-up is always session-only: 12 hours.
    const lifetime = Date.parse(session.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(11.9 * 3_600_000);
    expect(lifetime).toBeLessThanOrEqual(12 * 3_600_000);
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = await query(
      t.app.propre.db.orm.em,
      'select terms_version, terms_language, terms_accepted_at, password_hash from app_user where id = $1',
      [session.user.id],
    );
    expect(rows[0]).toMatchObject({ terms_version: body.termsVersion, terms_language: 'en' });
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    const me = await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(session) });
    expect(me.json().id).toBe(session.user.id);
  });

  it('stores only a hash of the session token', async () => {
    const session = await signUp(t);
    const rows = await query(t.app.propre.db.orm.em, 'select token_hash from session');
    expect(rows.map((r) => r.token_hash)).not.toContain(session.token);
  });

  it('refuses a taken username or email with a clear code', async () => {
    const first = signupBody();
    await t.request({ method: 'POST', url: '/api/auth/signup', payload: first, remoteAddress: nextIp() });
    const sameName = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody({ username: first.username.toUpperCase() }),
      remoteAddress: nextIp(),
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().code).toBe('username_taken');
    const sameEmail = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody({ email: first.email.toUpperCase() }),
      remoteAddress: nextIp(),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().code).toBe('email_taken');
  });

  it('links a valid referral code and refuses an unknown one without creating the account', async () => {
    const referrer = await signUp(t, { role: 'cleaner' });
    const referred = await signUp(t, { referralCode: referrer.user.referralCode.toLowerCase() });
    const rows = await query(t.app.propre.db.orm.em, 'select referred_by_id from app_user where id = $1', [referred.user.id]);
    expect(rows[0]?.referred_by_id).toBe(referrer.user.id);

    const body = signupBody({ referralCode: 'NOPE1234' });
    const res = await t.request({ method: 'POST', url: '/api/auth/signup', payload: body, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('invalid_referral_code');
    const count = await query(t.app.propre.db.orm.em, 'select count(*)::int as n from app_user where username = $1', [
      body.username,
    ]);
    expect(count[0]?.n).toBe(0);
  });

  it('refuses common passwords, passwords equal to the username, and outdated terms', async () => {
    for (const password of ['motdepasse', 'Password123', 'aaaaaaaaaa']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/signup',
        payload: signupBody({ password }),
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, password).toBe(422);
      expect(res.json().code).toBe('password_too_common');
    }
    const same = signupBody({ username: 'laurentides', password: 'Laurentides' });
    const sameRes = await t.request({ method: 'POST', url: '/api/auth/signup', payload: same, remoteAddress: nextIp() });
    expect(sameRes.json().code).toBe('password_too_common');
    const old = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody({ termsVersion: '2020-01-01' }),
      remoteAddress: nextIp(),
    });
    expect(old.statusCode).toBe(422);
    expect(old.json().code).toBe('terms_version_outdated');
  });

  it('tells anyone the terms in force, the version a sign-up is then accepted with', async () => {
    const terms = await t.request({ method: 'GET', url: '/api/auth/terms' });
    expect(terms.statusCode).toBe(200);
    expect(terms.json()).toEqual({ version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), englishConsentRequired: true });
    expect(terms.headers['cache-control']).toBe('public, max-age=300');
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody({ termsVersion: terms.json().version }),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(201);
  });

  it('enforces the field rules of the contract', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...signupBody(), password: 'short', gender: 'robot', role: 'admin', acceptTerms: false, isAdmin: true },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    const pointers = res.json().errors.map((e: { pointer: string }) => e.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining(['/body/password', '/body/gender', '/body/role', '/body/acceptTerms', '/body/isAdmin']),
    );
  });

  it('accepts a long passphrase up to 128 characters', async () => {
    const password = 'une phrase de passe assez longue pour être mémorable '.repeat(2).slice(0, 128);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody({ password }),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('sign-in and sign-out', () => {
  it.each(['/api/auth/login', '/api/login'])('%s signs in by email or username; remember me lasts 30 days', async (url) => {
    const account = await signUp(t);
    const byEmail = await t.request({
      method: 'POST',
      url,
      payload: { email: account.user.email, password: testPassword },
      remoteAddress: nextIp(),
    });
    expect(byEmail.statusCode).toBe(200);
    expect(Date.parse(byEmail.json().expiresAt) - Date.now()).toBeLessThanOrEqual(12 * 3_600_000);
    expect(String(byEmail.headers['set-cookie'])).not.toMatch(/Max-Age/);

    const byUsername = await t.request({
      method: 'POST',
      url,
      payload: { username: account.user.username, password: testPassword, rememberMe: true },
      remoteAddress: nextIp(),
    });
    expect(byUsername.statusCode).toBe(200);
    expect(Date.parse(byUsername.json().expiresAt) - Date.now()).toBeGreaterThan(29.9 * 24 * 3_600_000);
    const cookies = [byUsername.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/propre_session=[^;]+;.*HttpOnly/);
    expect(cookies).toMatch(/propre_session=[^;]+;.*Secure/);
    expect(cookies).toMatch(/propre_session=[^;]+;.*SameSite=Lax/);
    expect(cookies).toMatch(/propre_session=[^;]+;.*Max-Age=2591\d{3}/);
  });

  it('answers wrong password and unknown account the same way', async () => {
    const account = await signUp(t);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.user.email, password: 'not-the-password' },
      remoteAddress: nextIp(),
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.ca', password: 'not-the-password' },
      remoteAddress: nextIp(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
  });

  it('needs an email or a username', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { password: 'whatever' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ pointer: '/body/email', code: 'required', message: 'Ce champ est requis' }]);
  });

  it.each(['/api/auth/logout', '/api/logout'])('%s revokes the session: its token then gets 401', async (url) => {
    const account = await signUp(t);
    const out = await t.request({ method: 'POST', url, headers: bearer(account) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ loggedOut: true });
    const me = await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(account) });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('unauthenticated');
    const anonymous = await t.request({ method: 'POST', url });
    expect(anonymous.statusCode).toBe(200);
  });

  it('refuses an expired session', async () => {
    const account = await signUp(t);
    await execute(t.app.propre.db.orm.em, "update session set expires_at = now() - interval '1 second' where user_id = $1", [
      account.user.id,
    ]);
    const me = await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(account) });
    expect(me.statusCode).toBe(401);
  });
});

describe('cookie sessions', () => {
  function cookieHeader(setCookie: string | string[] | undefined): { cookie: string; csrf: string } {
    const pairs = [setCookie ?? []].flat().map((c) => c.split(';')[0] ?? '');
    const csrf = pairs.find((p) => p.startsWith('propre_csrf='))?.split('=')[1] ?? '';
    return { cookie: pairs.join('; '), csrf };
  }

  it('authenticates reads by cookie and requires the CSRF token on writes', async () => {
    const account = await signUp(t);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.user.email, password: testPassword },
      remoteAddress: nextIp(),
    });
    const { cookie, csrf } = cookieHeader(login.headers['set-cookie']);
    expect(csrf).toBe(login.json().csrfToken);

    const me = await t.request({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);

    const forged = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { cookie },
      payload: { name: 'Forged Name' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('csrf_token_missing');
    expect(forged.json().title).toBe('Jeton de sécurité manquant ou impossible à obtenir');

    const real = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { cookie, 'x-csrf-token': csrf },
      payload: { name: 'Real Name' },
    });
    expect(real.statusCode).toBe(200);
    expect(real.json().name).toBe('Real Name');

    const out = await t.request({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'x-csrf-token': csrf } });
    expect(String(out.headers['set-cookie'])).toMatch(/propre_session=;/);
    expect((await t.request({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(401);
  });
});
