import { createPropreClient, createPropreSession, memoryTokenStore } from '@propre/sdk';
import { createQueryClient } from '@propre/sdk/query';
import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../styles/index.css';
import './account.css';
import type { User } from '../context/context.ts';
import { PropreProvider } from '../provider/PropreProvider.tsx';
import { fakeApi } from '../story-support/fake-api.ts';
import { newCleanerOwnProfile, sophieOwnProfile } from '../story-support/fixtures/account.ts';
import { marie } from '../story-support/fixtures/users.ts';
import { problemBody } from '../story-support/problem.ts';
import { AccountDetailsSection, RatesSection, ServiceAreaSection } from './index.ts';

type Routes = Parameters<typeof fakeApi>[0];

/** A section under a provider whose client is the real SDK client over `routes`, with a real session. */
async function mount(routes: Routes, ui: ReactNode) {
  const api = fakeApi(routes);
  const client = createPropreClient({ baseUrl: 'http://api.test', fetch: api.fetch, locale: 'fr' });
  const stores = { longTerm: memoryTokenStore<User>(), session: memoryTokenStore<User>() };
  const session = createPropreSession(client, { mode: 'bearer', storage: stores });
  const screen = await render(
    <PropreProvider client={client} session={session} queryClient={createQueryClient()} locale="fr">
      {ui}
    </PropreProvider>,
  );
  return { api, session, screen };
}

const profilePath = '/api/cleaners/me/profile';
const savedState = (screen: Awaited<ReturnType<typeof mount>>['screen'], name: string) =>
  expect.poll(() => screen.container.querySelector<HTMLElement>(`[data-section="${name}"]`)?.dataset.state);

describe('RatesSection', () => {
  test('an hourly rate is sent in cents with the method, and only those', async () => {
    const onSaved = vi.fn();
    const { api, screen } = await mount(
      { [`PATCH ${profilePath}`]: { status: 200, body: sophieOwnProfile } },
      <RatesSection initial={sophieOwnProfile.public} onSaved={onSaved} />,
    );
    const field = screen.getByLabelText('Taux horaire ($ de l’heure)');
    await userEvent.clear(field);
    await userEvent.type(field, '45,50');
    await screen.getByRole('button', { name: 'Enregistrer' }).click();
    await savedState(screen, 'rates').toBe('saved');
    expect(api.to(profilePath).map((request) => request.body)).toEqual([{ paymentMethod: 'hourly', hourlyRate: 4550 }]);
    expect(onSaved).toHaveBeenCalledWith(sophieOwnProfile);
  });

  test('12 $ is refused before any request', async () => {
    const { api, screen } = await mount({}, <RatesSection initial={sophieOwnProfile.public} />);
    const field = screen.getByLabelText('Taux horaire ($ de l’heure)');
    await userEvent.clear(field);
    await userEvent.type(field, '12');
    await screen.getByRole('button', { name: 'Enregistrer' }).click();
    await savedState(screen, 'rates').toBe('error');
    await expect.element(screen.getByText('Taux invalide')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  test('switching to fixed prices sends every type (emptied ones as null) and leaves the hourly rate alone', async () => {
    const { api, screen } = await mount(
      { [`PATCH ${profilePath}`]: { status: 200, body: sophieOwnProfile } },
      <RatesSection initial={sophieOwnProfile.public} />,
    );
    await screen.getByLabelText('Prix fixe par type de propriété').click();
    // Sophie's stored prices come back: house 140 $, condo 90 $.
    await expect.element(screen.getByLabelText('Maison', { exact: true })).toHaveValue('140');
    await userEvent.clear(screen.getByLabelText('Condo', { exact: true }));
    await userEvent.type(screen.getByLabelText('Appartement', { exact: true }), '95');
    await screen.getByRole('button', { name: 'Enregistrer' }).click();
    await savedState(screen, 'rates').toBe('saved');
    expect(api.to(profilePath)[0]?.body).toEqual({
      paymentMethod: 'fixed',
      fixedRates: { house: 14000, apartment: 9500, condo: null, office: null, bungalo: null, airbnb: null, commercial: null },
    });
  });

  test('the API refusing the prices shows « Prix fixes invalides »', async () => {
    const { screen } = await mount(
      { [`PATCH ${profilePath}`]: { status: 422, body: problemBody('invalid_fixed_rates', 422) } },
      <RatesSection initial={sophieOwnProfile.public} />,
    );
    await screen.getByLabelText('Prix fixe par type de propriété').click();
    await screen.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.element(screen.getByText('Prix fixes invalides')).toBeVisible();
  });
});

describe('ServiceAreaSection', () => {
  test('sends the chosen cities and types; a new cleaner without either is stopped first', async () => {
    const { api, screen } = await mount(
      { [`PATCH ${profilePath}`]: { status: 200, body: newCleanerOwnProfile } },
      <ServiceAreaSection initial={newCleanerOwnProfile.public} />,
    );
    await screen.getByRole('button', { name: 'Enregistrer' }).click();
    await savedState(screen, 'service-area').toBe('error');
    expect(api.to(profilePath)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Villes desservies'), 'Laval{Enter}');
    await screen.getByLabelText('Grand ménage').click();
    await screen.getByRole('button', { name: 'Enregistrer' }).click();
    await savedState(screen, 'service-area').toBe('saved');
    expect(api.to(profilePath)[0]?.body).toEqual({ serviceCities: ['Laval'], serviceTypes: ['deep'] });
  });
});

describe('AccountDetailsSection', () => {
  test('a new email goes with the current password, and the session holds the saved user', async () => {
    const saved = { ...marie, email: 'marie.t@example.ca' };
    const { api, session, screen } = await mount(
      { 'PATCH /api/users/me': { status: 200, body: saved } },
      <AccountDetailsSection user={marie} />,
    );
    const email = screen.getByLabelText('Courriel');
    await userEvent.clear(email);
    await userEvent.type(email, 'marie.t@example.ca');
    await userEvent.type(screen.getByLabelText('Mot de passe actuel'), 'Demo-Propre-2026');
    await screen.getByRole('button', { name: 'Enregistrer' }).click();
    await savedState(screen, 'details').toBe('saved');
    expect(api.to('/api/users/me')[0]?.body).toEqual({ email: 'marie.t@example.ca', currentPassword: 'Demo-Propre-2026' });
    expect(session.state.user?.email).toBe('marie.t@example.ca');
  });
});
