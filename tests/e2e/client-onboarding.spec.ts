import type { APIRequestContext } from '@playwright/test';
import { demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * A new client's onboarding (spec §2, §5, §8; issue 24): registered through the API, signed in
 * through the page from /client-onboarding (which the layout keeps as the return path), then
 * welcome → gender → first property → celebration → the search. The address is first typed
 * without choosing a suggestion, then with a postal code that cannot exist: each error shows
 * beside the field before the property is saved with a suggestion chosen.
 * Phone: Propre in French; desktop: Éclat in English.
 */

const words = {
  fr: {
    signIn: 'Se connecter',
    email: 'Courriel ou nom d’utilisateur',
    password: 'Mot de passe',
    welcome: /Bienvenue, Julie/,
    start: 'Commencer',
    genderTitle: 'Comment souhaitez-vous être désigné\u202f?',
    woman: 'Femme',
    continue: 'Continuer',
    propertyTitle: 'Parlez-nous de votre propriété',
    name: 'Nom de la propriété',
    address: 'Adresse',
    type: 'Type de propriété',
    add: 'Ajouter la propriété',
    chooseSuggestion: /Choisissez l’adresse dans les suggestions/,
    postalFormat: /format A1A 1A1/,
    chosen: /Adresse choisie/,
    celebration: 'Tout est prêt\u202f!',
    search: 'Trouver un nettoyeur',
  },
  en: {
    signIn: 'Sign in',
    email: 'Email or username',
    password: 'Password',
    welcome: /Welcome, Julie/,
    start: 'Get started',
    genderTitle: 'How would you like to be addressed?',
    woman: 'Woman',
    continue: 'Continue',
    propertyTitle: 'Tell us about your property',
    name: 'Property name',
    address: 'Address',
    type: 'Property type',
    add: 'Add the property',
    chooseSuggestion: /Choose the address from the suggestions/,
    postalFormat: /format A1A 1A1/,
    chosen: /Address chosen/,
    celebration: 'All set!',
    search: 'Find a cleaner',
  },
} as const;

// A shared 2-core machine: axe on every state and a server beside two browsers take their time.
test.describe.configure({ timeout: 180_000 });

async function newClient(request: APIRequestContext, origin: string, lang: 'fr' | 'en') {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const email = `client-onboard-${suffix}@example.test`;
  const signup = await request.post(`${origin}/api/auth/signup`, {
    data: {
      username: `clientonb_${suffix}`,
      password: demoPassword,
      email,
      name: 'Julie Roy',
      role: 'client',
      gender: 'prefer_not_to_say',
      language: lang,
      acceptTerms: true,
      termsVersion: '2026-11-01',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  return email;
}

test('a new client goes from sign-in through welcome, gender and a first property to the celebration and the search', async ({
  page,
  request,
  brands,
}, testInfo) => {
  const combo =
    testInfo.project.name === 'phone'
      ? { brand: 'propre' as const, lang: 'fr' as const }
      : { brand: 'eclat' as const, lang: 'en' as const };
  const w = words[combo.lang];
  const origin = brands[combo.brand];
  const email = await newClient(request, origin, combo.lang);
  await page.addInitScript((language) => localStorage.setItem('propre.language', language), combo.lang);

  // Signed out: the page offers the ways in, and sign-in comes back here.
  await page.goto(`${origin}/client-onboarding`);
  await page.getByRole('link', { name: w.signIn, exact: true }).last().click();
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: w.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/client-onboarding$/);

  // Welcome (the footer is hidden on this page).
  await expect(page.getByRole('heading', { level: 1, name: w.welcome })).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: w.start }).click();

  // Gender: the answer of the sign-up is chosen; change it.
  await expect(page.getByRole('heading', { level: 1, name: w.genderTitle })).toBeFocused();
  await page.getByRole('radio', { name: w.woman, exact: true }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: w.continue }).click();

  // Property: errors beside the address first.
  await expect(page.getByRole('heading', { level: 1, name: w.propertyTitle })).toBeVisible();
  await page.getByRole('textbox', { name: w.name }).fill(combo.lang === 'fr' ? 'Maison de Julie' : 'Julie’s house');
  const address = page.getByRole('combobox', { name: w.address });
  await address.fill('4521 rue Saint-Denis, Montréal');
  await expect(page.getByRole('listbox')).toBeVisible();
  // The list stays under the field, never flipped over its label (little room below on a phone).
  const field = await address.boundingBox();
  const list = await page.getByRole('listbox').boundingBox();
  expect(list && field && list.y >= field.y + field.height).toBe(true);
  await address.press('Escape');
  await page.getByRole('combobox', { name: w.type }).selectOption('house');
  await page.getByRole('button', { name: w.add }).click();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription(w.chooseSuggestion);
  await expectAccessible(page);

  // A postal code that cannot exist (F is never used): said before anything is sent.
  await address.fill('4521 rue Saint-Denis, Montréal H2F 2L4');
  await expect(address).toHaveAccessibleDescription(w.postalFormat);

  // Then the right one, chosen from the suggestions with the keyboard.
  // The list keeps the previous answer until the new one arrives (250 ms after the last key, as
  // a person types): wait for the answer to this text, or the keys may land on a list that is
  // about to change under them.
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/properties/address-suggestions') &&
      new URL(response.url()).searchParams.get('q') === '4521 rue Saint-Denis, Montréal H2J 2L4',
  );
  await address.fill('4521 rue Saint-Denis, Montréal H2J 2L4');
  await answered;
  // (The open list is checked by axe in the AddressField stories.)
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await expect(page.locator('[data-part="propertiesAddressField"] [data-part="propertiesAddressBusy"]')).toHaveCount(0);
  await address.press('ArrowDown');
  await address.press('Enter');
  await expect(page.getByText(w.chosen)).toBeVisible();
  // A suggestion without a postal code (the list may still show the previous query's) makes the
  // form ask for one, as it would ask the person: give it.
  const postal = page.getByRole('textbox', { name: combo.lang === 'fr' ? 'Code postal' : 'Postal code' });
  if (await postal.isVisible()) await postal.fill('H2J 2L4');
  await page.getByRole('button', { name: w.add }).click();

  // Celebration, then the search.
  await expect(page.getByRole('heading', { level: 1, name: w.celebration })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: w.search }).click();
  await expect(page).toHaveURL(/\/cleaners$/);

  // The server kept the progress: coming back shows the celebration again.
  await page.goto(`${origin}/client-onboarding`);
  await expect(page.getByRole('heading', { level: 1, name: w.celebration })).toBeVisible();
});
