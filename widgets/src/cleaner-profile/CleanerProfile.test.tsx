import { createPropreClient } from '@propre/sdk';
import { createQueryClient } from '@propre/sdk/query';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../styles/index.css';

import './cleaner-profile.css';
import { PropreProvider } from '../provider/PropreProvider.tsx';
import { fakeApi, onGet, type Routes } from '../story-support/fake-api.ts';
import {
  carlosProfile,
  sophieAvailability,
  sophieProfile,
  sophieReviewsFirstPage,
} from '../story-support/fixtures/cleaner-profile.ts';
import { problemBody } from '../story-support/problem.ts';
import { addDays, todayInQuebec } from './format.ts';
import { CleanerProfile } from './index.ts';

const profilePath = (slug: string) => `/api/cleaners/${slug}`;
const reviewsPath = (slug: string) => `/api/cleaners/${slug}/reviews`;
const occurrencesPath = (id: string) => `/api/cleaners/${id}/availability/occurrences`;

async function mount(routes: Routes[], slug = 'sophie-gagnon') {
  const api = fakeApi(...routes);
  const client = createPropreClient({ baseUrl: 'http://api.test', fetch: api.fetch, locale: 'fr' });
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (ui: ReactNode) => (
    <PropreProvider client={client} queryClient={queryClient} locale="fr">
      {ui}
    </PropreProvider>
  );
  let notFound = 0;
  const screen = await render(wrap(<CleanerProfile slug={slug} onNotFound={() => notFound++} />));
  return { api, screen, notFoundCalls: () => notFound };
}

const sophieRoutes = (): Routes[] => [
  onGet(profilePath('sophie-gagnon'), () => ({ status: 200, body: sophieProfile })),
  onGet(reviewsPath('sophie-gagnon'), () => ({ status: 200, body: sophieReviewsFirstPage })),
  onGet(occurrencesPath(sophieProfile.id), (url) => ({
    status: 200,
    body: sophieAvailability(url.searchParams.get('from') ?? ''),
  })),
];

describe('CleanerProfile', () => {
  test('asks for two weeks of availability from today in Quebec, and nothing about bookings for a visitor', async () => {
    const { api, screen } = await mount(sophieRoutes());
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Sophie Gagnon' })).toBeVisible();
    await expect.poll(() => api.to(occurrencesPath(sophieProfile.id)).length).toBe(1);
    const asked = api.to(occurrencesPath(sophieProfile.id)).map((request) => request.url)[0] as URL;
    const today = todayInQuebec();
    expect(asked.searchParams.get('from')).toBe(today);
    expect(asked.searchParams.get('to')).toBe(addDays(today, 13));
    // The busy day is left out: five days listed out of six with hours.
    await expect.poll(() => screen.container.querySelectorAll('.propre-cleaner-profile__day').length).toBe(5);
    expect(api.to('/api/bookings')).toHaveLength(0);
    // The three latest reviews come with the profile: no review request until "show more".
    expect(api.to(reviewsPath('sophie-gagnon'))).toHaveLength(0);
  });

  test('"show more" goes on from the last of the three latest reviews, then from the page\'s cursor', async () => {
    const { api, screen } = await mount(sophieRoutes());
    const more = screen.getByRole('button', { name: 'Afficher plus d’avis' });
    await userEvent.click(more);
    await expect.poll(() => screen.container.querySelectorAll('.propre-reviews__list-items > li').length).toBe(8);
    const first = api.to(reviewsPath('sophie-gagnon')).map((request) => request.url)[0] as URL;
    expect(first.searchParams.get('cursor')).toBe(sophieProfile.reviews?.latest.at(-1)?.id);
    expect(first.searchParams.get('limit')).toBe('10');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus d’avis' }));
    await expect.poll(() => api.to(reviewsPath('sophie-gagnon')).length).toBe(2);
    expect(
      api
        .to(reviewsPath('sophie-gagnon'))
        .map((request) => request.url)[1]
        ?.searchParams.get('cursor'),
    ).toBe(sophieReviewsFirstPage.nextCursor);
  });

  test('money through Intl in French (32,00 $ / h), and no "show more" when the latest are all there are', async () => {
    const { screen } = await mount(
      [
        onGet(profilePath('carlos-rodriguez'), () => ({ status: 200, body: carlosProfile })),
        onGet(occurrencesPath(carlosProfile.id), () => ({ status: 500, body: problemBody('internal_error', 500) })),
      ],
      'carlos-rodriguez',
    );
    await expect.element(screen.getByText('32,00 $ / h')).toBeVisible();
    await expect.element(screen.getByText('Pas encore d’avis')).toBeVisible();
    expect(screen.container.querySelector('[data-part="reviewsLoadMore"]')).toBeNull();
    // The availability failed alone: its own retry, the rest of the profile stays.
    await expect.element(screen.getByText('Les disponibilités n’ont pas pu être chargées.')).toBeVisible();
  });

  test('an unknown slug is not found at once (no retry), and says so to the host', async () => {
    const { api, screen, notFoundCalls } = await mount(
      [onGet(profilePath('personne'), () => ({ status: 404, body: problemBody('cleaner_not_found', 404) }))],
      'personne',
    );
    await expect.element(screen.getByRole('heading', { name: 'Ce profil est introuvable' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Chercher un nettoyeur' })).toHaveAttribute('href', '/cleaners');
    expect(api.to(profilePath('personne'))).toHaveLength(1);
    expect(notFoundCalls()).toBe(1);
  });
});
