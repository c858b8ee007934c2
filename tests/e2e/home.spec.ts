import { expect, expectAccessible, test } from './support/fixtures.ts';

// The same page under each brand: the host name picks the brand (localhost → Propre, any other → Éclat).
const brands = [
  { id: 'propre', name: 'Propre', title: 'Une maison propre, par des gens de confiance près de chez vous' },
  { id: 'eclat', name: 'Éclat', title: 'Un intérieur impeccable. Sans y penser.' },
] as const;

for (const brand of brands) {
  test(`the home page of ${brand.name} is in French, with a city search`, async ({ page, brands: origins }) => {
    await page.goto(`${origins[brand.id]}/`);
    await expect(page.getByRole('heading', { level: 1, name: brand.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('link', { name: `${brand.name}, accueil` })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Dans quelle ville\u202f?' })).toBeVisible();
    await expectAccessible(page);

    // The hero's search leads to the search page for that city.
    await page.getByRole('searchbox', { name: 'Dans quelle ville\u202f?' }).fill('Laval');
    await page.getByRole('button', { name: 'Trouver un nettoyeur' }).click();
    await expect(page).toHaveURL(/\/cleaners\?city=Laval/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nettoyeurs à Laval' })).toBeVisible();
  });
}
