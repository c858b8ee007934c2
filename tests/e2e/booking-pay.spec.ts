import {
  chooseSlotAndProperty,
  comboOf,
  fillCard,
  myBookings,
  newClient,
  nextWeekDay,
  signInBrowser,
  texts,
} from './booking-support.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

test.describe('booking a cleaner and paying the deposit', () => {
  // Three steps, a payment and axe at each step, on a 2-core machine shared with the server.
  test.describe.configure({ timeout: 120_000 });

  test('a new client books 4 h next week, sees every line of the price and pays with the success card', async ({
    page,
    request,
    brands,
  }, testInfo) => {
    const { brand, lang } = comboOf(testInfo);
    const t = texts[lang];
    const origin = brands[brand];
    const client = await newClient(request, origin, lang);
    await signInBrowser(page, origin, client, lang);

    await page.goto(`${origin}/book/carlos-rodriguez`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByLabel(t.duration)).toHaveValue('4');
    await expectAccessible(page);

    // Thursday of next week in the afternoon on the phone, Friday on the desktop: the two runs never compete for a slot.
    const day = nextWeekDay(testInfo.project.name === 'phone' ? 3 : 4);
    await chooseSlotAndProperty(page, lang, day, '13:00', client.propertyName);
    // Supplies and an emergency: the price then has every kind of line a first booking can have.
    await page.getByLabel(t.supplies).check();
    await page.getByLabel(t.emergency).check();
    await page.getByLabel(t.reason).fill(lang === 'fr' ? 'Dégât d’eau au sous-sol' : 'Water damage in the basement');
    await expectAccessible(page);
    await page.getByRole('button', { name: t.seePrice }).click();

    const quote = page.locator('[data-part="bookingQuote"][data-state="ready"]');
    await expect(quote).toBeVisible();
    for (const line of ['service', 'supplies_fee', 'emergency_fee', 'first_booking_discount', 'gst', 'qst']) {
      await expect(quote.locator(`[data-line="${line}"]`)).toBeVisible();
    }
    // A discount is an amount with a minus sign (−), not a hyphen.
    await expect(quote.locator('[data-line="first_booking_discount"] dd')).toHaveText(/^−/);
    for (const part of ['bookingQuoteTotal', 'bookingQuoteDeposit', 'bookingQuoteBalance'])
      await expect(quote.locator(`[data-part="${part}"]`)).toBeVisible();
    const deposit = (await quote.locator('[data-part="bookingQuoteDeposit"] dd').textContent()) ?? '';
    await expect(page.getByRole('button', { name: t.pay })).toContainText(deposit);
    await expectAccessible(page);

    await fillCard(page, lang, '4242 4242 4242 4242');
    await page.getByRole('button', { name: t.pay }).click();
    const confirmation = page.locator('[data-part="bookingConfirmation"]');
    await expect(confirmation.getByText(t.done)).toBeVisible();
    await expect(confirmation.locator('[data-step="completed"][data-state="done"]')).toBeVisible();
    await expectAccessible(page);

    const [booking, ...others] = await myBookings(request, origin, client);
    expect(others).toHaveLength(0);
    expect(booking).toMatchObject({ status: 'pending', paymentStatus: 'initial_completed' });
    await expect(confirmation.getByRole('link', { name: t.details })).toHaveAttribute('href', `/bookings/${booking?.id}`);
  });

  test('a duration under 4 h is refused beside the field; a declined card shows why and books nothing', async ({
    page,
    request,
    brands,
  }, testInfo) => {
    const { brand, lang } = comboOf(testInfo);
    const t = texts[lang];
    const origin = brands[brand];
    const client = await newClient(request, origin, lang);
    await signInBrowser(page, origin, client, lang);
    await page.goto(`${origin}/book/carlos-rodriguez`);

    const duration = page.getByLabel(t.duration);
    await duration.fill('3');
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await expect(duration).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-part="field"]', { has: duration }).getByRole('alert')).toHaveText(t.durationMin);
    await expectAccessible(page);
    await duration.fill('4');

    await chooseSlotAndProperty(page, lang, nextWeekDay(testInfo.project.name === 'phone' ? 1 : 2), '08:00', client.propertyName);
    await page.getByRole('button', { name: t.seePrice }).click();
    await expect(page.locator('[data-part="bookingQuote"][data-state="ready"]')).toBeVisible();

    await fillCard(page, lang, '4000 0000 0000 0002');
    await page.getByRole('button', { name: t.pay }).click();
    const failure = page.locator('[data-part="bookingPaymentError"]');
    await expect(failure.getByRole('alert')).toContainText(t.declined);
    await expect(page.locator('[data-part="bookingPaymentStep"][data-state="failed"]')).toBeVisible();
    await expectAccessible(page);

    await fillCard(page, lang, '4000 0000 0000 9995');
    await page.getByRole('button', { name: t.pay }).click();
    await expect(failure.getByRole('alert')).toContainText(t.insufficient);

    expect(await myBookings(request, origin, client)).toEqual([]);
  });

  test('a double click on pay makes one booking and one charge', async ({ page, request, brands, playwright }, testInfo) => {
    const { brand, lang } = comboOf(testInfo);
    const t = texts[lang];
    const origin = brands[brand];
    const client = await newClient(request, origin, lang);
    await signInBrowser(page, origin, client, lang);
    await page.goto(`${origin}/book/carlos-rodriguez`);
    await chooseSlotAndProperty(page, lang, nextWeekDay(testInfo.project.name === 'phone' ? 3 : 4), '08:00', client.propertyName);
    await page.getByRole('button', { name: t.seePrice }).click();
    await expect(page.locator('[data-part="bookingQuote"][data-state="ready"]')).toBeVisible();
    await fillCard(page, lang, '4242 4242 4242 4242');

    const creates: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/bookings')
        creates.push(sent.headers()['idempotency-key'] ?? '');
    });
    await page.getByRole('button', { name: t.pay }).dblclick();
    await expect(page.locator('[data-part="bookingConfirmation"]').getByText(t.done)).toBeVisible();

    expect(creates).toHaveLength(1);
    const bookings = await myBookings(request, origin, client);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]?.payment.depositPaid).toBeGreaterThan(0);

    // The platform's books still balance, as the admin sees them.
    const adminApi = await playwright.request.newContext();
    const admin = await adminApi.post(`${origin}/api/auth/login`, {
      data: { email: 'admin@demo.propre.ca', password: 'Demo-Propre-2026' },
    });
    expect(admin.status(), await admin.text()).toBe(200);
    const { token } = (await admin.json()) as { token: string };
    const ledger = await adminApi.get(`${origin}/api/admin/ledger/summary`, { headers: { authorization: `Bearer ${token}` } });
    expect(await ledger.json()).toMatchObject({ balanced: true, unbalancedTransactionCount: 0 });
    await adminApi.dispose();
  });
});
