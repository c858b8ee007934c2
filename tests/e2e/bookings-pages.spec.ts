import { profileCombo, useLanguage } from './cleaner-profile-support.ts';
import { demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

const texts = {
  fr: {
    title: 'Mes réservations',
    dated: /^Réservation du /,
    cancel: 'Annuler la réservation',
    postpone: 'Reporter la réservation',
  },
  en: { title: 'My bookings', dated: /^Booking of /, cancel: 'Cancel the booking', postpone: 'Postpone the booking' },
};

interface Listed {
  id: string;
  status: string;
  startsAt: string;
}

// Marie, whose demo bookings include several upcoming ones (in progress, confirmed, pending), in each project's brand and language.
test('upcoming bookings read soonest first; a booking and its action pages each have one h1', async ({
  page,
  brands,
}, testInfo) => {
  const combo = profileCombo(testInfo);
  const t = texts[combo.lang];
  const origin = brands[combo.brand];
  await useLanguage(page, combo.lang);
  const signIn = await page.request.post(`${origin}/api/auth/login`, {
    data: { email: 'marie@demo.propre.ca', password: demoPassword },
  });
  expect(signIn.status()).toBe(200);
  const listed = await page.request.get(`${origin}/api/bookings?status=pending&status=confirmed&status=in_progress&limit=100`);
  const upcoming = ((await listed.json()) as { items: Listed[] }).items.sort(
    (a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id),
  );
  expect(upcoming.length).toBeGreaterThan(1);

  await page.goto(`${origin}/bookings`);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const cards = page.locator('[data-part="bookingsCard"] a');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(shown).toEqual(upcoming.slice(0, shown.length).map((booking) => `/bookings/${booking.id}`));

  const confirmed = upcoming.find((booking) => booking.status === 'confirmed') as Listed;
  await page.goto(`${origin}/bookings/${confirmed.id}`);
  await expect(page.getByRole('heading', { level: 1, name: t.dated })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  await expectAccessible(page);
  for (const [action, title] of [
    ['cancel', t.cancel],
    ['postpone', t.postpone],
  ] as const) {
    await page.goto(`${origin}/bookings/${confirmed.id}/${action}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
  }
});
