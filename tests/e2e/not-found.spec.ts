import { expect, expectAccessible, test } from './support/fixtures.ts';

// HTTP only: what it checks does not depend on the width, so it runs once (playwright.config.ts).
const httpOnly = { tag: '@desktop-only' };

const brands = ['propre', 'eclat'] as const;

for (const brand of brands) {
  test(`an unknown address on ${brand} shows the French 404 page`, async ({ page, brands: origins }) => {
    const response = await page.goto(`${origins[brand]}/une-page-qui-n-existe-pas`);
    // The server answers app routes with the app; the app itself says the page does not exist.
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '404 page introuvable' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(`${origins[brand]}/`);
  });
}

test('a missing asset is a 404, not the app', httpOnly, async ({ request, brands: origins }) => {
  const response = await request.get(`${origins.propre}/assets/nothing-here.js`);
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toMatch(/^application\/problem\+json/);
});
