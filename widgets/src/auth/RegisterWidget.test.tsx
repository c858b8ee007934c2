import { createPropreClient, createPropreSession, memoryTokenStore } from '@propre/sdk';
import { createQueryClient } from '@propre/sdk/query';
import { describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import '../styles/index.css';
import './auth.css';
import type { User } from '../context/context.ts';
import type { Locale } from '../i18n/namespaces.ts';
import { PropreProvider } from '../provider/PropreProvider.tsx';
import { fakeApi } from '../story-support/fake-api.ts';
import { newClient } from '../story-support/fixtures/auth.ts';
import { authSession } from '../story-support/fixtures/users.ts';
import { RegisterWidget } from './index.ts';

const signupPath = '/api/auth/signup';
// Not the version of the API's own code: the widget must send the one the API says is in force.
const termsInForce = { version: '2027-02-15', englishConsentRequired: true };

/** The widget under a provider whose client is the real SDK client and session over a fake network. */
async function mount(locale: Locale, terms = termsInForce) {
  const api = fakeApi({
    [`POST ${signupPath}`]: { status: 201, body: authSession(newClient) },
    'GET /api/auth/terms': { status: 200, body: terms },
  });
  const client = createPropreClient({ baseUrl: 'http://api.test', fetch: api.fetch, locale });
  const stores = { longTerm: memoryTokenStore<User>(), session: memoryTokenStore<User>() };
  const session = createPropreSession(client, { mode: 'bearer', storage: stores });
  const onSuccess = vi.fn<(user: User) => void>();
  const screen = await render(
    <PropreProvider client={client} session={session} queryClient={createQueryClient()} locale={locale}>
      <RegisterWidget onSuccess={onSuccess} />
    </PropreProvider>,
  );
  return { api, stores, screen, onSuccess };
}

type Screen = Awaited<ReturnType<typeof mount>>['screen'];

async function fill(screen: Screen, fr: boolean) {
  await screen.getByRole('radio', { name: fr ? /^Nettoyeur/ : /^Cleaner/ }).click();
  await screen.getByLabelText(fr ? 'Nom complet' : 'Full name').fill('Alex Roy');
  await screen.getByLabelText(fr ? 'Nom d’utilisateur' : 'Username').fill('alex.roy');
  await screen.getByLabelText(fr ? 'Courriel' : 'Email', { exact: true }).fill(' alex@example.ca ');
  await screen.getByLabelText(fr ? 'Mot de passe' : 'Password', { exact: true }).fill('Lavande-Fenetre-42');
  await screen.getByLabelText(fr ? 'Genre' : 'Gender').selectOptions('other');
  await screen.getByRole('checkbox', { name: fr ? /conditions d’utilisation/ : /terms of service/ }).click();
}

describe('RegisterWidget', () => {
  test('in French: sends the current terms, French as their language, and keeps the session for this browser session only', async () => {
    const { api, stores, screen, onSuccess } = await mount('fr');
    await fill(screen, true);
    await screen.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect.poll(() => onSuccess.mock.calls.length).toBe(1);
    expect(api.to(signupPath)[0]?.body).toEqual({
      username: 'alex.roy',
      email: 'alex@example.ca',
      name: 'Alex Roy',
      password: 'Lavande-Fenetre-42',
      role: 'cleaner',
      gender: 'other',
      acceptTerms: true,
      termsVersion: '2027-02-15',
      language: 'fr',
    });
    // Spec §4: a sign-up is never remembered beyond the browser session.
    expect(stores.session.getUser()).toMatchObject({ email: newClient.email });
    expect(stores.longTerm.getUser()).toBeNull();
  });

  test('in English: nothing is sent until the person chooses the English terms over the French ones; then English is recorded', async () => {
    const { api, screen } = await mount('en');
    await fill(screen, false);
    await screen.getByRole('button', { name: 'Create my account' }).click();
    const consent = screen.getByRole('checkbox', { name: /English version/ });
    await expect.element(consent).toHaveAccessibleDescription(/Required to accept the terms in English/);
    expect(api.to(signupPath)).toHaveLength(0);

    await consent.click();
    await screen.getByRole('button', { name: 'Create my account' }).click();
    await expect.poll(() => api.to(signupPath).length).toBe(1);
    expect(api.to(signupPath)[0]?.body).toMatchObject({ acceptTerms: true, termsVersion: '2027-02-15', language: 'en' });
  });

  test('shows the version of the terms in force, and sends English without the consent when those terms do not need it', async () => {
    const { api, screen } = await mount('en', { version: '2027-02-15', englishConsentRequired: false });
    await expect.element(screen.getByRole('checkbox', { name: /version of February 15, 2027/ })).toBeVisible();
    await fill(screen, false);
    expect(screen.getByRole('checkbox', { name: /English version/ }).query()).toBeNull();
    await screen.getByRole('button', { name: 'Create my account' }).click();
    await expect.poll(() => api.to(signupPath).length).toBe(1);
    expect(api.to(signupPath)[0]?.body).toMatchObject({ termsVersion: '2027-02-15', language: 'en' });
  });
});
