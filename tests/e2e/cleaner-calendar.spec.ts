import type { Locator, Page } from '@playwright/test';
import { act, bearer, bookThroughApi, clientWithProperty, dayIn, newCleaner, signIn } from './bookings-support.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

/** « mardi 15 décembre »: a day as the calendar writes it. */
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('fr-CA', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
const compact = (date: string) => date.replaceAll('-', '');
// Times are held together by narrow no-break spaces (« 9 h 00 »).
const slot = /^9\sh\s00\sà\s17\sh\s00$/;
const request = /Demande à confirmer, 10\sh\s00\sà\s14\sh\s00, Longueuil/;

/** Presses Tab until `target` has the focus (the way a keyboard user gets there), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)))
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`no focus on ${target} after ${max} presses of Tab`);
}

/**
 * A cleaner's calendar at /profile/calendar (spec §2, §3 availability; issue 35), in French, with
 * the keyboard alone (written for the phone project): a weekly availability added on a day, the
 * same weekday of the next week skipped (an exception), the client's request shown on the day
 * with its busy level; then the secret ICS address asked for, and the feed fetched from it over
 * HTTP holds the booking and the availability, without the skipped date.
 */
test('a cleaner adds a weekly availability and an exception with the keyboard, sees a booking on it, and finds it in the ICS feed', async ({
  page,
  playwright,
  brands,
}) => {
  test.setTimeout(180_000);
  const origin = brands.propre;
  const cleaner = await newCleaner(playwright, origin);
  const { client, property } = await clientWithProperty(playwright, origin, 'fr');
  // A day three days ahead, and the same weekday a week later (to skip).
  const day = dayIn(3);
  const nextWeek = dayIn(10);
  const booking = await bookThroughApi(page.request, origin, client, cleaner, property.id, { date: day, startTime: '10:00' });

  await signIn(page, origin, cleaner.email, 'fr');
  await page.goto(`${origin}/profile/calendar`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon calendrier' })).toBeVisible({ timeout: 45_000 });
  const row = (date: string) => page.locator('[data-part="calendarDay"]', { hasText: dayLabel(date) });
  // The week of `day` may not be this one: today's week is shown first.
  const next = page.getByRole('button', { name: 'Semaine suivante' });
  const previous = page.getByRole('button', { name: 'Semaine précédente' });
  // The week's days first: counting before they are drawn would move a week too far.
  await expect(page.locator('[data-part="calendarDay"]').first()).toBeVisible();
  if ((await row(day).count()) === 0) {
    await tabTo(page, next);
    await page.keyboard.press('Enter');
  }
  await expect(row(day)).toBeVisible();
  await expect(row(day)).toContainText(request);
  await expect(row(day)).toHaveAttribute('data-state', 'veryBusy');

  // Add: every week on that weekday, 9:00 to 17:00 (the form's defaults for that day).
  await tabTo(page, page.getByRole('button', { name: `Ajouter une disponibilité le ${dayLabel(day)}` }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Nouvelle disponibilité' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Chaque semaine' })).toBeChecked();
  await tabTo(page, form.getByRole('button', { name: 'Enregistrer la disponibilité' }), 30);
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden({ timeout: 15_000 });
  await expect(row(day).getByRole('button', { name: slot })).toBeVisible({ timeout: 15_000 });
  // Half of the 8 hours booked: busy.
  await expect(row(day)).toHaveAttribute('data-state', 'busy');
  await expect(page.getByText(/^Chaque \p{L}+, à partir du .*, 9\sh\s00\sà\s17\sh\s00$/u)).toBeVisible();

  // The exception: next week's occurrence, skipped from the calendar.
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(row(nextWeek)).toBeVisible();
  await tabTo(page, row(nextWeek).getByRole('button', { name: slot }));
  await page.keyboard.press('Enter');
  const occurrence = page.getByRole('dialog', { name: dayLabel(nextWeek) });
  await expect(occurrence).toBeVisible();
  await tabTo(page, occurrence.getByRole('button', { name: 'Ne pas travailler ce jour-là' }), 20);
  await page.keyboard.press('Enter');
  await expect(occurrence).toBeHidden({ timeout: 15_000 });
  await expect(row(nextWeek)).toHaveAttribute('data-state', 'off', { timeout: 15_000 });
  await expect(page.getByText('(1 date retirée)', { exact: false })).toBeVisible();

  // Back to the booked day: the availability and the request on it.
  await tabTo(page, previous);
  await page.keyboard.press('Enter');
  await expect(row(day).getByRole('button', { name: slot })).toBeVisible();
  await expect(row(day)).toContainText(request);
  await expectAccessible(page);
  // The week fits the screen: its table ends inside it (not cut off, nothing to scroll sideways).
  const tableEnd = await page.locator('[data-part="calendarTable"]').evaluate((table) => table.getBoundingClientRect().right);
  expect(tableEnd).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

  // What the API holds now: one weekly block on that weekday, next week skipped.
  const blocks = await page.request.get(`${origin}/api/cleaners/me/availability`, { headers: bearer(cleaner) });
  const [block] = ((await blocks.json()) as { items: { id: string; kind: string; weekday: number; exceptions: string[] }[] })
    .items;
  expect(block).toMatchObject({ kind: 'weekly', weekday: new Date(`${day}T12:00:00Z`).getUTCDay(), exceptions: [nextWeek] });

  // The ICS address, asked for with the keyboard, then the feed fetched over HTTP as a calendar app would.
  await tabTo(page, page.getByRole('button', { name: 'Obtenir mon adresse', exact: true }));
  await page.keyboard.press('Enter');
  const address = page.getByLabel('Adresse d’abonnement');
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feedUrl = new URL(await address.inputValue());
  const anonymous = await playwright.request.newContext();
  const feed = await anonymous.get(`${origin}${feedUrl.pathname}`);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
  await anonymous.dispose();
  expect(ics).toContain(`UID:${booking.id}@propre.ca`);
  expect(ics).toContain('SUMMARY:Demande de ménage — Longueuil');
  expect(ics).toContain(`UID:${block?.id}-${compact(day)}@propre.ca`);
  expect(ics).not.toContain(`UID:${block?.id}-${compact(nextWeek)}@propre.ca`);
});

/**
 * Google Calendar sync (issue 35) against the local Google stand-in the server starts outside
 * production, with the keyboard alone: the cleaner connects (to the stand-in's consent page and
 * back with a code, finished once), the confirmed booking is written into Google as busy time,
 * then the cleaner disconnects after a confirmation. The API's status says the same at each step.
 */
test('a cleaner connects Google Calendar, a confirmed booking is pushed to it, and disconnects', async ({
  page,
  playwright,
  brands,
}) => {
  test.setTimeout(180_000);
  const origin = brands.propre;
  const cleaner = await newCleaner(playwright, origin);
  const { client, property } = await clientWithProperty(playwright, origin, 'fr');
  const booking = await bookThroughApi(page.request, origin, client, cleaner, property.id, {
    date: dayIn(4),
    startTime: '10:00',
  });
  await act(page.request, origin, cleaner, booking.id, 'accept');
  const status = async () =>
    (await (await page.request.get(`${origin}/api/cleaners/me/calendar/google`, { headers: bearer(cleaner) })).json()) as {
      connected: boolean;
      pushedEvents: number;
    };

  await signIn(page, origin, cleaner.email, 'fr');
  await page.goto(`${origin}/profile/calendar`);
  const google = page.locator('[data-part="calendarGoogle"]');
  // With the keyboard alone, as the rest of the calendar.
  const connect = google.getByRole('button', { name: 'Relier Google Agenda' });
  await expect(connect).toBeVisible({ timeout: 45_000 });
  await tabTo(page, connect);
  await page.keyboard.press('Enter');

  // Back from the stand-in's consent page: linked, the address cleaned of its code, the booking sent.
  await expect(google.getByText('cleaner@gmail.test')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(`${origin}/profile/calendar`);
  await expect(google.getByText('1 réservation envoyée à Google')).toBeVisible();
  expect(await status()).toMatchObject({ connected: true, pushedEvents: 1 });
  await expectAccessible(page);

  await tabTo(page, google.getByRole('button', { name: 'Délier Google Agenda' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Délier Google Agenda\u202f?' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Délier', exact: true }), 20);
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden({ timeout: 15_000 });
  await expect(connect).toBeVisible();
  expect(await status()).toMatchObject({ connected: false, pushedEvents: 0 });
});
