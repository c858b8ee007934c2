import { comboOf } from './booking-support.ts';
import { act, bookSoonThroughApi, dayIn, getBooking, requestCarlos, signIn, useCarlosBooker } from './bookings-support.ts';
import { expect as baseExpect, demoPassword, expectAccessible, test } from './support/fixtures.ts';

// A shared 2-core machine: the server can take a while to answer; CI is calmer.
const expect = baseExpect.configure({ timeout: 40_000 });

const texts = {
  fr: {
    cancel: 'Annuler la réservation',
    postpone: 'Reporter',
    payFee: /Annuler et payer 50,00\s\$ de frais/,
    confirmFree: 'Confirmer l’annulation',
    reasonRequired: 'Choisissez une raison.',
    emergency: 'Une urgence',
    conflict: 'Conflit d’horaire',
    tooLate: /au plus tard 24 heures/,
    confirmPostpone: 'Confirmer le report',
    newDate: 'Nouvelle date',
    denied: 'Accès refusé',
  },
  en: {
    cancel: 'Cancel the booking',
    postpone: 'Postpone',
    payFee: /Cancel and pay the \$50\.00 fee/,
    confirmFree: 'Confirm the cancellation',
    reasonRequired: 'Choose a reason.',
    emergency: 'An emergency',
    conflict: 'Schedule conflict',
    tooLate: /until 24 hours before/,
    confirmPostpone: 'Confirm the new date',
    newDate: 'New date',
    denied: 'Access denied',
  },
} as const;

// One client per run (sign-ups are limited to 10 an hour per address) booking Carlos, the demo
// cleaner of Longueuil, at times no other journey uses: evenings, and days apart per project.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const booker = useCarlosBooker();

/** Days apart per project, so the phone's and the desktop's bookings never meet. */
const later = (days: number, project: string) => ({ date: dayIn(days + (project === 'phone' ? 0 : 7)), startTime: '18:00' });

test('within 24 h: postponing is refused, cancelling shows and keeps the 50 $ fee', async ({ page, brands }, testInfo) => {
  const { brand, lang } = comboOf(testInfo);
  const t = texts[lang];
  const origin = brands[brand];
  const { api, client, carlos, propertyId } = booker;
  const booking = await bookSoonThroughApi(
    api,
    origin,
    client,
    carlos,
    propertyId,
    testInfo.project.name === 'phone' ? 180 : 540,
  );
  await act(api, origin, carlos, booking.id, 'accept');
  await signIn(page, origin, client.email, lang);

  await page.goto(`${origin}/bookings/${booking.id}`);
  await expect(page.locator('[data-part="bookingsCancelTerms"]')).toHaveAttribute('data-state', 'fee');
  await expect(page.locator('[data-part="bookingsCancelTerms"]')).toContainText(lang === 'fr' ? '50,00 $' : '$50.00');
  await expect(page.getByRole('link', { name: t.postpone, exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // The postpone page, reached by its address, says why not.
  await page.goto(`${origin}/bookings/${booking.id}/postpone`);
  await expect(page.getByRole('alert')).toContainText(t.tooLate);
  await expectAccessible(page);

  await page.goto(`${origin}/bookings/${booking.id}`);
  await page.getByRole('link', { name: t.cancel }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}/cancel$`));
  const submit = page.getByRole('button', { name: t.payFee });
  await submit.click();
  await expect(page.getByText(t.reasonRequired)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: t.emergency }).check();
  await submit.click();

  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
  await expect(page.locator('[data-part="bookingsDetails"]')).toHaveAttribute('data-state', 'cancelled');
  const after = await getBooking(api, origin, client, booking.id);
  expect(after).toMatchObject({ status: 'cancelled', cancellation: { feeKept: 5000, reason: 'emergency' } });
  expect(after.payment.refunded).toBe(after.payment.depositPaid - 5000);
  await expectAccessible(page);
});

test('more than 24 h ahead: cancelling is free and refunds the whole deposit', async ({ page, brands }, testInfo) => {
  const { lang, origin, booking } = await requestCarlos(booker, brands, testInfo, later(3, testInfo.project.name));
  const t = texts[lang];
  const { api, client } = booker;
  await signIn(page, origin, client.email, lang);

  await page.goto(`${origin}/bookings/${booking.id}/cancel`);
  await expect(page.locator('[data-part="bookingsCancelForm"]')).toHaveAttribute('data-state', 'free');
  await page.getByRole('radio', { name: t.conflict }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: t.confirmFree }).click();
  await expect(page.locator('[data-part="bookingsDetails"]')).toHaveAttribute('data-state', 'cancelled');
  const after = await getBooking(api, origin, client, booking.id);
  expect(after).toMatchObject({ status: 'cancelled', cancellation: { feeKept: 0 } });
  expect(after.payment.refunded).toBe(after.payment.depositPaid);

  // The list's cancelled tab holds it.
  await page.goto(`${origin}/bookings?tab=cancelled`);
  await expect(page.locator(`a[href="/bookings/${booking.id}"]`)).toBeVisible();
  await expectAccessible(page);
});

test('a confirmed booking moves to a later day, more than 24 h ahead, and stays confirmed', async ({
  page,
  brands,
}, testInfo) => {
  const { lang, origin, booking } = await requestCarlos(booker, brands, testInfo, later(4, testInfo.project.name));
  const t = texts[lang];
  const { api, client, carlos } = booker;
  await act(api, origin, carlos, booking.id, 'accept');
  await signIn(page, origin, client.email, lang);

  await page.goto(`${origin}/bookings/${booking.id}`);
  await page.getByRole('link', { name: t.postpone, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}/postpone$`));
  const target = later(5, testInfo.project.name);
  await page.getByLabel(t.newDate).fill(target.date);
  await expectAccessible(page);
  await page.getByRole('button', { name: t.confirmPostpone }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
  const after = await getBooking(api, origin, client, booking.id);
  expect(after).toMatchObject({ status: 'confirmed', date: target.date });
  expect(after.history.at(-1)).toMatchObject({ action: 'postpone' });
});

test('another person’s booking is access denied, and an unknown action is the 404', async ({ page, brands }, testInfo) => {
  const { lang, origin, booking } = await requestCarlos(booker, brands, testInfo, later(6, testInfo.project.name));
  // Marie, the demo client, only looks.
  await page.addInitScript((language) => localStorage.setItem('propre.language', language), lang);
  const login = await page.request.post(`${origin}/api/auth/login`, {
    data: { email: 'marie@demo.propre.ca', password: demoPassword },
  });
  expect(login.status()).toBe(200);

  await page.goto(`${origin}/bookings/${booking.id}`);
  await expect(page.getByRole('heading', { name: texts[lang].denied })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`${origin}/bookings/${booking.id}/explode`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
});
