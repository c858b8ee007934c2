import type { BrowserContext, Page } from '@playwright/test';
import { comboOf } from './booking-support.ts';
import { bookThroughApi, clientWithProperty, newCleaner, slotIn } from './bookings-support.ts';
import {
  expectEarningsPaid,
  finishStandInOnboarding,
  jobTexts,
  moneyIn,
  paidTexts,
  runWeeklyPayout,
  signedIn,
  standInTexts,
  takeInstantPayout,
  workOneJob,
  workTheJob,
} from './cleaner-support.ts';
import { expect as baseExpect, expectAccessible, test } from './support/fixtures.ts';

/**
 * The cleaner's whole workspace in one journey at phone width (issue 35, « Done when »), for one
 * fresh cleaner and one client: Propre in French on the phone project, Éclat in English on the
 * desktop one (at the same phone size). A request made through the API appears live on the
 * cleaner's /bookings and is accepted there; the client's page, open all along, follows every step
 * without reloading — confirmed, the work under way, the ticks, the photos, completed, the balance
 * charged; then /profile/payouts shows the earning and its platform fee, the payout account is set
 * up on the local provider's stand-in page, an instant payout moves the balance, and the weekly
 * payout an administrator starts pays the next job.
 */

// A shared 2-core machine: the server can take a while to answer (photos are re-encoded there).
const expect = baseExpect.configure({ timeout: 40_000 });
test.describe.configure({ timeout: 300_000 });

const texts = {
  fr: { accept: 'Accepter la demande', accepted: /acceptée\s: le ménage du/, paid: 'Payée en entier' },
  en: { accept: 'Accept the request', accepted: /request accepted: the cleaning on/, paid: 'Paid in full' },
} as const;

/** A mark on the page's document: gone if the page reloads, so a live update is told from a reload. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

test('a request comes in live, the cleaner accepts and does the job on her phone while the client watches, then gets paid', async ({
  browser,
  brands,
  playwright,
}, testInfo) => {
  const { brand, lang } = comboOf(testInfo);
  const t = { ...jobTexts[lang], ...texts[lang] };
  const w = paidTexts[lang];
  const money = moneyIn(lang);
  const origin = brands[brand];

  const cleaner = await newCleaner(playwright, origin);
  const { client, property } = await clientWithProperty(playwright, origin, lang);
  const site = property.pin ?? { latitude: property.latitude, longitude: property.longitude };
  const api = await playwright.request.newContext();
  const contexts: BrowserContext[] = [];
  try {
    // Both on phones, whichever project: the desktop one only changes the brand and language.
    const worker = await signedIn(browser, origin, cleaner.email, lang, true);
    const watcher = await signedIn(browser, origin, client.email, lang, true);
    contexts.push(worker.context, watcher.context);

    // The cleaner's /bookings is open when the request is made (a cleaning within the half hour, photos allowed).
    await worker.page.goto('/bookings');
    await expect(worker.page.locator('[data-part="bookingsWorkspace"]')).toHaveAttribute('data-state', 'ready');
    await markDocument(worker.page);
    const booking = await bookThroughApi(api, origin, client, cleaner, property.id, slotIn(5), { allowPhotos: true });
    const link = `a[href="/bookings/${booking.id}"]`;
    const request = worker.page.locator('[data-part="bookingsRequest"]').filter({ has: worker.page.locator(link) });
    await expect(request).toBeVisible();
    expect(await isSameDocument(worker.page)).toBe(true);

    // The client's page, open before the answer.
    const details = watcher.page.locator('[data-part="bookingsDetails"]');
    await watcher.page.goto(`/bookings/${booking.id}`);
    await expect(details).toHaveAttribute('data-state', 'pending');
    await markDocument(watcher.page);

    // Accepted in the browser: it joins the jobs, and the client sees it confirmed without reloading.
    await request.getByRole('button', { name: t.accept }).click();
    await expect(worker.page.locator('[data-part="bookingsOutcome"]')).toContainText(t.accepted);
    await expect(details).toHaveAttribute('data-state', 'confirmed');
    const job = worker.page.locator('[data-part="bookingsJob"]').filter({ has: worker.page.locator(link) });
    await job.locator(link).click();

    // At the start time, at the property (Chromium's geolocation set there): punched in.
    const workspace = worker.page.locator('[data-part="jobRoot"]');
    await expect(workspace).toHaveAttribute('data-state', 'punchIn');
    await worker.context.grantPermissions(['geolocation'], { origin });
    await worker.context.setGeolocation({ latitude: site.latitude, longitude: site.longitude, accuracy: 10 });
    await workspace.getByRole('button', { name: t.punchIn }).click();
    // Every task, a before and an after photo, punched out: the client follows each step.
    await workTheJob(workspace, worker.page, watcher.page, t);

    // The punch-out charges the balance: the client's page says so, still the same document.
    await expect(watcher.page.locator('[data-part="bookingsPayment"]')).toContainText(t.paid);
    expect(await isSameDocument(watcher.page)).toBe(true);
    await expectAccessible(watcher.page);

    // The earning, with the platform fee taken (4 h at 35 $, 15 %).
    const page = worker.page;
    await page.goto('/profile/payouts');
    await expect(page.getByRole('heading', { name: w.earnings })).toBeVisible();
    const earnings = page.locator('[data-part="payoutsEarning"]');
    await expect(earnings).toHaveCount(1);
    await expect(earnings.first().locator('[data-part="payoutsEarningSplit"]')).toHaveText(w.split);
    const balance = page.locator('[data-part="payoutsBalance"][data-state="available"] [data-part="payoutsBalanceAmount"]');
    await expect(balance).toHaveText(money(11_900));

    // The payout account, finished in the browser on the local provider's stand-in page.
    await page.locator('[data-part="payoutsAccountButton"]').click();
    await page.waitForURL(/\/local-connect\/acct_[0-9a-z]+\?/);
    // The stand-in page speaks the phone's language (its Accept-Language), like Stripe's.
    await finishStandInOnboarding(page, standInTexts[lang]);
    await page.goto(`${origin}/profile/payouts`);
    await expect(page.locator('[data-part="payoutsAccountStatus"]')).toHaveText(w.active);

    // The instant payout: its fee before confirming, then the balance moves.
    await takeInstantPayout(page, w, money, 11_900);
    await expect(balance).toHaveText(money(0));
    const paidOut = page.locator('[data-part="payoutsBalance"][data-state="paidOut"] [data-part="payoutsBalanceAmount"]');
    await expect(paidOut).toHaveText(money(11_400));

    // The rest: the next job's earning, paid by the weekly payout an administrator starts.
    await workOneJob(api, origin, client, cleaner, property);
    await page.reload();
    await expect(balance).toHaveText(money(11_900));
    await runWeeklyPayout(api, origin, cleaner.id);
    await expectEarningsPaid(page, 2);
    await expect(balance).toHaveText(money(0));
    await expect(paidOut).toHaveText(money(11_400 + 11_900));
    await expectAccessible(page);
  } finally {
    for (const context of contexts) await context.close();
    await api.dispose();
  }
});
