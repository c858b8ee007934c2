import type { components } from '@propre/openapi/types';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { type AuthSession, bearer, nextIp, signUp, testPassword } from '../../../test/factories.ts';
import {
  type AuthenticationCredential,
  type RegistrationOptions,
  SoftwareAuthenticator,
} from '../../../test/software-authenticator.ts';
import { query } from '../../db/sql.ts';

type Schemas = components['schemas'];

const t = useTestApp();
const origin = () => new URL(t.config.publicUrl).origin;
const sql = (text: string, params: unknown[] = []) => query(t.app.propre.db.orm.em, text, params);

async function registrationOptions(session: AuthSession): Promise<RegistrationOptions> {
  const res = await t.request({ method: 'POST', url: '/api/auth/passkeys/registration-options', headers: bearer(session) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RegistrationOptions>();
}

function finishRegistration(session: AuthSession, body: Schemas['PasskeyRegistrationRequest']) {
  return t.request({ method: 'POST', url: '/api/auth/passkeys', headers: bearer(session), payload: body });
}

/** Adds a passkey held by `authenticator` to the account, through both steps of the API. */
async function register(session: AuthSession, authenticator = new SoftwareAuthenticator(), name?: string) {
  const options = await registrationOptions(session);
  const res = await finishRegistration(session, {
    response: authenticator.createCredential(options, origin()),
    ...(name ? { name } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { authenticator, passkey: res.json<Schemas['Passkey']>() };
}

async function loginOptions(): Promise<Schemas['PasskeyLoginOptions']> {
  const res = await t.request({ method: 'POST', url: '/api/auth/passkeys/login-options', remoteAddress: nextIp() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Schemas['PasskeyLoginOptions']>();
}

function finishLogin(body: Schemas['PasskeyLoginRequest'], remoteAddress = nextIp()) {
  return t.request({ method: 'POST', url: '/api/auth/passkeys/login', payload: body, remoteAddress });
}

/** Both steps of signing in, the assertion optionally altered on its way to the server. */
async function passkeyLogin(
  authenticator: SoftwareAuthenticator,
  options: { from?: string; rememberMe?: boolean; alter?: (response: AuthenticationCredential) => AuthenticationCredential } = {},
) {
  const { challengeId, options: requestOptions } = await loginOptions();
  const assertion = authenticator.getAssertion(requestOptions, options.from ?? origin());
  const response = options.alter ? options.alter(assertion) : assertion;
  return finishLogin({ challengeId, response, ...(options.rememberMe ? { rememberMe: true } : {}) });
}

function listPasskeys(session: AuthSession) {
  return t.request({ method: 'GET', url: '/api/auth/passkeys', headers: bearer(session) });
}

function expectProblem(res: { statusCode: number; json: () => { code: string } }, status: number, code: string) {
  expect([res.statusCode, res.json().code]).toEqual([status, code]);
}

/** The same base64url bytes with one byte changed. */
function flipByte(base64url: string, index: number): string {
  const bytes = Buffer.from(base64url, 'base64url');
  const at = index < 0 ? bytes.length + index : index;
  bytes[at] = (bytes[at] ?? 0) ^ 0x01;
  return bytes.toString('base64url');
}

describe('adding a passkey', () => {
  it('is for signed-in users only: anonymous callers get 401', async () => {
    const start = await t.request({ method: 'POST', url: '/api/auth/passkeys/registration-options' });
    expectProblem(start, 401, 'unauthenticated');
    const list = await t.request({ method: 'GET', url: '/api/auth/passkeys' });
    expectProblem(list, 401, 'unauthenticated');
    const options = await registrationOptions(await signUp(t));
    const finish = await t.request({
      method: 'POST',
      url: '/api/auth/passkeys',
      payload: { response: new SoftwareAuthenticator().createCredential(options, origin()) },
    });
    expectProblem(finish, 401, 'unauthenticated');
  });

  it('offers options for a discoverable credential of this site and account, challenge kept five minutes', async () => {
    const account = await signUp(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/passkeys/registration-options', headers: bearer(account) });
    expect(res.headers['cache-control']).toBe('no-store');
    const options = res.json<RegistrationOptions>();
    expect(options.rp).toEqual({ id: 'localhost', name: 'Propre' });
    expect(options.user).toEqual({
      id: Buffer.from(account.user.id).toString('base64url'),
      name: account.user.email,
      displayName: account.user.name,
    });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'preferred' });
    expect(options.excludeCredentials).toEqual([]);
    expect(options.pubKeyCredParams).toContainEqual({ alg: -7, type: 'public-key' });
    expect(Buffer.from(options.challenge, 'base64url').length).toBeGreaterThanOrEqual(32);
    const rows = await sql('select user_id, purpose from passkey_challenge where challenge = $1', [options.challenge]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: account.user.id, purpose: 'registration' });
    const second = await registrationOptions(account);
    expect(second.challenge).not.toBe(options.challenge);
  });

  it('keeps the credential and shows it to its owner only', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const { authenticator, passkey } = await register(owner, new SoftwareAuthenticator(), '  iPhone de Marie ');
    expect(passkey).toEqual({
      id: expect.stringMatching(/^pky_[0-9a-z]{26}$/),
      name: 'iPhone de Marie',
      createdAt: expect.any(String),
      lastUsedAt: null,
      deviceType: 'multiDevice',
      backedUp: true,
    });
    const list = await listPasskeys(owner);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().items).toEqual([passkey]);
    expect((await listPasskeys(other)).json().items).toEqual([]);

    const rows = await sql('select user_id, credential_id, public_key, counter, transports, aaguid from passkey where id = $1', [
      passkey.id,
    ]);
    expect(rows[0]).toMatchObject({
      user_id: owner.user.id,
      credential_id: authenticator.id,
      transports: ['hybrid', 'internal'],
      aaguid: '00000000-0000-0000-0000-000000000000',
    });
    expect(Number(rows[0]?.counter)).toBe(0);
    // The COSE key: a map (0xa5) of five entries, kty EC2 first.
    expect(Buffer.from(rows[0]?.public_key as Uint8Array).subarray(0, 3)).toEqual(Buffer.from([0xa5, 0x01, 0x02]));

    const single = await register(owner, new SoftwareAuthenticator({ synced: false }));
    expect(single.passkey).toMatchObject({ name: 'Clé d’accès', deviceType: 'singleDevice', backedUp: false });
    expect((await listPasskeys(owner)).json().items.map((p: { id: string }) => p.id)).toEqual([passkey.id, single.passkey.id]);
  });

  it('excludes the passkeys already registered and refuses the same credential twice (409)', async () => {
    const owner = await signUp(t);
    const { authenticator } = await register(owner);
    const options = await registrationOptions(owner);
    expect(options.excludeCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['hybrid', 'internal'] },
    ]);
    expect(() => authenticator.createCredential(options, origin())).toThrow(/InvalidStateError/);
    const again = await finishRegistration(owner, {
      response: authenticator.createCredential(options, origin(), { ignoreExcludeList: true }),
    });
    expectProblem(again, 409, 'passkey_already_registered');

    const someoneElse = await signUp(t);
    const stolen = await finishRegistration(someoneElse, {
      response: authenticator.createCredential(await registrationOptions(someoneElse), origin()),
    });
    expectProblem(stolen, 409, 'passkey_already_registered');
    expect((await listPasskeys(owner)).json().items).toHaveLength(1);
    expect((await listPasskeys(someoneElse)).json().items).toHaveLength(0);
  });

  it('refuses an answer from another origin, without user verification, or to a challenge not issued for it (422)', async () => {
    const account = await signUp(t);
    const other = await signUp(t);
    const authenticator = new SoftwareAuthenticator();

    const wrongOrigin = await finishRegistration(account, {
      response: authenticator.createCredential(await registrationOptions(account), 'https://propre.example.com'),
    });
    expectProblem(wrongOrigin, 422, 'passkey_registration_invalid');

    const unverified = await finishRegistration(account, {
      response: authenticator.createCredential(await registrationOptions(account), origin(), { userVerified: false }),
    });
    expectProblem(unverified, 422, 'passkey_registration_invalid');

    // Another account's challenge.
    const foreign = await finishRegistration(account, {
      response: authenticator.createCredential(await registrationOptions(other), origin()),
    });
    expectProblem(foreign, 422, 'passkey_registration_invalid');

    // A sign-in challenge dressed up as a registration one.
    const { options: signIn } = await loginOptions();
    const crossed = await finishRegistration(account, {
      response: authenticator.createCredential(
        { ...(await registrationOptions(account)), challenge: signIn.challenge },
        origin(),
      ),
    });
    expectProblem(crossed, 422, 'passkey_registration_invalid');

    // A challenge the server never issued.
    const invented = await finishRegistration(account, {
      response: authenticator.createCredential(
        { ...(await registrationOptions(account)), challenge: Buffer.alloc(32, 7).toString('base64url') },
        origin(),
      ),
    });
    expectProblem(invented, 422, 'passkey_registration_invalid');

    expect((await listPasskeys(account)).json().items).toEqual([]);
    // The same authenticator, answering properly, is then accepted.
    await register(account, authenticator);
  });

  it('spends the challenge on the first answer, even a refused one', async () => {
    const account = await signUp(t);
    const options = await registrationOptions(account);
    const accepted = { response: new SoftwareAuthenticator().createCredential(options, origin()) };
    expect((await finishRegistration(account, accepted)).statusCode).toBe(201);
    expectProblem(await finishRegistration(account, accepted), 422, 'passkey_registration_invalid');
    const replayedWithAnotherKey = await finishRegistration(account, {
      response: new SoftwareAuthenticator().createCredential(options, origin()),
    });
    expectProblem(replayedWithAnotherKey, 422, 'passkey_registration_invalid');

    const refusedFirst = await registrationOptions(account);
    const late = new SoftwareAuthenticator();
    const refused = await finishRegistration(account, {
      response: late.createCredential(refusedFirst, 'https://elsewhere.example'),
    });
    expectProblem(refused, 422, 'passkey_registration_invalid');
    const retried = await finishRegistration(account, { response: late.createCredential(refusedFirst, origin()) });
    expectProblem(retried, 422, 'passkey_registration_invalid');
    expect((await listPasskeys(account)).json().items).toHaveLength(1);
  });

  it('answers passkey_challenge_expired after five minutes', async () => {
    const account = await signUp(t);
    const options = await registrationOptions(account);
    const rows = await sql(
      'select extract(epoch from expires_at - created_at)::int as seconds from passkey_challenge where challenge = $1',
      [options.challenge],
    );
    expect(rows[0]?.seconds).toBe(300);
    await sql(`update passkey_challenge set expires_at = now() - interval '1 second' where challenge = $1`, [options.challenge]);
    const res = await finishRegistration(account, { response: new SoftwareAuthenticator().createCredential(options, origin()) });
    expectProblem(res, 422, 'passkey_challenge_expired');
    expect((await listPasskeys(account)).json().items).toEqual([]);
  });
});

describe('signing in with a passkey', () => {
  it('opens a session like auth.login: token, cookies and CSRF token, and the token works', async () => {
    const account = await signUp(t);
    const { authenticator, passkey } = await register(account);

    const start = await t.request({ method: 'POST', url: '/api/auth/passkeys/login-options', remoteAddress: nextIp() });
    expect(start.headers['cache-control']).toBe('no-store');
    const { challengeId, options } = start.json<Schemas['PasskeyLoginOptions']>();
    expect(options).toMatchObject({ rpId: 'localhost', allowCredentials: [], userVerification: 'preferred' });

    const res = await finishLogin({ challengeId, response: authenticator.getAssertion(options, origin()) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const session = res.json<AuthSession>();
    expect(session.user.id).toBe(account.user.id);
    expect(session.token).not.toBe(account.token);
    expect(session.csrfToken.length).toBeGreaterThanOrEqual(43);
    const lifetime = Date.parse(session.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(11.9 * 3_600_000);
    expect(lifetime).toBeLessThanOrEqual(12 * 3_600_000);
    const cookies = String(res.headers['set-cookie']);
    expect(cookies).toContain(`propre_session=${session.token}`);
    expect(cookies).toContain(`propre_csrf=${session.csrfToken}`);
    expect(cookies).toMatch(/HttpOnly/);

    const me = await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(session) });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(account.user.id);

    const [listed] = (await listPasskeys(session)).json().items;
    expect(listed.id).toBe(passkey.id);
    expect(Date.now() - Date.parse(listed.lastUsedAt)).toBeLessThan(60_000);
  });

  it('with rememberMe, the session lasts 30 days', async () => {
    const { authenticator } = await register(await signUp(t));
    const res = await passkeyLogin(authenticator, { rememberMe: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.parse(res.json().expiresAt) - Date.now()).toBeGreaterThan(29.9 * 24 * 3_600_000);
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=/);
  });

  it('accepts each challenge once: a replayed answer or a new answer to a spent challenge is passkey_invalid', async () => {
    const { authenticator } = await register(await signUp(t));
    const { challengeId, options } = await loginOptions();
    const body = { challengeId, response: authenticator.getAssertion(options, origin()) };
    expect((await finishLogin(body)).statusCode).toBe(200);
    expectProblem(await finishLogin(body), 401, 'passkey_invalid');
    const fresh = { challengeId, response: authenticator.getAssertion(options, origin()) };
    expectProblem(await finishLogin(fresh), 401, 'passkey_invalid');
    expectProblem(await finishLogin({ ...fresh, challengeId: 'pkc_nothing' }), 401, 'passkey_invalid');
  });

  it('refuses a wrong origin, a tampered signature or authenticator data, and unverified users (401 passkey_invalid)', async () => {
    const { authenticator } = await register(await signUp(t));
    const attempts: Record<string, Parameters<typeof passkeyLogin>[1]> = {
      'another origin': { from: 'https://propre.example.com' },
      'a tampered signature': {
        alter: (r) => ({ ...r, response: { ...r.response, signature: flipByte(r.response.signature, -1) } }),
      },
      'tampered authenticator data': {
        // The last byte of the signature counter: still well-formed, no longer what was signed.
        alter: (r) => ({ ...r, response: { ...r.response, authenticatorData: flipByte(r.response.authenticatorData, -1) } }),
      },
      'tampered client data': {
        alter: (r) => {
          const data = JSON.parse(Buffer.from(r.response.clientDataJSON, 'base64url').toString('utf8'));
          const forged = Buffer.from(JSON.stringify({ ...data, crossOrigin: false, extra: 1 })).toString('base64url');
          return { ...r, response: { ...r.response, clientDataJSON: forged } };
        },
      },
      'another account’s user handle': {
        alter: (r) => ({ ...r, response: { ...r.response, userHandle: Buffer.from('usr_someoneelse').toString('base64url') } }),
      },
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      const res = await passkeyLogin(authenticator, attempt);
      expect([name, res.statusCode, res.json().code]).toEqual([name, 401, 'passkey_invalid']);
    }
    const { challengeId, options } = await loginOptions();
    const unverified = authenticator.getAssertion(options, origin(), { userVerified: false });
    expectProblem(await finishLogin({ challengeId, response: unverified }), 401, 'passkey_invalid');
    // Nothing above was refused for another reason: the genuine answer still signs in.
    expect((await passkeyLogin(authenticator)).statusCode).toBe(200);
  });

  it('refuses a credential the server does not know', async () => {
    await register(await signUp(t));
    const stranger = new SoftwareAuthenticator();
    stranger.userHandle = Buffer.from('usr_stranger').toString('base64url');
    expectProblem(await passkeyLogin(stranger), 401, 'passkey_invalid');
  });

  it('keeps the signature counter and refuses one that goes backwards (a cloned authenticator)', async () => {
    const { authenticator, passkey } = await register(await signUp(t));
    const counter = async () => Number((await sql('select counter from passkey where id = $1', [passkey.id]))[0]?.counter);
    expect(await counter()).toBe(0);
    expect((await passkeyLogin(authenticator)).statusCode).toBe(200);
    expect(await counter()).toBe(1);
    expect((await passkeyLogin(authenticator)).statusCode).toBe(200);
    expect(await counter()).toBe(2);
    authenticator.signCount = 0;
    expectProblem(await passkeyLogin(authenticator), 401, 'passkey_invalid');
    authenticator.signCount = 1;
    expectProblem(await passkeyLogin(authenticator), 401, 'passkey_invalid');
    expect(await counter()).toBe(2);
    expect((await passkeyLogin(authenticator)).statusCode).toBe(200);
    expect(await counter()).toBe(3);
  });

  it('answers passkey_challenge_expired after five minutes', async () => {
    const { authenticator } = await register(await signUp(t));
    const { challengeId, options } = await loginOptions();
    await sql(`update passkey_challenge set expires_at = now() - interval '1 second' where id = $1`, [challengeId]);
    const res = await finishLogin({ challengeId, response: authenticator.getAssertion(options, origin()) });
    expectProblem(res, 422, 'passkey_challenge_expired');
  });

  it('stops working when the account is deleted', async () => {
    const account = await signUp(t);
    const { authenticator } = await register(account);
    expect((await passkeyLogin(authenticator)).statusCode).toBe(200);
    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(account),
      payload: { currentPassword: testPassword, confirmation: 'SUPPRIMER' },
    });
    expect(deleted.statusCode).toBe(204);
    expectProblem(await passkeyLogin(authenticator), 401, 'passkey_invalid');
  });

  it('is limited per IP address like password sign-in (429)', async () => {
    const { authenticator } = await register(await signUp(t));
    const { options } = await loginOptions();
    const response = authenticator.getAssertion(options, origin());
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) codes.push((await finishLogin({ challengeId: `pkc_${i}`, response }, ip)).statusCode);
    expect(codes.slice(0, 30).every((code) => code === 401)).toBe(true);
    expect(codes[30]).toBe(429);
    expect((await passkeyLogin(authenticator)).statusCode).toBe(200);
  });
});

describe('removing a passkey', () => {
  it('is for its owner only: another account gets 404, as for a passkey that does not exist', async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const { authenticator, passkey } = await register(owner);
    const url = `/api/auth/passkeys/${passkey.id}`;

    expectProblem(await t.request({ method: 'DELETE', url, headers: bearer(intruder) }), 404, 'passkey_not_found');
    const missing = `/api/auth/passkeys/pky_${'0'.repeat(26)}`;
    expectProblem(await t.request({ method: 'DELETE', url: missing, headers: bearer(owner) }), 404, 'passkey_not_found');
    expectProblem(await t.request({ method: 'DELETE', url }), 401, 'unauthenticated');
    expect((await listPasskeys(owner)).json().items).toEqual([passkey]);
    expect((await passkeyLogin(authenticator)).statusCode).toBe(200);

    const removed = await t.request({ method: 'DELETE', url, headers: bearer(owner) });
    expect(removed.statusCode).toBe(204);
    expect((await listPasskeys(owner)).json().items).toEqual([]);
    expectProblem(await passkeyLogin(authenticator), 401, 'passkey_invalid');
    expectProblem(await t.request({ method: 'DELETE', url, headers: bearer(owner) }), 404, 'passkey_not_found');
  });
});
