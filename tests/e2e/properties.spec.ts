import type { APIRequestContext, Page } from '@playwright/test';
import { demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * /properties (spec §2, §3, §5, §8; issue 25): a new client adds a first property from the
 * empty state (address chosen from the suggestions), edits it and deletes it after confirming;
 * Marie's condo, which her bookings to come use, cannot be deleted and the dialog says why.
 * Phone: Propre in French; desktop: Éclat in English.
 */

const words = {
  fr: {
    title: 'Mes propriétés',
    emptyTitle: 'Aucune propriété pour l’instant',
    addFirst: 'Ajouter ma première propriété',
    name: 'Nom de la propriété',
    address: 'Adresse',
    type: 'Type de propriété',
    bedrooms: 'Chambres',
    access: 'Instructions d’accès (facultatif)',
    add: 'Ajouter la propriété',
    save: 'Enregistrer',
    edit: (name: string) => `Modifier «\u202f${name}\u202f»`,
    remove: (name: string) => `Supprimer «\u202f${name}\u202f»`,
    confirm: 'Supprimer la propriété',
    refused: 'Cette propriété ne peut pas être supprimée',
    reason: /Une réservation à venir utilise cette propriété/,
    close: 'Fermer',
    summary: /3 chambres/,
  },
  en: {
    title: 'My properties',
    emptyTitle: 'No property yet',
    addFirst: 'Add my first property',
    name: 'Property name',
    address: 'Address',
    type: 'Property type',
    bedrooms: 'Bedrooms',
    access: 'Access instructions (optional)',
    add: 'Add the property',
    save: 'Save',
    edit: (name: string) => `Edit “${name}”`,
    remove: (name: string) => `Delete “${name}”`,
    confirm: 'Delete the property',
    refused: 'This property cannot be deleted',
    reason: /An upcoming booking uses this property/,
    close: 'Close',
    summary: /3 bedrooms/,
  },
} as const;

// A shared 2-core machine: axe on every state and a server beside two browsers take their time.
test.describe.configure({ timeout: 150_000 });

type Combo = { brand: 'propre' | 'eclat'; lang: 'fr' | 'en' };
const comboOf = (project: string): Combo =>
  project === 'phone' ? { brand: 'propre', lang: 'fr' } : { brand: 'eclat', lang: 'en' };

async function newClient(request: APIRequestContext, origin: string, lang: 'fr' | 'en') {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const email = `properties-${suffix}@example.test`;
  const signup = await request.post(`${origin}/api/auth/signup`, {
    data: {
      username: `props_${suffix}`,
      password: demoPassword,
      email,
      name: 'Hugo Bélanger',
      role: 'client',
      gender: 'male',
      language: lang,
      acceptTerms: true,
      termsVersion: '2026-11-01',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  return email;
}

/** Signs the browser in (the app's cookie session) with its language chosen before the first page. */
async function signIn(page: Page, origin: string, email: string, lang: 'fr' | 'en') {
  await page.addInitScript((language) => localStorage.setItem('propre.language', language), lang);
  const login = await page.request.post(`${origin}/api/auth/login`, { data: { email, password: demoPassword } });
  expect(login.status(), await login.text()).toBe(200);
}

test('a client adds a first property from the empty state, edits it, then deletes it', async ({
  page,
  request,
  brands,
}, testInfo) => {
  const combo = comboOf(testInfo.project.name);
  const w = words[combo.lang];
  const origin = brands[combo.brand];
  await signIn(page, origin, await newClient(request, origin, combo.lang), combo.lang);

  await page.goto(`${origin}/properties`);
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: w.emptyTitle })).toBeVisible();
  await expectAccessible(page);

  // Add: the form takes the list's place, its heading focused.
  await page.getByRole('button', { name: w.addFirst }).click();
  await page.getByRole('textbox', { name: w.name }).fill('Triplex Rosemont');
  const address = page.getByRole('combobox', { name: w.address });
  await address.fill('2800 rue Masson, Montréal H1Y 1W6');
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('combobox', { name: w.type }).selectOption('apartment');
  await page.getByRole('combobox', { name: w.bedrooms }).selectOption('3');
  await page
    .getByRole('textbox', { name: w.access })
    .fill(combo.lang === 'fr' ? 'Porte de côté, code 2800.' : 'Side door, code 2800.');
  await expectAccessible(page);
  await page.getByRole('button', { name: w.add }).click();

  const card = page.locator('[data-part="propertiesCard"]', { hasText: 'Triplex Rosemont' });
  await expect(card).toContainText('2800 rue Masson');
  await expect(card).toContainText(w.summary);
  await expect(card).toContainText('H1Y 1W6');

  // Edit the name; the address stays.
  await page.getByRole('button', { name: w.edit('Triplex Rosemont') }).click();
  const name = page.getByRole('textbox', { name: w.name });
  await expect(name).toHaveValue('Triplex Rosemont');
  await name.fill('Triplex Masson');
  await page.getByRole('button', { name: w.save, exact: true }).click();
  await expect(page.locator('[data-part="propertiesCard"]', { hasText: 'Triplex Masson' })).toBeVisible();

  // Delete after confirming: back to the empty state.
  await page.getByRole('button', { name: w.remove('Triplex Masson') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: w.confirm }).click();
  await expect(page.getByRole('heading', { name: w.emptyTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: w.addFirst })).toBeFocused();
});

test('deleting a property that bookings to come use is refused, with the reason', async ({ page, brands }, testInfo) => {
  const combo = comboOf(testInfo.project.name);
  const w = words[combo.lang];
  const origin = brands[combo.brand];
  await signIn(page, origin, 'marie@demo.propre.ca', combo.lang);

  await page.goto(`${origin}/properties`);
  await page.getByRole('button', { name: w.remove('Condo du Plateau') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: w.confirm }).click();
  await expect(dialog.getByRole('alert')).toContainText(w.refused);
  await expect(dialog.getByRole('alert')).toContainText(w.reason);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: w.close, exact: true }).last().click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[data-part="propertiesCard"]', { hasText: 'Condo du Plateau' })).toBeVisible();
});
