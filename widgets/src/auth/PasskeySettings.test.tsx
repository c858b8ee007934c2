import { createPropreClient, createPropreSession, memoryTokenStore } from '@propre/sdk';
import { createQueryClient } from '@propre/sdk/query';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import '../styles/index.css';
import './auth.css';
import { fromBase64Url, toBase64Url } from '@propre/sdk';
import type { User } from '../context/context.ts';
import { PropreProvider } from '../provider/PropreProvider.tsx';
import { fakeApi } from '../story-support/fake-api.ts';
import { passkeys } from '../story-support/fixtures/auth.ts';
import { marie } from '../story-support/fixtures/users.ts';
import { addVirtualAuthenticator, removeVirtualAuthenticator } from '../story-support/virtual-authenticator.ts';
import { PasskeySettings } from './index.ts';

/**
 * Chromium's virtual authenticator (DevTools protocol) creates a real passkey for this page's
 * host when the widget asks: the fake API checks what arrives as the server would — a
 * `webauthn.create` answering its challenge from this origin, with an attestation object.
 */
let authenticatorId: string | undefined;

beforeEach(async () => {
  authenticatorId = await addVirtualAuthenticator();
});

afterEach(async () => {
  if (authenticatorId) await removeVirtualAuthenticator(authenticatorId);
});

describe('PasskeySettings', () => {
  test('adds a passkey: the browser creates it for the API’s challenge, the API gets it with its name, the list refreshes', async () => {
    const challenge = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
    let listed: typeof passkeys = [];
    const api = fakeApi({
      'GET /api/auth/passkeys': () => ({ status: 200, body: { items: listed } }),
      'POST /api/auth/passkeys/registration-options': {
        status: 200,
        body: {
          challenge,
          rp: { id: location.hostname, name: 'Propre' },
          user: { id: toBase64Url(new TextEncoder().encode(marie.id)), name: marie.email, displayName: marie.name },
          pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
          authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
          attestation: 'none',
        },
      },
      'POST /api/auth/passkeys': () => {
        listed = [{ ...(passkeys[0] as (typeof passkeys)[number]), name: 'Mon portable' }];
        return { status: 201, body: listed[0] };
      },
    });
    const client = createPropreClient({ baseUrl: 'http://api.test', fetch: api.fetch, locale: 'fr' });
    const stores = { longTerm: memoryTokenStore<User>(), session: memoryTokenStore<User>() };
    const session = createPropreSession(client, { mode: 'bearer', storage: stores });
    const screen = await render(
      <PropreProvider client={client} session={session} queryClient={createQueryClient()} locale="fr">
        <PasskeySettings />
      </PropreProvider>,
    );
    await expect.element(screen.getByText(/Aucune clé d’accès/)).toBeVisible();
    await screen.getByLabelText('Nom de la clé (facultatif)').fill('Mon portable');
    await screen.getByRole('button', { name: 'Ajouter une clé d’accès' }).click();

    await expect.element(screen.getByText('Mon portable', { exact: true })).toBeVisible();
    const sent = api.to('/api/auth/passkeys').find((request) => request.method === 'POST')?.body as {
      name: string;
      response: { id: string; type: string; response: { clientDataJSON: string; attestationObject: string } };
    };
    expect(sent.name).toBe('Mon portable');
    expect(sent.response.type).toBe('public-key');
    const clientData = JSON.parse(new TextDecoder().decode(fromBase64Url(sent.response.response.clientDataJSON)));
    expect(clientData).toMatchObject({ type: 'webauthn.create', challenge, origin: location.origin });
    expect(fromBase64Url(sent.response.response.attestationObject).length).toBeGreaterThan(100);
  });
});
