import { createPropreClient } from '@propre/sdk';
import { createQueryClient } from '@propre/sdk/query';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../styles/index.css';
import './cleaner-search.css';
import type { Locale } from '../i18n/namespaces.ts';
import { PropreProvider } from '../provider/PropreProvider.tsx';
import { type FakeApi, fakeApi, onGet, type Routes } from '../story-support/fake-api.ts';
import { luc, montrealFirstPage, montrealResults, noResults, searchResult } from '../story-support/fixtures/cleaners.ts';
import { problemBody } from '../story-support/problem.ts';
import { CleanerSearch, type CleanerSearchProps } from './index.ts';
import type { CleanerSearchPage, CleanerSearchQuery } from './query.ts';

const searchPath = '/api/search/cleaners';

async function mount(routes: Routes[], props: CleanerSearchProps = {}, locale: Locale = 'fr') {
  const api = fakeApi(...routes);
  const client = createPropreClient({ baseUrl: 'http://api.test', fetch: api.fetch, locale });
  // No retries: a failed answer shows at once instead of after the SDK's back-off.
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (ui: ReactNode) => (
    <PropreProvider client={client} queryClient={queryClient} locale={locale}>
      {ui}
    </PropreProvider>
  );
  return { api, wrap, screen: await render(wrap(<CleanerSearch cleanerHref={(slug) => `/cleaners/${slug}`} {...props} />)) };
}

const answer = (page: CleanerSearchPage) => onGet(searchPath, () => ({ status: 200, body: page }));
const lastSearch = (api: FakeApi) => {
  const all = api.to(searchPath).map((request) => request.url);
  return all[all.length - 1] as URL;
};

afterEach(async () => {
  await page.viewport(1280, 800);
});

/** A host page that keeps the search in its own state, as an app keeps it in the address bar. */
function Host({ onChange }: { onChange: (query: CleanerSearchQuery) => void }) {
  const [query, setQuery] = useState<CleanerSearchQuery>({ city: 'Laval' });
  return (
    <>
      <button type="button" onClick={() => setQuery({ city: 'Québec', verified: true })}>
        outside
      </button>
      <CleanerSearch query={query} onQueryChange={onChange} />
    </>
  );
}

describe('CleanerSearch', () => {
  test('shows skeleton cards, then one card per cleaner with the price, badges and scores', async () => {
    const answer = Promise.withResolvers<void>();
    const { screen } = await mount([onGet(searchPath, () => ({ status: 200, body: montrealResults, until: answer.promise }))], {
      defaultQuery: { city: 'Montréal' },
    });
    // The first test of the file also waits for the entry's code and texts: more than poll's 1 s on a loaded machine.
    await expect
      .poll(() => screen.container.querySelector('[data-part="cleanerSearchRoot"]'), { timeout: 10_000 })
      .not.toBeNull();
    const root = screen.container.querySelector('[data-part="cleanerSearchRoot"]') as HTMLElement;
    await expect.poll(() => root.dataset.state).toBe('loading');
    expect(root.querySelectorAll('[data-part="cleanerSearchCardSkeleton"]').length).toBeGreaterThan(0);
    answer.resolve();
    await expect.element(screen.getByRole('link', { name: 'Sophie Gagnon' })).toHaveAttribute('href', '/cleaners/sophie-gagnon');
    expect(root.dataset.state).toBe('success');
    expect(root.querySelectorAll('[data-part="cleanerSearchCard"]')).toHaveLength(3);
    const sophie = screen.getByRole('article', { name: 'Sophie Gagnon' });
    for (const text of [
      '35,00 $ / h',
      'Identité vérifiée',
      'Écoresponsable',
      '4,8 sur 5',
      '(23 avis)',
      'Parle français et anglais',
    ])
      await expect.element(sophie).toMatchTextContent(text);
    await expect.element(sophie.getByText('92 %')).toBeVisible();
    await expect.element(sophie.getByRole('definition').first()).toMatchTextContent('95 %');
    await expect.element(screen.getByRole('heading', { name: 'Nettoyeurs à Montréal' })).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent('3 résultats affichés');
    // A new cleaner has no rating yet: said in words, not as a zero.
    await expect.element(screen.getByRole('article', { name: 'Carlos Rodriguez' })).toMatchTextContent('Nouveau profil');
  });

  test('each filter goes to the API under its contract name, empty ones are left out', async () => {
    const onQueryChange = vi.fn<(query: CleanerSearchQuery) => void>();
    const { api, screen } = await mount([answer(montrealResults)], { defaultQuery: { city: 'Montréal' }, onQueryChange });
    await expect.element(screen.getByRole('link', { name: 'Sophie Gagnon' })).toBeVisible();
    expect(Object.fromEntries(lastSearch(api).searchParams)).toEqual({ city: 'Montréal', limit: '12' });

    const filters = screen.getByRole('region', { name: 'Filtres' });
    await filters.getByLabelText('Type de ménage').selectOptions('deep');
    await filters.getByLabelText('Note minimale').selectOptions('4.5');
    await filters.getByLabelText('Expérience').selectOptions('expert');
    await filters.getByLabelText('Dans les 3 prochains jours').click();
    await filters.getByLabelText('Personne qui fait le ménage').selectOptions('female');
    await filters.getByLabelText('Identité vérifiée seulement').click();
    await filters.getByLabelText('Certifiés écoresponsables seulement').click();
    await filters.getByLabelText('Chiens').click();
    await filters.getByLabelText('Chats').click();
    await screen.getByLabelText('Trier par').selectOptions('price');

    await expect.poll(() => lastSearch(api).searchParams.get('sort')).toBe('price');
    const sent = lastSearch(api).searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({
      city: 'Montréal',
      serviceType: 'deep',
      minRating: '4.5',
      experienceLevel: 'expert',
      availableSoon: 'true',
      gender: 'female',
      verified: 'true',
      ecoCertified: 'true',
      sort: 'price',
    });
    // Pets in the options' order, as repeated names (form style, explode).
    expect(sent.getAll('pets')).toEqual(['cats', 'dogs']);
    expect(onQueryChange).toHaveBeenLastCalledWith({
      city: 'Montréal',
      serviceType: 'deep',
      minRating: 4.5,
      experienceLevel: 'expert',
      availableSoon: true,
      gender: 'female',
      verified: true,
      ecoCertified: true,
      pets: ['cats', 'dogs'],
      sort: 'price',
    });
    // The phone's filter button (hidden beside the open filters) counts them.
    expect(screen.container.querySelector('[data-part="cleanerSearchFiltersToggle"]')?.textContent).toBe('Filtres (8)');

    // A date replaces "in the next 3 days"; unchecking a box removes its filter.
    await filters.getByLabelText('À une date précise').click();
    await filters.getByLabelText('Date du ménage').fill('2030-06-14');
    await filters.getByLabelText('Identité vérifiée seulement').click();
    await expect.poll(() => lastSearch(api).searchParams.get('date')).toBe('2030-06-14');
    expect(lastSearch(api).searchParams.has('availableSoon')).toBe(false);
    expect(lastSearch(api).searchParams.has('verified')).toBe(false);

    await filters.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect
      .poll(() => Object.fromEntries(lastSearch(api).searchParams))
      .toEqual({ city: 'Montréal', sort: 'price', limit: '12' });
    // A dozen real clicks: more than the default budget on a busy two-core machine.
  }, 45_000);

  test('the city is sent when the search is submitted, not at every key', async () => {
    const { api, screen } = await mount([answer(montrealResults)]);
    await expect.element(screen.getByRole('heading', { name: 'Nettoyeurs au Québec' })).toBeVisible();
    const city = screen.getByRole('searchbox', { name: 'Ville' });
    await city.fill('Laval');
    const before = api.to(searchPath).length;
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => lastSearch(api).searchParams.get('city')).toBe('Laval');
    expect(api.to(searchPath).length).toBe(before + 1);
    await expect.element(screen.getByRole('heading', { name: 'Nettoyeurs à Laval' })).toBeVisible();
  });

  test('offers the cities the places API knows while typing', async () => {
    const { api, screen } = await mount([
      answer(montrealResults),
      onGet('/api/places/cities', (url) =>
        url.searchParams.get('q') === 'lon'
          ? {
              status: 200,
              body: {
                items: [
                  {
                    id: '6059891',
                    slug: 'longueuil',
                    name: 'Longueuil',
                    nameEn: 'Longueuil',
                    population: 254483,
                    latitude: 45.5312,
                    longitude: -73.5181,
                    region: { id: '16', name: 'Montérégie', nameEn: 'Montérégie' },
                  },
                ],
              },
            }
          : { status: 200, body: { items: [] } },
      ),
    ]);
    await screen.getByRole('searchbox', { name: 'Ville' }).fill('lon');
    await expect.poll(() => screen.container.querySelector('datalist option')?.getAttribute('value')).toBe('Longueuil');
    expect(
      api
        .to('/api/places/cities')
        .map((request) => request.url)
        .map((url) => url.searchParams.get('q')),
    ).toEqual(['lon']);
  });

  test('no result: nearby cities and filters to remove, each a button that searches again', async () => {
    const { api, screen } = await mount(
      [
        onGet(searchPath, (url) =>
          url.searchParams.get('city') === 'Gaspé' || url.searchParams.has('pets')
            ? { status: 200, body: noResults }
            : { status: 200, body: montrealResults },
        ),
      ],
      { defaultQuery: { city: 'Gaspé', ecoCertified: true, pets: ['dogs'] } },
    );
    const empty = screen.getByRole('heading', { name: 'Aucun nettoyeur à Gaspé pour ces critères' });
    await expect.element(empty).toBeVisible();
    expect((screen.container.querySelector('[data-part="cleanerSearchRoot"]') as HTMLElement).dataset.state).toBe('empty');

    await screen.getByRole('button', { name: 'Québec à 13 km · 1 nettoyeur' }).click();
    await expect.poll(() => lastSearch(api).searchParams.get('city')).toBe('Québec');
    // Still filtered by pets: the API still finds nothing, and suggests removing filters.
    await screen.getByRole('button', { name: 'Retirer « animaux »' }).click();
    await expect.poll(() => lastSearch(api).searchParams.has('pets')).toBe(false);
    expect(lastSearch(api).searchParams.get('ecoCertified')).toBe('true');
    await expect.element(screen.getByRole('link', { name: 'Sophie Gagnon' })).toBeVisible();
  });

  test('an unknown city is said beside the city field, not as a page error', async () => {
    const onError = vi.fn();
    const { screen } = await mount([onGet(searchPath, () => ({ status: 422, body: problemBody('city_not_found', 422) }))], {
      defaultQuery: { city: 'Zzyzx' },
      onError,
    });
    const city = screen.getByRole('searchbox', { name: 'Ville' });
    await expect.element(city).toHaveAttribute('aria-invalid', 'true');
    const describedBy = city.element().getAttribute('aria-describedby') ?? '';
    const message = document.getElementById(describedBy.split(' ').pop() ?? '');
    expect(message?.textContent).toMatch(/ville/i);
    expect(message?.getAttribute('role')).toBe('alert');
    expect(screen.container.querySelector('[data-part="cleanerSearchSearchError"]')).toBeNull();
    expect(screen.container.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'city_not_found', status: 422 });
  });

  test('a server error shows an alert with the request id, and retry searches again', async () => {
    let fail = true;
    const { api, screen } = await mount([
      onGet(searchPath, () =>
        fail
          ? { status: 500, body: problemBody('internal_error', 500, { requestId: 'req_5xx_42' }) }
          : { status: 200, body: montrealResults },
      ),
    ]);
    const alert = screen.getByRole('alert');
    await expect.element(alert).toMatchTextContent('req_5xx_42');
    fail = false;
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await expect.element(screen.getByRole('link', { name: 'Sophie Gagnon' })).toBeVisible();
    expect(api.to(searchPath)).toHaveLength(2);
  });

  test('"show more" asks for the next cursor and appends its cleaners', async () => {
    const second: CleanerSearchPage = { items: [searchResult(luc)], nextCursor: null, suggestions: null };
    const { api, screen } = await mount(
      [
        onGet(searchPath, (url) => ({
          status: 200,
          body: url.searchParams.get('cursor') === 'eyJvZmZzZXQiOjN9' ? second : montrealFirstPage,
        })),
      ],
      { defaultQuery: { city: 'Montréal' } },
    );
    await screen.getByRole('button', { name: 'Afficher plus de nettoyeurs' }).click();
    await expect.element(screen.getByRole('link', { name: 'Luc Bouchard' })).toBeVisible();
    expect(screen.container.querySelectorAll('[data-part="cleanerSearchCard"]')).toHaveLength(4);
    expect(lastSearch(api).searchParams.get('city')).toBe('Montréal');
    await expect.element(screen.getByRole('button', { name: 'Afficher plus de nettoyeurs' })).not.toBeInTheDocument();
    // Luc charges per visit: his lowest fixed price.
    await expect.element(screen.getByRole('article', { name: 'Luc Bouchard' })).toMatchTextContent('85,00 $ / ménage');
    await expect.element(screen.getByRole('status')).toMatchTextContent('4 résultats affichés');
  });

  test('in English: texts, money and numbers', async () => {
    const { screen } = await mount([answer(montrealResults)], { defaultQuery: { city: 'Montréal' } }, 'en');
    await expect.element(screen.getByRole('heading', { name: 'Cleaners in Montréal' })).toBeVisible();
    const sophie = screen.getByRole('article', { name: 'Sophie Gagnon' });
    for (const text of ['$35.00 / hr', '4.8 out of 5', '(23 reviews)', 'Speaks French and English', '92%'])
      await expect.element(sophie).toMatchTextContent(text);
    await expect.element(screen.getByLabelText('Sort by')).toBeVisible();
  });

  test('hideResultsHeading: the heading stays for screen readers, out of sight', async () => {
    const { screen } = await mount([answer(montrealResults)], { defaultQuery: { city: 'Montréal' }, hideResultsHeading: true });
    const heading = screen.getByRole('heading', { name: 'Nettoyeurs à Montréal' });
    await expect.element(heading).toBeInTheDocument();
    // Visually hidden = clipped to a 1 px box, which the accessibility tree still reads.
    const box = heading.element().getBoundingClientRect();
    expect(box.width).toBeLessThanOrEqual(1);
    expect(box.height).toBeLessThanOrEqual(1);
    await expect.element(screen.getByRole('article', { name: 'Sophie Gagnon' })).toBeVisible();
  });

  test('controlled: shows the query it is given and reports changes without applying them', async () => {
    const changes: CleanerSearchQuery[] = [];
    const api = fakeApi(answer(montrealResults));
    const client = createPropreClient({ baseUrl: 'http://api.test', fetch: api.fetch });
    const screen = await render(
      <PropreProvider client={client} queryClient={createQueryClient()}>
        <Host onChange={(next) => changes.push(next)} />
      </PropreProvider>,
    );
    await expect.element(screen.getByRole('heading', { name: 'Nettoyeurs à Laval' })).toBeVisible();
    await screen.getByLabelText('Trier par').selectOptions('rating');
    expect(changes).toEqual([{ city: 'Laval', sort: 'rating' }]);
    // The host did not apply it: the select shows the host's query still.
    await expect.element(screen.getByLabelText('Trier par')).toHaveValue('recommended');
    await screen.getByRole('button', { name: 'outside' }).click();
    await expect.element(screen.getByRole('searchbox', { name: 'Ville' })).toHaveValue('Québec');
    await expect.poll(() => lastSearch(api).searchParams.get('verified')).toBe('true');
  });

  test('on a phone the filters fold behind a button, and "show results" brings the reader back', async () => {
    await page.viewport(360, 740);
    const { api, screen } = await mount([answer(montrealResults)], { defaultQuery: { city: 'Montréal' } });
    await expect.element(screen.getByRole('link', { name: 'Sophie Gagnon' })).toBeVisible();
    const panel = screen.container.querySelector<HTMLElement>('[data-part="cleanerSearchFilters"]');
    await expect.element(panel).not.toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Filtres', exact: true });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    const filters = screen.getByRole('region', { name: 'Filtres' });
    await expect.element(filters).toBeVisible();
    await filters.getByLabelText('Chats').click();
    await expect.poll(() => lastSearch(api).searchParams.getAll('pets')).toEqual(['cats']);
    await filters.getByRole('button', { name: 'Voir les résultats' }).click();
    await expect.element(panel).not.toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Nettoyeurs à Montréal' })).toHaveFocus();
    await expect.element(screen.getByRole('button', { name: 'Filtres (1)' })).toHaveAttribute('aria-expanded', 'false');
  });
});
