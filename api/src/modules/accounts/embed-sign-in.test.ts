import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import { query } from '../../db/sql.ts';
import { fromWidget, newPartner, partnerOrigin, publishableKey } from '../partners/partners.fixtures.ts';
import { challengeOf } from './embed-codes.ts';

const t = useTestApp();

const newVerifier = () => randomBytes(32).toString('base64url');

async function authorize(token: string, body: Record<string, unknown>) {
  return t.request({ method: 'POST', url: '/api/auth/embed/authorizations', headers: bearer({ token }), payload: body });
}

async function exchange(key: string | null, body: Record<string, unknown>, origin = partnerOrigin) {
  return t.request({
    method: 'POST',
    url: '/api/auth/embed/token',
    headers: key ? fromWidget(key, origin) : { origin },
    payload: body,
  });
}

/** A signed-in client, a partner's key and a code issued for it. */
async function codeFor(options: { origin?: string } = {}) {
  const client = await signUp(t, { role: 'client' });
  const partner = await newPartner(t);
  const key = await publishableKey(t, partner);
  const verifier = newVerifier();
  const res = await authorize(client.token, {
    clientId: key,
    codeChallenge: challengeOf(verifier),
    codeChallengeMethod: 'S256',
    redirectOrigin: options.origin ?? partnerOrigin,
  });
  return { client, partner, key, verifier, res };
}

describe('the embed sign-in: a one-time code from the window, a short session for the widget', () => {
  it('exchanges a code once, for a 15-minute bearer session and no cookie', async () => {
    const { client, key, verifier, res } = await codeFor();
    expect(res.statusCode, res.body).toBe(201);
    const { code, expiresAt, redirectOrigin } = res.json();
    expect(redirectOrigin).toBe(partnerOrigin);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60_000);

    const first = await exchange(key, { code, codeVerifier: verifier });
    expect(first.statusCode, first.body).toBe(200);
    const session = first.json();
    expect(session.user.id).toBe(client.user.id);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['access-control-allow-origin']).toBe(partnerOrigin);
    expect(first.headers['access-control-allow-credentials']).toBeUndefined();
    const lifetime = new Date(session.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
    // The token is a bearer session like any other: the widget's client reads the person's data.
    const me = await t.request({ method: 'GET', url: '/api/users/me', headers: bearer({ token: session.token }) });
    expect(me.json().id).toBe(client.user.id);

    const again = await exchange(key, { code, codeVerifier: verifier });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'embed_code_invalid' });
  });

  it('refuses a wrong verifier, and the code is burnt by the try', async () => {
    const { key, verifier, res } = await codeFor();
    const { code } = res.json();
    const wrong = await exchange(key, { code, codeVerifier: newVerifier() });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'embed_code_invalid' });
    expect((await exchange(key, { code, codeVerifier: verifier })).json()).toMatchObject({ code: 'embed_code_invalid' });
  });

  it('binds the code to its key and origin', async () => {
    const { verifier, res, partner } = await codeFor();
    const otherKey = await publishableKey(t, partner, [partnerOrigin, 'https://autre.example']);
    const withOtherKey = await exchange(otherKey, { code: res.json().code, codeVerifier: verifier });
    expect(withOtherKey.json()).toMatchObject({ code: 'embed_code_invalid' });

    const second = await codeFor();
    const key2 = await publishableKey(t, second.partner, [partnerOrigin, 'https://autre.example']);
    const verifier2 = newVerifier();
    const issued = await authorize(second.client.token, {
      clientId: key2,
      codeChallenge: challengeOf(verifier2),
      redirectOrigin: partnerOrigin,
    });
    const fromOtherOrigin = await exchange(key2, { code: issued.json().code, codeVerifier: verifier2 }, 'https://autre.example');
    expect(fromOtherOrigin.statusCode).toBe(400);
    expect(fromOtherOrigin.json()).toMatchObject({ code: 'embed_code_invalid' });
  });

  it('refuses an expired code', async () => {
    const { key, verifier, res } = await codeFor();
    await query(t.app.propre.db.orm.em, `update embed_authorization set expires_at = now() - interval '1 second'`);
    const late = await exchange(key, { code: res.json().code, codeVerifier: verifier });
    expect(late.json()).toMatchObject({ code: 'embed_code_invalid' });
  });

  it('issues codes only for a live key and one of its origins, to a signed-in person', async () => {
    const { client, key } = await codeFor();
    const challenge = challengeOf(newVerifier());
    const foreign = await authorize(client.token, {
      clientId: key,
      codeChallenge: challenge,
      redirectOrigin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'partner_origin_not_allowed' });
    const unknown = await authorize(client.token, {
      clientId: `pk_live_${'z'.repeat(43)}`,
      codeChallenge: challenge,
      redirectOrigin: partnerOrigin,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'embed_client_invalid' });
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/auth/embed/authorizations',
      payload: { clientId: key, codeChallenge: challenge, redirectOrigin: partnerOrigin },
    });
    expect(anonymous.statusCode).toBe(401);
    const plain = await authorize(client.token, { clientId: key, codeChallenge: 'short', redirectOrigin: partnerOrigin });
    expect(plain.statusCode).toBe(400);
  });

  it('exchanges only with the publishable key, from one of its origins', async () => {
    const { key, verifier, res } = await codeFor();
    const body = { code: res.json().code, codeVerifier: verifier };
    const noKey = await exchange(null, body);
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json()).toMatchObject({ code: 'partner_api_key_invalid' });
    const foreign = await exchange(key, body, 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'partner_origin_not_allowed' });
    // Neither refusal used the code up: the page itself still gets its session.
    expect((await exchange(key, body)).statusCode).toBe(200);
  });
});
