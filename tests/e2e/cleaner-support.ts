import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { act, bookThroughApi, dayIn, type Person, signIn, slotIn, workThrough } from './bookings-support.ts';
import { tokenOf } from './cleaner-profile-support.ts';
import { expect as baseExpect, expectAccessible } from './support/fixtures.ts';
import { photoFile } from './support/photo-file.ts';

/**
 * What the cleaner's journeys share: the job on the phone (cleaner-job, cleaner-workspace) and
 * being paid (cleaner-payouts, cleaner-workspace).
 */

// A shared 2-core machine: the server can take a while to answer (photos are re-encoded there).
const expect = baseExpect.configure({ timeout: 40_000 });

export const jobTexts = {
  fr: {
    punchIn: 'Je suis sur place, pointer',
    blocked: 'La localisation est bloquée',
    tooFar: /trop loin de la propriété/,
    saved: 'Enregistré',
    before: 'Prendre une photo avant',
    after: 'Prendre une photo après',
    onePhoto: '1 photo',
    punchOut: 'J’ai terminé, pointer',
    timesheet: 'Votre feuille de temps',
    worked: 'Temps travaillé',
  },
  en: {
    punchIn: "I've arrived, punch in",
    blocked: 'Location is blocked',
    tooFar: /too far from the property/,
    saved: 'Saved',
    before: 'Take a before photo',
    after: 'Take an after photo',
    onePhoto: '1 photo',
    punchOut: "I'm done, punch out",
    timesheet: 'Your timesheet',
    worked: 'Time worked',
  },
} as const;

type JobTexts = (typeof jobTexts)[keyof typeof jobTexts];

/** A browser context of its own, signed in, in the person's language (at phone size when asked). */
export async function signedIn(browser: Browser, origin: string, email: string, lang: 'fr' | 'en', isMobile: boolean) {
  const context = await browser.newContext({
    baseURL: origin,
    locale: lang === 'fr' ? 'fr-CA' : 'en-CA',
    ...(isMobile ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await signIn(page, origin, email, lang);
  return { context, page };
}

/**
 * The job from the cleaner's phone once punched in: every task ticked (each saved as it goes), a
 * before and an after photo from files, then punched out to the timesheet; the client's page
 * (`watcher`, never reloaded) follows each step.
 */
export async function workTheJob(job: Locator, worker: Page, watcher: Page, t: JobTexts) {
  const details = watcher.locator('[data-part="bookingsDetails"]');
  await expect(job).toHaveAttribute('data-state', 'working');
  await expect(details).toHaveAttribute('data-state', 'in_progress');

  const tasks = job.getByRole('checkbox');
  const count = await tasks.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    await tasks.nth(i).check();
    await expect(job.locator('[data-part="jobSync"]')).toHaveText(t.saved);
  }
  // Every tick stays ticked on her phone (a read of the booking that left before a tick was saved
  // once came back after it, and the next tick sent that task undone) and reaches the client.
  for (let i = 0; i < count; i += 1) await expect(tasks.nth(i)).toBeChecked();
  await expect(watcher.locator('[data-part="bookingsTask"][data-state="done"]')).toHaveCount(count);

  await job.getByLabel(t.before).setInputFiles(await photoFile(worker, 'before.jpg'));
  await expect(job.locator('[data-part="jobPhotoCount"]').first()).toContainText(t.onePhoto);
  await job.getByLabel(t.after).setInputFiles(await photoFile(worker, 'after.jpg'));
  await expect(job.locator('[data-part="jobPhotoCount"]').last()).toContainText(t.onePhoto);
  await expect(watcher.locator('[data-part="bookingsPhoto"]')).toHaveCount(2);
  await expectAccessible(worker);

  await job.getByRole('button', { name: t.punchOut }).click();
  await expect(job).toHaveAttribute('data-state', 'done');
  await expect(job.getByRole('heading', { name: t.timesheet })).toBeVisible();
  await expect(job.getByText(t.worked)).toBeVisible();
  await expect(details).toHaveAttribute('data-state', 'completed');
  await expectAccessible(worker);
}

/** An amount as the widgets write it: « 1 234,56 $ » with no-break spaces, "$1,234.56", a minus sign. */
export const moneyIn = (lang: 'fr' | 'en') => (cents: number) =>
  new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' })
    .format(cents / 100)
    .replace(/\s/g, '\u00a0')
    .replace('-', '−');

/** The local onboarding page speaks the browser's language (its Accept-Language). */
const standInPage = {
  firstName: 'Prénom',
  lastName: 'Nom',
  birthDate: 'Date de naissance',
  account: 'Numéro de compte bancaire (essai)',
  terms: 'J’accepte les conditions du service de paiement',
  finish: 'Terminer l’inscription',
  standIn: /remplace l’inscription hébergée de Stripe Connect/,
  required: 'Ce champ est requis.',
} as const;

export const standInTexts = {
  fr: standInPage,
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    birthDate: 'Date of birth',
    account: 'Bank account number (test)',
    terms: 'I accept the payment service’s terms',
    finish: 'Finish sign-up',
    standIn: /stands in for Stripe Connect’s hosted onboarding/,
    required: 'This field is required.',
  },
} as const;

/** The payouts journey's pages are in fr-CA (the default locale), the stand-in page too, whichever language the app shows. */
export const paidTexts = {
  fr: {
    earnings: 'Gains par ménage',
    split: '140,00\u00a0$ moins 21,00\u00a0$ de frais de la plateforme',
    ...standInPage,
    active: 'Actif',
    instant: 'Recevoir mon argent maintenant',
    confirm: (net: string) => `Confirmer et recevoir ${net}`,
    done: 'Versement instantané demandé',
    weekly: 'Versement hebdomadaire',
    week: /^semaine du \d+( \p{L}+)? au \d+ \p{L}+$/u,
  },
  en: {
    earnings: 'Earnings per cleaning',
    split: '$140.00 less a $21.00 platform fee',
    ...standInPage,
    active: 'Active',
    instant: 'Get my money now',
    confirm: (net: string) => `Confirm and receive ${net}`,
    done: 'Instant payout requested',
    weekly: 'Weekly payout',
    week: /^week of \p{L}+ \d+ to (\p{L}+ )?\d+$/u,
  },
} as const;

type PaidTexts = (typeof paidTexts)[keyof typeof paidTexts];

/** A four-hour cleaning starting now at 35 $/h, accepted and worked through the API: its balance is charged and settled. */
export async function workOneJob(
  api: APIRequestContext,
  origin: string,
  client: { token: string },
  cleaner: Person,
  property: { id: string; latitude: number; longitude: number; pin: null | { latitude: number; longitude: number } },
) {
  const booking = await bookThroughApi(api, origin, client, cleaner, property.id, slotIn(5), { allowPhotos: false });
  await act(api, origin, cleaner, booking.id, 'accept');
  await workThrough(api, origin, cleaner, booking.id, property.pin ?? property);
  return booking;
}

/** The stand-in onboarding page (already open) filled in and sent; back on the app once the provider lets go. */
export async function finishStandInOnboarding(page: Page, w: (typeof standInTexts)['fr' | 'en']) {
  await page.getByLabel(w.firstName, { exact: true }).fill('Julie');
  await page.getByLabel(w.lastName, { exact: true }).fill('Nettoyage');
  await page.getByLabel(w.birthDate).fill('1990-04-12');
  await page.getByLabel(w.account).fill('000123456789');
  await page.getByLabel(w.terms).check();
  await page.getByRole('button', { name: w.finish }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/local-connect/'));
}

/** On /profile/payouts: the instant payout's fee said before confirming, then the whole `available` (less 5 $) paid out. */
export async function takeInstantPayout(page: Page, w: PaidTexts, money: (cents: number) => string, available: number) {
  await page.getByRole('button', { name: w.instant }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(money(available));
  await expect(dialog).toContainText(money(-500));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: w.confirm(money(available - 500)) }).click();
  await expect(page.locator('[data-part="toastTitle"]')).toHaveText(w.done);
}

/** The weekly payout of one cleaner, started through the administrators' operation: it pays one payout. */
export async function runWeeklyPayout(api: APIRequestContext, origin: string, cleanerId: string) {
  const admin = await tokenOf(origin, 'admin@demo.propre.ca');
  const run = await api.post(`${origin}/api/admin/payouts/weekly-run`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { through: dayIn(0), cleanerId },
  });
  expect(run.status(), await run.text()).toBe(200);
  expect(await run.json()).toMatchObject({ paid: 1, failed: 0 });
}

/** Both payouts reach the bank once the provider's events are delivered (a poll away): every earning paid. */
export async function expectEarningsPaid(page: Page, count: number) {
  const earnings = page.locator('[data-part="payoutsEarning"]');
  await expect(async () => {
    await page.reload();
    await expect(earnings).toHaveCount(count, { timeout: 10_000 });
    for (let i = 0; i < count; i += 1) {
      await expect(earnings.nth(i)).toHaveAttribute('data-state', 'paid', { timeout: 1_000 });
    }
  }).toPass({ timeout: 45_000 });
}
