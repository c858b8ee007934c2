import { createPropreClient, createPropreSession, memoryTokenStore } from '@propre/sdk';
import { createQueryClient } from '@propre/sdk/query';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../styles/index.css';
import './login.css';
import { fromBase64Url, toBase64Url } from '@propre/sdk';
import type { User } from '../context/context.ts';
import { PropreProvider } from '../provider/PropreProvider.tsx';
import { type Answer, fakeApi, type SeenRequest } from '../story-support/fake-api.ts';
import { authSession, marie } from '../story-support/fixtures/users.ts';
import { problemBody } from '../story-support/problem.ts';
import { addVirtualAuthenticator, removeVirtualAuthenticator } from '../story-support/virtual-authenticator.ts';
import { LoginWidget } from './index.ts';

/**
 * Chromium's virtual authenticator (DevTools protocol) holds a real passkey for this page's
 * host: the widget asks the browser for it, and the fake API checks what arrives the way the
 * server does — the challenge, the type, the origin and the ECDSA signature over the bytes.
 */
const standardBase64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

interface Authenticator {
  id: string;
  credentialId: Uint8Array;
  userHandle: Uint8Array;
  publicKey: CryptoKey;
}

let authenticator: Authenticator | undefined;

beforeEach(async () => {
  const authenticatorId = await addVirtualAuthenticator();
  const devtools = cdp();
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const credentialId = crypto.getRandomValues(new Uint8Array(16));
  const userHandle = new TextEncoder().encode(marie.id);
  await devtools.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: standardBase64(credentialId),
      isResidentCredential: true,
      rpId: location.hostname,
      privateKey: standardBase64(await crypto.subtle.exportKey('pkcs8', keys.privateKey)),
      userHandle: standardBase64(userHandle),
      signCount: 0,
    },
  });
  authenticator = { id: authenticatorId, credentialId, userHandle, publicKey: keys.publicKey };
});

afterEach(async () => {
  if (authenticator) await removeVirtualAuthenticator(authenticator.id);
  authenticator = undefined;
});

/** An ASN.1 DER ECDSA signature as WebCrypto's raw r‖s (32 bytes each for P-256). */
function derToRaw(der: Uint8Array): Uint8Array<ArrayBuffer> {
  const raw = new Uint8Array(64);
  let at = 2; // SEQUENCE, length
  for (const offset of [0, 32]) {
    const length = der[at + 1] as number;
    const integer = der.slice(at + 2, at + 2 + length);
    const trimmed = integer.slice(Math.max(0, integer.length - 32));
    raw.set(trimmed, offset + 32 - trimmed.length);
    at += 2 + length;
  }
  return raw;
}

interface FinishBody {
  challengeId: string;
  rememberMe?: boolean;
  response: {
    id: string;
    rawId: string;
    type: string;
    response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
  };
}

/** What the API checks of an assertion (a subset: no counter, no rpIdHash). */
async function verify(body: FinishBody, challenge: string): Promise<string[]> {
  const problems: string[] = [];
  const { response } = body;
  const clientData = JSON.parse(new TextDecoder().decode(fromBase64Url(response.response.clientDataJSON))) as Record<
    string,
    string
  >;
  if (clientData.type !== 'webauthn.get') problems.push(`type ${clientData.type}`);
  if (clientData.challenge !== challenge) problems.push('challenge');
  if (clientData.origin !== location.origin) problems.push(`origin ${clientData.origin}`);
  if (response.id !== toBase64Url(authenticator?.credentialId as Uint8Array) || response.rawId !== response.id)
    problems.push('id');
  if (response.response.userHandle !== toBase64Url(authenticator?.userHandle as Uint8Array)) problems.push('userHandle');
  const authenticatorData = fromBase64Url(response.response.authenticatorData);
  const clientDataHash = new Uint8Array(await crypto.subtle.digest('SHA-256', fromBase64Url(response.response.clientDataJSON)));
  const signed = new Uint8Array([...authenticatorData, ...clientDataHash]);
  const valid = await crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    authenticator?.publicKey as CryptoKey,
    derToRaw(fromBase64Url(response.response.signature)),
    signed,
  );
  if (!valid) problems.push('signature');
  return problems;
}

async function mount(
  finish: (request: SeenRequest, challenge: string) => Promise<Answer> | Answer,
  mode: 'cookie' | 'bearer' = 'cookie',
) {
  const challenge = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  const api = fakeApi({
    'POST /api/auth/passkeys/login-options': {
      status: 200,
      body: {
        challengeId: 'pkc_01jd0v3v4m0000000000000001',
        options: { challenge, rpId: location.hostname, allowCredentials: [], userVerification: 'required', timeout: 60_000 },
      },
    },
    // Answers once its checks (asynchronous WebCrypto) are done.
    'POST /api/auth/passkeys/login': (request) => finish(request, challenge),
  });
  const client = createPropreClient({ baseUrl: 'http://api.test', fetch: api.fetch });
  const stores = { longTerm: memoryTokenStore<User>(), session: memoryTokenStore<User>() };
  const session = createPropreSession(client, { mode, storage: stores });
  const onSuccess = vi.fn<(user: User) => void>();
  const screen = await render(
    <PropreProvider client={client} session={session} queryClient={createQueryClient()} locale="fr">
      <LoginWidget onSuccess={onSuccess} />
    </PropreProvider>,
  );
  return { api, screen, session, stores, onSuccess };
}

describe('LoginWidget with a passkey', () => {
  test('signs in with the authenticator’s passkey: the API gets a valid, signed assertion', async () => {
    let problems: string[] = ['not called'];
    let sent: FinishBody | undefined;
    const { screen, session, stores, onSuccess } = await mount(async (request, challenge) => {
      sent = request.body as FinishBody;
      problems = await verify(sent, challenge);
      return problems.length === 0
        ? { status: 200, body: authSession(marie, sent.rememberMe) }
        : { status: 401, body: problemBody('passkey_invalid', 401) };
    });
    await screen.getByLabelText('Garder ma session ouverte 30 jours').click();
    await screen.getByRole('button', { name: 'Utiliser une clé d’accès' }).click();

    await expect.poll(() => onSuccess.mock.calls.length, { timeout: 10_000 }).toBe(1);
    expect(problems).toEqual([]);
    expect(sent?.challengeId).toBe('pkc_01jd0v3v4m0000000000000001');
    expect(sent?.rememberMe).toBe(true);
    expect(sent?.response.type).toBe('public-key');
    expect(onSuccess).toHaveBeenCalledWith(marie);
    expect(session.state).toEqual({ status: 'authenticated', user: marie });
    // Remembered (rememberMe): the long-term store keeps the user's id only.
    expect(stores.session.getUser()).toBeNull();
    expect(stores.longTerm.getUser()).toEqual({ id: marie.id });
    await expect.element(screen.getByRole('status')).toBeVisible();
  });

  test('a bearer session keeps the token the passkey sign-in answered, so the next calls are signed in', async () => {
    let answered: string | undefined;
    const { screen, session, stores, onSuccess } = await mount(async (request, challenge) => {
      const sent = request.body as FinishBody;
      const problems = await verify(sent, challenge);
      if (problems.length > 0) return { status: 401, body: problemBody('passkey_invalid', 401) };
      const body = authSession(marie, sent.rememberMe);
      answered = body.token;
      return { status: 200, body };
    }, 'bearer');
    await screen.getByRole('button', { name: 'Utiliser une clé d’accès' }).click();

    await expect.poll(() => onSuccess.mock.calls.length, { timeout: 10_000 }).toBe(1);
    expect(answered).toBeTruthy();
    expect(session.getToken()).toBe(answered);
    // Without "remember me" the token lives for the browser session only.
    expect(stores.session.get()).toBe(answered);
    expect(stores.longTerm.get()).toBeNull();
  });

  test('a refused passkey (401 passkey_invalid) says so and offers the password', async () => {
    const { screen, onSuccess } = await mount(() => ({ status: 401, body: problemBody('passkey_invalid', 401) }));
    await screen.getByRole('button', { name: 'Utiliser une clé d’accès' }).click();
    await expect
      .poll(() => screen.getByRole('alert').element().textContent, { timeout: 10_000 })
      .toContain('Clé d’accès refusée');
    expect(screen.getByRole('alert').element().textContent).toContain('utilisez votre mot de passe');
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
