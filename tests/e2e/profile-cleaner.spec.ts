import { comboOf, newAccount, reloadProfile, saveSection, section, signIn } from './profile-support.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * A new cleaner edits the profile clients see at /profile (spec §3, §4, §5, §8; issue 24): the
 * presentation, an hourly rate refused at 12 $ then saved at 45 $ and still there after a reload,
 * the switch to fixed prices with an invalid one, and a service city from the suggestions.
 */
const words = {
  fr: {
    title: 'Mon compte',
    bio: 'Présentation',
    hourly: 'Taux horaire ($ de l’heure)',
    invalidRate: 'Taux invalide',
    rateBounds: 'Le taux horaire doit être entre 17 $ et 199 $.',
    fixed: 'Prix fixe par type de propriété',
    house: 'Maison',
    invalidFixed: 'Prix fixes invalides',
    fixedBounds: 'Le prix doit être entre 15 $ et 199 $.',
    cities: 'Villes desservies',
    addCity: 'Ajouter la ville',
    basic: 'Entretien régulier',
    saved: 'Profil mis à jour',
  },
  en: {
    title: 'My account',
    bio: 'About me',
    hourly: 'Hourly rate ($ per hour)',
    invalidRate: 'Invalid rate',
    rateBounds: 'The hourly rate must be between $17 and $199.',
    fixed: 'Fixed price per property type',
    house: 'House',
    invalidFixed: 'Invalid fixed prices',
    fixedBounds: 'The price must be between $15 and $199.',
    cities: 'Cities served',
    addCity: 'Add the city',
    basic: 'Regular cleaning',
    saved: 'Profile updated',
  },
} as const;

/** A bounds sentence as a pattern: any space matches, so « 17 $ » may be held by a no-break one. */
const bounds = (text: string) => new RegExp(text.replace(/[$.]/g, '\\$&').replace(/ /g, '\\s'));

test('a new cleaner edits the presentation, rates and service cities, and the rate survives a reload', async ({
  page,
  request,
  brands,
}, testInfo) => {
  test.setTimeout(150_000);
  const combo = comboOf(testInfo);
  const origin = brands[combo.brand];
  const w = words[combo.lang];
  const email = await newAccount(request, origin, 'cleaner', combo.lang);
  await signIn(page, origin, email, combo.lang);

  await page.goto(`${origin}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible({ timeout: 45_000 });
  const bio = section(page, 'bio');
  await expect(bio.getByLabel(w.bio)).toBeVisible();
  await expectAccessible(page);

  // The presentation.
  await bio
    .getByLabel(w.bio)
    .fill('Nettoyeuse à Laval depuis six ans : produits écologiques, ponctualité et souci du détail dans chaque pièce.');
  await saveSection(page, 'bio');
  await expect(page.locator('[data-part="toastTitle"]').filter({ hasText: w.saved })).toBeVisible();

  // 12 $ an hour: refused beside the field, titled « Taux invalide »; nothing sent.
  const rates = section(page, 'rates');
  const hourly = rates.getByLabel(w.hourly);
  await hourly.fill('12');
  await rates.locator('[data-part="accountSave"]').click();
  await expect(rates.getByRole('alert').filter({ hasText: w.invalidRate })).toBeVisible();
  await expect(hourly).toHaveAttribute('aria-invalid', 'true');
  await expect(hourly).toHaveAccessibleDescription(bounds(w.rateBounds));
  await expectAccessible(page);

  // 45 $ saves, and is what the server keeps.
  await hourly.fill('45');
  await saveSection(page, 'rates');
  await reloadProfile(page);
  await expect(section(page, 'rates').getByLabel(w.hourly)).toHaveValue('45');

  // Fixed prices: the hourly rate stays stored; 10 $ for a house is refused beside it.
  await section(page, 'rates').getByLabel(w.fixed).check();
  const house = section(page, 'rates').getByLabel(w.house, { exact: true });
  await house.fill('10');
  await section(page, 'rates').locator('[data-part="accountSave"]').click();
  await expect(section(page, 'rates').getByRole('alert').filter({ hasText: w.invalidFixed })).toBeVisible();
  await expect(house).toHaveAccessibleDescription(bounds(w.fixedBounds));
  await expectAccessible(page);
  await house.fill('120');
  await saveSection(page, 'rates');

  // A service city from the suggestions (places.searchCities), and a service type.
  const area = section(page, 'service-area');
  const cityInput = area.getByLabel(w.cities);
  const suggested = page.waitForResponse((answer) => answer.url().includes('/api/places/cities') && answer.ok());
  await cityInput.fill('Lava');
  await suggested;
  await expect(area.locator('datalist option[value="Laval"]')).toHaveCount(1);
  await cityInput.fill('Laval');
  await area.getByRole('button', { name: w.addCity }).click();
  await expect(area.getByText('Laval', { exact: true })).toBeVisible();
  await area.getByLabel(w.basic).check();
  await saveSection(page, 'service-area');

  // All of it is the server's now.
  await reloadProfile(page);
  await expect(section(page, 'service-area').getByText('Laval', { exact: true })).toBeVisible();
  await expect(section(page, 'rates').getByLabel(w.fixed)).toBeChecked();
  await expect(section(page, 'rates').getByLabel(w.house, { exact: true })).toHaveValue('120');
  await expectAccessible(page);
});
