import type { Page } from '@playwright/test';
import { texts as bookTexts, comboOf, fillCard, nextWeekDay } from './booking-support.ts';
import { expect as baseExpect, expectAccessible, test } from './support/fixtures.ts';

// A shared 2-core machine: the server can take a while to answer; CI is calmer.
const expect = baseExpect.configure({ timeout: 40_000 });

const words = {
  fr: {
    book: /^Réserver/,
    createAccount: 'Créer un compte',
    submit: 'Créer mon compte',
    name: 'Nom complet',
    username: 'Nom d’utilisateur',
    email: 'Courriel',
    password: 'Mot de passe',
    gender: 'Genre',
    terms: /conditions d’utilisation/,
    propertyName: 'Nom de la propriété',
    address: 'Adresse',
    postalCode: 'Code postal',
    type: 'Type de propriété',
    addProperty: 'Ajouter la propriété',
    house: 'Maison de Longueuil',
  },
  en: {
    book: /^Book/,
    createAccount: 'Create an account',
    submit: 'Create my account',
    name: 'Full name',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    gender: 'Gender',
    terms: /terms of service/,
    propertyName: 'Property name',
    address: 'Address',
    postalCode: 'Postal code',
    type: 'Property type',
    addProperty: 'Add the property',
    house: 'Longueuil house',
  },
} as const;

// Both auth tabs' forms stay mounted (what was typed survives a switch): the field shown.
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true });

/**
 * Issue 25's journey for a visitor (docs/adr/0007): search, profile, book 4 h next week, create
 * the account inside the booking (the time chosen is kept), add the property inline, see the
 * price; a declined card says so and charges nothing, then the success card pays the deposit.
 * With the local provider (the default) nothing of Stripe is ever requested.
 */
test('a signed-out visitor books 4 h next week, registers inline, is declined without a charge, then pays the deposit', async ({
  page,
  brands,
}, testInfo) => {
  test.setTimeout(300_000);
  const { brand, lang } = comboOf(testInfo);
  const w = words[lang];
  const t = bookTexts[lang];
  const origin = brands[brand];
  const stripeRequests: string[] = [];
  page.on('request', (request) => {
    if (/stripe/i.test(request.url())) stripeRequests.push(request.url());
  });

  // A visitor searches Longueuil, opens Carlos's profile and presses « book »: the booking opens, signed out.
  await page.addInitScript((language) => localStorage.setItem('propre.language', language), lang);
  await page.goto(`${origin}/cleaners?city=Longueuil`);
  await page.getByRole('link', { name: 'Carlos Rodriguez' }).first().click();
  await expect(page).toHaveURL(/\/cleaners\/carlos-rodriguez$/);
  await page.getByRole('link', { name: w.book }).first().click();
  await expect(page).toHaveURL(/\/book\/carlos-rodriguez$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByLabel(t.duration)).toHaveValue('4');
  await expectAccessible(page);

  // 4 h next week: Tuesday on the phone, Wednesday on the desktop (the other journeys take other slots).
  const day = nextWeekDay(testInfo.project.name === 'phone' ? 1 : 2);
  const dayInput = page.locator(`[data-part="bookingDays"] input[value="${day}"]`);
  await expect(page.locator('[data-part="bookingDays"]')).toBeVisible();
  if ((await dayInput.count()) === 0) await page.getByRole('button', { name: t.nextWeek, exact: true }).click();
  await dayInput.check();
  await page.locator('[data-part="bookingTimes"] input[value="13:00"]').check();
  // Kept in this tab: a reload shows the choices again (the server draws the page without them;
  // the browser then draws it anew with them rather than hydrating).
  await page.reload();
  await expect(page.locator(`[data-part="bookingDays"] input[value="${day}"]`)).toBeChecked();
  await expect(page.locator('[data-part="bookingTimes"] input[value="13:00"]')).toBeChecked();
  await page.getByRole('button', { name: t.continue, exact: true }).click();

  // The account, inside the widget: the sign-up tab of the auth widgets.
  const account = page.locator('[data-part="bookingAccount"]');
  await account.getByRole('tab', { name: w.createAccount }).click();
  await expectAccessible(page);
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await field(page, w.name).fill('Camille Visiteur');
  await field(page, w.username).fill(`visiteur_${suffix}`);
  await field(page, w.email).fill(`visiteur-${suffix}@example.test`);
  await field(page, w.password).fill('Lavande-Fenetre-42');
  await field(page, w.gender).selectOption('prefer_not_to_say');
  await page.getByRole('checkbox', { name: w.terms }).check();
  // Bill 96: English terms only with the explicit choice.
  if (lang === 'en') await page.getByRole('checkbox', { name: /English version/ }).check();
  await account.getByRole('button', { name: w.submit }).click();

  // Signed in, on to the details by itself, still at the page it was: the property, added inline.
  await expect(page).toHaveURL(/\/book\/carlos-rodriguez$/);
  await expect(page.locator('[data-part="bookingDetails"]')).toBeVisible();
  await field(page, w.propertyName).fill(w.house);
  await page.getByRole('combobox', { name: w.address }).fill('150 rue Saint-Charles Ouest, Longueuil J4H 1C8');
  await page.getByRole('listbox').getByRole('option').first().click();
  const postalCode = field(page, w.postalCode);
  if ((await postalCode.count()) > 0 && !(await postalCode.inputValue())) await postalCode.fill('J4H 1C8');
  await page.getByRole('combobox', { name: w.type }).selectOption('house');
  await page.getByRole('button', { name: w.addProperty }).click();
  await expect(page.getByRole('radio', { name: new RegExp(w.house) })).toBeChecked();
  // The home's pin, as the client sets it on the properties page (the booking's form does not
  // ask for it): the booking's page then has a map to draw.
  const pinned = await page.evaluate(async () => {
    const csrf = document.cookie.match(/(?:^|; )propre_csrf=([^;]+)/)?.[1] ?? '';
    const headers = { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) };
    const list = (await (await fetch('/api/properties')).json()) as {
      items: { id: string; latitude: number; longitude: number }[];
    };
    const [home] = list.items;
    if (!home) return 0;
    const pin = { latitude: home.latitude, longitude: home.longitude };
    return (await fetch(`/api/properties/${home.id}`, { method: 'PATCH', headers, body: JSON.stringify({ pin }) })).status;
  });
  expect(pinned).toBe(200);
  await page.getByRole('button', { name: t.seePrice }).click();
  await expect(page.locator('[data-part="bookingQuote"][data-state="ready"]')).toBeVisible();
  await expectAccessible(page);

  // The declined card: its reason, nothing charged, nothing booked.
  await fillCard(page, lang, '4000 0000 0000 0002');
  await page.getByRole('button', { name: t.pay }).click();
  const failure = page.locator('[data-part="bookingPaymentError"]');
  await expect(failure).toHaveAttribute('data-decline', 'card_declined');
  await expect(failure).toContainText(t.declined);
  await expectAccessible(page);
  const none = await page.request.get(`${origin}/api/bookings`);
  expect(none.status()).toBe(200);
  expect((await none.json()).items).toEqual([]);

  // The success card: the deposit is paid once, the request sent.
  await fillCard(page, lang, '4242 4242 4242 4242');
  await page.getByRole('button', { name: t.pay }).click();
  const confirmation = page.locator('[data-part="bookingConfirmation"]');
  await expect(confirmation.getByText(t.done)).toBeVisible();
  await expect(confirmation.locator('[data-step="completed"][data-state="done"]')).toBeVisible();
  await expectAccessible(page);
  const mine = (await (await page.request.get(`${origin}/api/bookings`)).json()).items as {
    status: string;
    paymentStatus: string;
    date: string;
    startTime: string;
  }[];
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ status: 'pending', paymentStatus: 'initial_completed', date: day, startTime: '13:00' });

  // The local provider: neither Stripe's chunk nor js.stripe.com was ever requested.
  expect(stripeRequests).toEqual([]);

  // The booking's page: with no tile server configured (the default), the schematic map, and
  // neither Leaflet nor its view is loaded.
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (/leaflet|TileMap/i.test(request.url())) mapRequests.push(request.url());
  });
  await confirmation.getByRole('link', { name: t.details }).click();
  await expect(page.locator('[data-part="bookingsMap"]')).toHaveAttribute('data-state', 'schematic');
  await expectAccessible(page);
  expect(mapRequests).toEqual([]);
});
