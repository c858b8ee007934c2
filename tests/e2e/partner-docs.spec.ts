/**
 * Issue 38: the partners' documentation at /partners, in French and in English, and its
 * playground: the form rewrites the snippet and the real widget (the real loader, the demo
 * partner's publishable key, on our own origin) follows it; the snippet is copied.
 */
import type { Page } from '@playwright/test';
import { texts } from './booking-support.ts';
import { expect as baseExpect, expectAccessible, test } from './support/fixtures.ts';

// The runtime (React and the widget) can take a while on a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const preview = (page: Page) => page.locator('#pg-preview');
const snippet = (page: Page) => page.locator('#pg-snippet');

test('the partners’ documentation in French: the playground edits the snippet, shows the widget, copies', async ({
  page,
  context,
  brands,
}) => {
  // Two widgets loaded and two axe runs over a long page: more than the default minute on a loaded machine.
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: brands.propre });
  await page.goto(`${brands.propre}/partners`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Propre sur votre site\u202f: documentation des partenaires' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Une balise script (tout site, tout CMS)' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'React (votre application)' })).toBeVisible();
  for (const name of ['Attributs data-', 'Événements', 'Thème et appearance', 'Webhooks', 'Codes d’erreur']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeAttached();
  }

  // The booking widget, in French, through the real loader: its days and the "next week" button.
  await expect(page.getByRole('heading', { level: 2, name: 'Terrain d’essai' })).toBeVisible();
  await expect(preview(page).locator('[data-part="bookingDays"]')).toBeVisible();
  await expect(preview(page).getByRole('button', { name: texts.fr.nextWeek, exact: true })).toBeVisible();
  await expect(snippet(page)).toContainText('data-propre-widget="booking" data-cleaner="sophie-gagnon"');
  await expect(snippet(page)).toContainText('data-lang="fr"');
  await expectAccessible(page);

  // The search widget in English, with a colour of the partner's: the snippet and the widget follow.
  await page.getByLabel('Widget').selectOption('search');
  await page.getByLabel('Langue', { exact: true }).selectOption('en');
  await page.getByLabel('Couleur principale').selectOption('#1d4ed8');
  await expect(snippet(page)).toContainText('data-propre-widget="search"');
  await expect(snippet(page)).not.toContainText('data-cleaner');
  await expect(snippet(page)).toContainText('data-lang="en"');
  await expect(snippet(page)).toContainText(`data-appearance='{"variables":{"colorPrimary":"#1d4ed8"}}'`);
  const search = preview(page).getByRole('button', { name: 'Search', exact: true });
  await expect(search).toBeVisible();
  await expect(preview(page).getByLabel('City', { exact: true })).toBeVisible();
  await expect(preview(page).locator('[data-part="bookingDays"]')).toHaveCount(0);
  // The partner's colour reaches the widget (appearance.variables → --propre-color-primary).
  await expect
    .poll(() => search.evaluate((button) => getComputedStyle(button).getPropertyValue('--propre-color-primary').trim()))
    .toBe('#1d4ed8');

  // Copied from the keyboard: the clipboard holds the snippet as shown.
  const copy = page.getByRole('button', { name: 'Copier l’extrait' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Extrait copié.' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await snippet(page).textContent());
  expect(copied).toContain(`<script src="${brands.propre}/embed/v1/loader.js" data-propre-key="pk_live_…" async></script>`);
  await expectAccessible(page);
});

test('the partners’ documentation in English, by its link: the widget in English, accessible', async ({ page, brands }) => {
  await page.goto(`${brands.propre}/partners`);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/partners\?lang=en$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Propre on your site: partner documentation' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Playground' })).toBeVisible();
  await expect(snippet(page)).toContainText('data-lang="en"');
  await expect(preview(page).getByRole('button', { name: texts.en.nextWeek, exact: true })).toBeVisible();

  // The cleaner's profile, in French now, for another cleaner.
  await page.getByLabel('Widget').selectOption('cleaner-profile');
  await page.getByLabel('Language', { exact: true }).selectOption('fr');
  await page.getByLabel('Cleaner identifier (slug)').fill('carlos-rodriguez');
  await page.getByLabel('Cleaner identifier (slug)').press('Tab');
  await expect(snippet(page)).toContainText('data-propre-widget="cleaner-profile" data-cleaner="carlos-rodriguez"');
  await expect(
    preview(page)
      .getByRole('heading', { name: /Carlos/ })
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
});
