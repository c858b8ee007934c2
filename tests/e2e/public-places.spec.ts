import type { Page, TestInfo } from '@playwright/test';
import { useLanguage } from './cleaner-profile-support.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * The public pages of places, services and cleaner jobs (issue 37; spec §2): each shows its h1 and
 * its content and passes axe; a city or region page lists the demo cleaners who serve it; an
 * unknown city or region says so. The phone shows Propre in French, the desktop Éclat in English.
 */

const combos = [
  { brand: 'propre', name: 'Propre', lang: 'fr' },
  { brand: 'eclat', name: 'Éclat', lang: 'en' },
] as const;

const comboOf = (testInfo: TestInfo) => combos[testInfo.project.name === 'phone' ? 0 : 1];

type Texts = readonly [h1: string, h2: string];
const pages: ReadonlyArray<readonly [path: string, fr: Texts, en: Texts]> = [
  ['/services/nettoyage-regulier', ['Ménage régulier', 'Ce qui est compris'], ['Regular cleaning', 'What is included']],
  ['/services/nettoyage-profondeur', ['Grand ménage', 'Ce qui est compris'], ['Deep cleaning', 'What is included']],
  [
    '/services/nettoyage-demenagement',
    ['Ménage de déménagement', 'Pour qui'],
    ['Move-in and move-out cleaning', 'Who it is for'],
  ],
  [
    '/services/nettoyage-garage',
    ['Nettoyage de garage', 'Comment le prix est calculé'],
    ['Garage cleaning', 'How pricing works'],
  ],
  [
    '/emplois-nettoyage-quebec',
    ['Emplois en nettoyage à Québec', 'Ce que vous gagnez'],
    ['Cleaning jobs in Quebec City', 'What you earn'],
  ],
  [
    '/emplois-menage-montreal',
    ['Emplois de ménage à Montréal', 'Ce que vous gagnez'],
    ['House cleaning jobs in Montreal', 'What you earn'],
  ],
  [
    '/nettoyeur-independant-quebec',
    ['Nettoyeur indépendant au Québec', 'Les taxes, simplement'],
    ['Independent cleaner in Quebec', 'Taxes, simply'],
  ],
  ['/devenir-nettoyeur', ['Devenir nettoyeur', 'Les documents demandés'], ['Become a cleaner', 'The documents we ask for']],
  ['/theme-test', ['Essai des thèmes', 'Alertes'], ['Theme test', 'Alerts']],
  ['/color-scheme-mockup', ['Palette de couleurs', 'Aperçu d’une carte'], ['Colour palette', 'A card preview']],
];

async function open(page: Page, origin: string, path: string, h1: string | RegExp) {
  await page.goto(`${origin}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  // The server's page shows before the app takes it over (docs/adr/0014): wait before clicking.
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
}

test('each service, job and theme page shows its h1, its content and passes axe', async ({ page, brands }, testInfo) => {
  test.setTimeout(180_000);
  const combo = comboOf(testInfo);
  await useLanguage(page, combo.lang);
  for (const [path, fr, en] of pages) {
    const [h1, h2] = combo.lang === 'fr' ? fr : en;
    await open(page, brands[combo.brand], path, h1);
    await expect(page).toHaveTitle(`${h1} · ${combo.name}`);
    await expect(page.getByRole('heading', { level: 2, name: h2 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);
  }
});

test('a job page tells the earnings and leads to the onboarding', async ({ page, brands }, testInfo) => {
  const combo = comboOf(testInfo);
  await useLanguage(page, combo.lang);
  const fr = combo.lang === 'fr';
  await open(
    page,
    brands[combo.brand],
    '/emplois-menage-montreal',
    fr ? 'Emplois de ménage à Montréal' : 'House cleaning jobs in Montreal',
  );
  await expect(page.getByText(fr ? 'de 17\u00a0$ à 199\u00a0$' : '$17 to $199').first()).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: fr ? 'Devenir nettoyeur' : 'Become a cleaner' })
    .click();
  await expect(page).toHaveURL(/\/(onboarding|login|register|auth)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a service page searches cleaners for that service', async ({ page, brands }, testInfo) => {
  const combo = comboOf(testInfo);
  await useLanguage(page, combo.lang);
  const fr = combo.lang === 'fr';
  await open(page, brands[combo.brand], '/services/nettoyage-profondeur', fr ? 'Grand ménage' : 'Deep cleaning');
  await page
    .getByRole('main')
    .getByRole('link', { name: fr ? 'Trouver un nettoyeur' : 'Find a cleaner' })
    .click();
  await expect(page).toHaveURL(/\/cleaners\?serviceType=deep/);
});

test('a city page lists the cleaners who serve it, and links to its region', async ({ page, brands }, testInfo) => {
  const combo = comboOf(testInfo);
  await useLanguage(page, combo.lang);
  const fr = combo.lang === 'fr';
  await open(page, brands[combo.brand], '/city/longueuil', fr ? 'Nettoyeurs à Longueuil' : 'Cleaners in Longueuil');
  const profiles = page.locator('main a[href^="/cleaners/"]');
  await expect(profiles.first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: fr ? 'À propos de Longueuil' : 'About Longueuil' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);
  await page
    .getByRole('link', { name: fr ? /Tous les nettoyeurs de la région Montérégie/ : /All cleaners in the Montérégie region/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fr ? 'Nettoyeurs dans la région Montérégie' : 'Cleaners in the Montérégie region',
  );
  await expect(profiles.first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Longueuil', exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);
});

test('an unknown city or region says so and offers the search', async ({ page, brands }, testInfo) => {
  const combo = comboOf(testInfo);
  await useLanguage(page, combo.lang);
  const fr = combo.lang === 'fr';
  await open(page, brands[combo.brand], '/city/atlantide', fr ? 'Ville introuvable' : 'City not found');
  await expect(page.getByText(fr ? 'nommée «\u202fatlantide\u202f»' : 'called “atlantide”')).toBeVisible();
  await expect(page.getByRole('link', { name: fr ? 'Chercher par ville' : 'Search by city' })).toBeVisible();
  await expectAccessible(page);
  await open(page, brands[combo.brand], '/region/42', fr ? 'Région introuvable' : 'Region not found');
  await page.getByRole('link', { name: fr ? 'Chercher par ville' : 'Search by city' }).click();
  await expect(page).toHaveURL(/\/cleaners$/);
});

test('the theme test switches the theme', async ({ page, brands }, testInfo) => {
  const combo = comboOf(testInfo);
  await useLanguage(page, combo.lang);
  const fr = combo.lang === 'fr';
  await open(page, brands[combo.brand], '/theme-test', fr ? 'Essai des thèmes' : 'Theme test');
  const dark = page.getByRole('main').getByRole('button', { name: fr ? 'Sombre' : 'Dark' });
  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: fr ? 'Thème actuel\u202f: Sombre' : 'Current theme: Dark' }),
  ).toBeVisible();
  await expectAccessible(page);
});
