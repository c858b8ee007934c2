import { createPropreClient } from '@propre/sdk';
import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import '../styles/index.css';
import './cleaner-search.css';
import { PropreProvider } from '../provider/PropreProvider.tsx';
import { carlos, luc, searchResult, sophie } from '../story-support/fixtures/cleaners.ts';
import { CleanerCard } from './index.ts';

const client = createPropreClient({ baseUrl: 'http://api.test' });
const inProvider = (ui: ReactNode, locale: 'fr' | 'en' = 'fr') => (
  <PropreProvider client={client} locale={locale}>
    {ui}
  </PropreProvider>
);

describe('CleanerCard', () => {
  test('without a way to navigate, the name is plain text and no "view profile" shows', async () => {
    const screen = await render(inProvider(<CleanerCard result={searchResult(sophie)} />));
    await expect.element(screen.getByRole('heading', { name: 'Sophie Gagnon' })).toBeVisible();
    expect(screen.container.querySelector('a, button')).toBeNull();
    expect(screen.container.textContent).not.toContain('Voir le profil');
  });

  test("the host's router link gets the name, the class and the click", async () => {
    const onSelect = vi.fn();
    const screen = await render(
      inProvider(
        <CleanerCard
          result={searchResult(luc)}
          onSelectCleaner={(result, event) => {
            event.preventDefault();
            onSelect(result.cleaner.slug);
          }}
          renderCleanerLink={(result, props) => <a href={`#/pros/${result.cleaner.slug}`} {...props} data-router="yes" />}
        />,
      ),
    );
    const link = screen.getByRole('link', { name: 'Luc Bouchard' });
    await expect.element(link).toHaveAttribute('href', '#/pros/luc-bouchard');
    await expect.element(link).toHaveAttribute('data-router', 'yes');
    await expect.element(link).toHaveClass('propre-cleaner-search__card-name');
    await link.click();
    expect(onSelect).toHaveBeenCalledWith('luc-bouchard');
  });

  test('a callback alone makes the name a button', async () => {
    const onSelect = vi.fn();
    const screen = await render(
      inProvider(<CleanerCard result={searchResult(carlos)} onSelectCleaner={(result) => onSelect(result.cleaner.id)} />),
    );
    await screen.getByRole('button', { name: 'Carlos Rodriguez' }).click();
    expect(onSelect).toHaveBeenCalledWith(carlos.id);
  });

  test('prices: per visit from the lowest fixed rate, or "to be confirmed" without one', async () => {
    const screen = await render(
      inProvider(
        <>
          <CleanerCard result={searchResult(luc)} />
          <CleanerCard result={searchResult(carlos, { priceFrom: null })} />
        </>,
        'en',
      ),
    );
    await expect.element(screen.getByRole('article', { name: 'Luc Bouchard' })).toMatchTextContent('From $85.00 / visit');
    await expect.element(screen.getByRole('article', { name: 'Carlos Rodriguez' })).toMatchTextContent('Rate to be confirmed');
  });

  test('a photo keeps a square box whatever its own size (no layout shift)', async () => {
    const pixel = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="40" height="90"/%3E';
    const screen = await render(inProvider(<CleanerCard result={searchResult({ ...sophie, profilePic: pixel })} />));
    await expect.poll(() => screen.container.querySelector('[data-part="cleanerSearchCardPhoto"] img')).not.toBeNull();
    const photo = screen.container.querySelector<HTMLElement>('[data-part="cleanerSearchCardPhoto"]');
    const box = photo?.getBoundingClientRect();
    expect(box?.width).toBeGreaterThan(0);
    expect(box?.width).toBe(box?.height);
    expect(photo?.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});
