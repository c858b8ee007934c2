import { expect, expectAccessible, test } from './support/fixtures.ts';

const brands = ['propre', 'eclat'] as const;

for (const brand of brands) {
  test(`searching Montréal on ${brand} lists its cleaners`, async ({ page, brands: origins }) => {
    await page.goto(`${origins[brand]}/cleaners`);
    await expect(page.getByRole('heading', { level: 1, name: 'Trouver un nettoyeur' })).toBeVisible();
    const search = page.getByRole('search', { name: 'Recherche de nettoyeurs' });
    // A search box, or a combobox once it offers city suggestions: found by its label either way.
    await search.getByLabel('Ville', { exact: true }).fill('Montréal');
    await search.getByRole('button', { name: 'Rechercher' }).click();

    await expect(page).toHaveURL(/[?&]city=Montr%C3%A9al/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nettoyeurs à Montréal' })).toBeVisible();
    const results = page.getByRole('region', { name: 'Nettoyeurs à Montréal' });
    await expect(results.getByRole('article').first()).toBeVisible();
    await expect(results.getByRole('article', { name: /Sophie/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d+ résultats? affichés?/ })).toBeVisible();
    await expectAccessible(page);
  });
}
