import type { TestInfo } from '@playwright/test';
import { comboOf } from './booking-support.ts';
import { bookThroughApi, dayIn, getBooking, requestCarlos, signIn, useCarlosBooker } from './bookings-support.ts';
import { type Brands, expect as baseExpect, expectAccessible, test } from './support/fixtures.ts';

// A shared 2-core machine: the server can take a while to answer; CI is calmer.
const expect = baseExpect.configure({ timeout: 40_000 });

const texts = {
  fr: {
    accept: 'Accepter la demande',
    decline: 'Refuser la demande',
    reason: 'Je ne suis pas disponible à ce moment',
    note: 'Un mot pour le client',
    confirmDecline: 'Confirmer le refus',
    accepted: /acceptée\s: le ménage du/,
    declined: /refusée\s: le client est remboursé/,
    expired: 'Expirée',
    timeLeft: /^2[34]\sh( \d+\smin)?$/,
    badge: /demandes? en attente de votre réponse/,
  },
  en: {
    accept: 'Accept the request',
    decline: 'Decline the request',
    reason: 'I am not available then',
    note: 'A word for the client',
    confirmDecline: 'Confirm declining',
    accepted: /request accepted: the cleaning on/,
    declined: /request declined: the client is refunded/,
    expired: 'Expired',
    timeLeft: /^2[34]\shrs?( \d+\smins?)?$/,
    badge: /requests? waiting for your answer/,
  },
} as const;

// One client per run (sign-ups are limited), booking Carlos, the demo cleaner of Longueuil, early
// mornings weeks ahead: no other journey books him then, and each project on days of its own.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const booker = useCarlosBooker();

const slot = (days: number, project: string) => ({ date: dayIn(days + (project === 'phone' ? 0 : 3)), startTime: '07:00' });
const requestCard = (page: import('@playwright/test').Page, bookingId: string) =>
  page.locator('[data-part="bookingsRequest"]').filter({ has: page.locator(`a[href="/bookings/${bookingId}"]`) });

/** A new request to Carlos `days` ahead, and the journey's texts. */
async function newRequest(brands: Brands, testInfo: TestInfo, days: number) {
  const made = await requestCarlos(booker, brands, testInfo, slot(days, testInfo.project.name));
  return { ...made, t: texts[made.lang] };
}

test('a new request shows live with its time left; the cleaner accepts it and it joins the jobs', async ({
  page,
  brands,
}, testInfo) => {
  const { brand, lang } = comboOf(testInfo);
  const t = texts[lang];
  const origin = brands[brand];
  const { api, client, carlos, propertyId } = booker;
  await signIn(page, origin, carlos.email, lang);
  await page.goto(`${origin}/bookings`);
  await expect(page.locator('[data-part="bookingsWorkspace"]')).toHaveAttribute('data-state', 'ready');
  // A mark on this very document: it is gone if the page reloads.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const booking = await bookThroughApi(api, origin, client, carlos, propertyId, slot(40, testInfo.project.name), {
    notes: 'Le code de la porte vous sera envoyé.',
  });
  const card = requestCard(page, booking.id);
  await expect(card).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(card.locator('[data-part="bookingsTimeLeft"]')).toHaveText(t.timeLeft);
  await expect(card).toContainText('Le code de la porte vous sera envoyé.');
  // The header counts it (at least this one: other journeys may leave Carlos requests too).
  await expect(page.getByRole('link', { name: t.badge })).toBeVisible();
  await expectAccessible(page);

  await card.getByRole('button', { name: t.accept }).click();
  await expect(page.locator('[data-part="bookingsOutcome"]')).toContainText(t.accepted);
  await expect(card).toHaveCount(0);
  const job = page.locator('[data-part="bookingsJob"]').filter({ has: page.locator(`a[href="/bookings/${booking.id}"]`) });
  await expect(job).toBeVisible();
  // Confirmed: the address is the cleaner's now.
  await expect(job.locator('[data-part="bookingsAddress"]')).toContainText('Longueuil');
  expect(await getBooking(api, origin, carlos, booking.id)).toMatchObject({ status: 'confirmed' });
  await expectAccessible(page);
});

test('declining with a reason says so, refunds the client and sends the reason', async ({ page, brands }, testInfo) => {
  const { t, lang, origin, booking } = await newRequest(brands, testInfo, 41);
  await signIn(page, origin, booker.carlos.email, lang);
  await page.goto(`${origin}/bookings`);
  const card = requestCard(page, booking.id);
  await card.getByRole('button', { name: t.decline }).click();
  await card.getByRole('radio', { name: t.reason }).check();
  await card.getByRole('textbox', { name: t.note }).fill('Désolé, je suis déjà pris ce matin-là.');
  await expectAccessible(page);
  await card.getByRole('button', { name: t.confirmDecline }).click();

  await expect(page.locator('[data-part="bookingsOutcome"]')).toContainText(t.declined);
  await expect(card).toHaveCount(0);
  const after = await getBooking(booker.api, origin, booker.client, booking.id);
  expect(after).toMatchObject({
    status: 'declined',
    cancellation: { by: 'cleaner', reason: 'schedule_conflict', note: 'Désolé, je suis déjà pris ce matin-là.' },
  });
  expect(after.payment.refunded).toBe(after.payment.depositPaid);
});

test('a request past its 24 hours shows as expired, with nothing left to answer', async ({ page, brands }, testInfo) => {
  const { t, lang, origin, booking } = await newRequest(brands, testInfo, 42);
  // The cleaner's phone a day and an hour later: the API's expiry has not run yet (its clock is
  // today's), the countdown is over.
  await page.clock.install({ time: new Date(Date.now() + 25 * 3_600_000) });
  await signIn(page, origin, booker.carlos.email, lang);
  await page.goto(`${origin}/bookings`);
  const card = requestCard(page, booking.id);
  await expect(card).toHaveAttribute('data-state', 'expired');
  await expect(card.getByText(t.expired, { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: t.accept })).toHaveCount(0);
  await expectAccessible(page);
});
