import {
  texts as bookTexts,
  chooseSlotAndProperty,
  comboOf,
  fillCard,
  myBookings,
  newClient,
  nextWeekDay,
} from './booking-support.ts';
import { act, bookThroughApi, getBooking, newCleaner, signIn, slotIn, workThrough } from './bookings-support.ts';
import { expect as baseExpect, expectAccessible, test } from './support/fixtures.ts';

// A shared 2-core machine: the server can take a while to answer; CI is calmer.
const expect = baseExpect.configure({ timeout: 40_000 });

const texts = {
  fr: {
    accept: 'Accepter la demande',
    invoice: 'Télécharger la facture (PDF)',
    paid: 'Payée en entier',
    comment: 'Votre commentaire',
    publish: 'Publier l’avis',
  },
  en: {
    accept: 'Accept the request',
    invoice: 'Download the invoice (PDF)',
    paid: 'Paid in full',
    comment: 'Your comment',
    publish: 'Publish the review',
  },
} as const;

/**
 * The whole booking journey of issue 25, in the browser where the UI exists and through the API
 * for the rest: a visitor searches, opens a profile, books 4 h next week and pays the deposit;
 * the cleaner accepts in a second browser; the client sees it live. The work (punch-in, checklist,
 * punch-out, which charges the balance) needs the start within the hour, so a second booking of
 * the same client, starting now with a cleaner of its own, carries the balance, the invoice and
 * the review.
 */
test('search, profile, book and pay; the cleaner accepts live; balance, invoice and review', async ({
  page,
  browser,
  request,
  brands,
  playwright,
}, testInfo) => {
  test.setTimeout(420_000);
  const { brand, lang } = comboOf(testInfo);
  const t = texts[lang];
  const origin = brands[brand];

  // A signed-out visitor searches Longueuil and opens Carlos's profile.
  await page.addInitScript((language) => localStorage.setItem('propre.language', language), lang);
  await page.goto(`${origin}/cleaners?city=Longueuil`);
  await page.getByRole('link', { name: 'Carlos Rodriguez' }).first().click();
  await expect(page).toHaveURL(/\/cleaners\/carlos-rodriguez$/);
  await expectAccessible(page);
  await page
    .getByRole('link', { name: lang === 'fr' ? /^Réserver/ : /^Book/ })
    .first()
    .click();
  // /book/{slug} opens for visitors (docs/adr/0007; registering inline is booking-signed-out.spec.ts).
  await expect(page).toHaveURL(/\/book\/carlos-rodriguez$/);
  await expect(page.getByRole('heading', { level: 1, name: bookTexts[lang].title })).toBeVisible();
  await expectAccessible(page);
  const day = nextWeekDay(0);
  const time = testInfo.project.name === 'phone' ? '13:00' : '08:00';

  // This run's account and its property through the API, then the booking again, signed in.
  const client = await newClient(request, origin, lang);
  const login = await page.request.post(`${origin}/api/auth/login`, {
    data: { email: client.email, password: 'Demo-Propre-2026' },
  });
  expect(login.status()).toBe(200);
  await page.goto(`${origin}/book/carlos-rodriguez`);
  await chooseSlotAndProperty(page, lang, day, time, client.propertyName);
  await page.getByRole('button', { name: bookTexts[lang].seePrice }).click();
  await expect(page.locator('[data-part="bookingQuote"][data-state="ready"]')).toBeVisible();
  await fillCard(page, lang, '4242 4242 4242 4242');
  await page.getByRole('button', { name: bookTexts[lang].pay }).click();
  await expect(page.locator('[data-part="bookingConfirmation"]').getByText(bookTexts[lang].done)).toBeVisible();
  const [booking] = await myBookings(request, origin, client);
  if (!booking) throw new Error('no booking');

  // The client follows the booking; the cleaner accepts in a second browser.
  await page.goto(`${origin}/bookings/${booking.id}`);
  await expect(page.locator('[data-part="bookingsDetails"]')).toHaveAttribute('data-state', 'pending');
  await expectAccessible(page);
  const cleanerContext = await browser.newContext();
  const cleanerPage = await cleanerContext.newPage();
  await signIn(cleanerPage, origin, 'carlos@demo.propre.ca', lang);
  await cleanerPage.goto(`${origin}/bookings/${booking.id}`);
  await cleanerPage.getByRole('button', { name: t.accept }).click();
  await expect(cleanerPage.locator('[data-part="bookingsDetails"]')).toHaveAttribute('data-state', 'confirmed');
  await expectAccessible(cleanerPage);
  await cleanerContext.close();
  // Live: no reload on the client's side.
  await expect(page.locator('[data-part="bookingsDetails"]')).toHaveAttribute('data-state', 'confirmed');

  // A cleaning that starts now, worked through by a cleaner of its own: the balance is charged.
  const cleaner = await newCleaner(playwright, origin);
  const api = await playwright.request.newContext();
  const properties = await api.get(`${origin}/api/properties`, { headers: { authorization: `Bearer ${client.token}` } });
  const [property] = (await properties.json()).items as {
    id: string;
    latitude: number;
    longitude: number;
    pin: null | { latitude: number; longitude: number };
  }[];
  if (!property) throw new Error('no property');
  const soon = await bookThroughApi(api, origin, client, cleaner, property.id, slotIn(5), { allowPhotos: false });
  await act(api, origin, cleaner, soon.id, 'accept');
  await workThrough(api, origin, cleaner, soon.id, property.pin ?? property);
  expect(await getBooking(api, origin, client, soon.id)).toMatchObject({ status: 'completed', paymentStatus: 'final_completed' });
  await api.dispose();

  await page.goto(`${origin}/bookings/${soon.id}`);
  await expect(page.locator('[data-part="bookingsPayment"]')).toContainText(t.paid);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t.invoice }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expectAccessible(page);

  // The review: every category, a comment, published.
  const review = page.locator('[data-part="bookingsReview"]');
  const stars = review.locator('input[type="radio"][value="5"]');
  await expect(stars).toHaveCount(7);
  // The radios are drawn as stars (the inputs are visually hidden): a click event on each, as
  // the person's tap on its star sends, then the state checked.
  for (const star of await stars.all()) {
    await star.dispatchEvent('click');
    await expect(star).toBeChecked();
  }
  await review
    .getByLabel(t.comment)
    .fill(lang === 'fr' ? 'Travail impeccable, ponctuelle et attentionnée.' : 'Spotless work, on time and careful.');
  await review.getByRole('button', { name: t.publish }).click();
  await expect(review.getByRole('button', { name: t.publish })).toHaveCount(0);
  // Once stored, the booking shows the review given in place of the form (never an empty form again).
  await expect(
    review.getByText(lang === 'fr' ? 'Travail impeccable, ponctuelle et attentionnée.' : 'Spotless work, on time and careful.'),
  ).toBeVisible();
  await expect(review.getByRole('textbox')).toHaveCount(0);
  const reviewed = await request.get(`${origin}/api/bookings/${soon.id}/review`, {
    headers: { authorization: `Bearer ${client.token}` },
  });
  expect(reviewed.status()).toBe(200);
  await expectAccessible(page);
});
