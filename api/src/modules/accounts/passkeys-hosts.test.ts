import type { components } from '@propre/openapi/types';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { type AuthSession, bearer, nextIp, signUp } from '../../../test/factories.ts';
import { type RegistrationOptions, SoftwareAuthenticator } from '../../../test/software-authenticator.ts';

type Schemas = components['schemas'];

/** Two brands on their own host names, as in production; PUBLIC_URL is the first one's. */
const t = useTestApp({
  env: { PUBLIC_URL: 'https://propre.test', PASSKEY_RP_IDS: 'propre.test=Propre,eclat.test=Éclat' },
});

async function register(session: AuthSession, host: string, authenticator: SoftwareAuthenticator) {
  const start = await t.request({
    method: 'POST',
    url: '/api/auth/passkeys/registration-options',
    headers: { ...bearer(session), host },
  });
  expect(start.statusCode, start.body).toBe(200);
  const options = start.json<RegistrationOptions>();
  const finish = await t.request({
    method: 'POST',
    url: '/api/auth/passkeys',
    headers: { ...bearer(session), host },
    payload: { response: authenticator.createCredential(options, `https://${host}`) },
  });
  return { options, finish };
}

/** Signs in through `host`; `as` plays the authenticator answering for another site (its RP ID and origin). */
async function signIn(host: string, authenticator: SoftwareAuthenticator, as?: string) {
  const start = await t.request({
    method: 'POST',
    url: '/api/auth/passkeys/login-options',
    headers: { host },
    remoteAddress: nextIp(),
  });
  expect(start.statusCode, start.body).toBe(200);
  const { challengeId, options } = start.json<Schemas['PasskeyLoginOptions']>();
  const finish = await t.request({
    method: 'POST',
    url: '/api/auth/passkeys/login',
    headers: { host },
    payload: {
      challengeId,
      response: as
        ? authenticator.getAssertion({ ...options, rpId: as }, `https://${as}`)
        : authenticator.getAssertion(options, `https://${host}`),
    },
    remoteAddress: nextIp(),
  });
  return { options, finish };
}

describe('passkeys on each brand host', () => {
  it.each([
    ['propre.test', 'propre.test', 'Propre'],
    ['eclat.test', 'eclat.test', 'Éclat'],
    ['www.eclat.test', 'eclat.test', 'Éclat'],
  ])('on %s: a passkey is made for %s and signs in there', async (host, rpId, name) => {
    const session = await signUp(t);
    const authenticator = new SoftwareAuthenticator();
    const { options, finish } = await register(session, host, authenticator);
    expect(options.rp).toEqual({ id: rpId, name });
    expect(finish.statusCode, finish.body).toBe(201);

    const login = await signIn(host, authenticator);
    expect(login.options.rpId).toBe(rpId);
    expect(login.finish.statusCode, login.finish.body).toBe(200);
    expect(login.finish.json().user.id).toBe(session.user.id);
  });

  it('an assertion made for one brand does not sign in through the other', async () => {
    const session = await signUp(t);
    const authenticator = new SoftwareAuthenticator();
    expect((await register(session, 'eclat.test', authenticator)).finish.statusCode).toBe(201);
    // A page of eclat.test relaying its assertion to propre.test: RP ID and origin are eclat.test's.
    const { finish } = await signIn('propre.test', authenticator, 'eclat.test');
    expect([finish.statusCode, finish.json().code]).toEqual([401, 'passkey_invalid']);
    expect((await signIn('eclat.test', authenticator)).finish.statusCode).toBe(200);
  });

  it('a host outside the allow-list gets the public site, and its own origin is refused', async () => {
    const session = await signUp(t);
    const authenticator = new SoftwareAuthenticator();
    const { options, finish } = await register(session, 'attacker.example', authenticator);
    expect(options.rp.id).toBe('propre.test');
    expect([finish.statusCode, finish.json().code]).toEqual([422, 'passkey_registration_invalid']);
  });
});
