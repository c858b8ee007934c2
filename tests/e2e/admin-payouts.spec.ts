import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { bearer, clientWithProperty, dayIn, newCleaner, type Person } from './bookings-support.ts';
import { workOneJob } from './cleaner-support.ts';
import { type Brands, demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * The payouts console (issue 36): Propre in French on a laptop (1280 px) in the desktop project,
 * Éclat in English on a tablet (768 px) in the phone project. Each journey pays a cleaner of its
 * own, worked today through the API (`?cleaner=…&through=today`: the run pays only them, so the
 * other journeys' money is never touched): the preview says who gets what, the run is confirmed
 * in a dialog, the payout is reconciled. A cleaner whose bank refuses payouts (Stripe's test
 * account 000111111116, the local provider's too) shows the reason and a retry.
 */
const combos = {
  desktop: { brand: 'propre', lang: 'fr', width: 1280 },
  phone: { brand: 'eclat', lang: 'en', width: 768 },
} as const;

const words = {
  fr: {
    title: 'Versements',
    run: 'Lancer le versement',
    confirm: /Verser 119,00\s\$ à 1 personne\(s\)/,
    go: 'Verser maintenant',
    result: /1 versé\(s\), 0 sans montant ou déjà versé\(s\), 0 échoué\(s\)/,
    settled: /1 versé\(s\), 0 en cours, 0 échoué\(s\)/,
    reconcile: 'Rapprocher maintenant',
    checked: /paiement\(s\) vérifié\(s\)/,
    toPay: 'À verser',
    closed: 'Compte bancaire fermé',
    retry: 'Relancer le versement de Julie Nettoyage',
    failures: 'Versements échoués',
  },
  en: {
    title: 'Payouts',
    run: 'Run the payout',
    confirm: /Pay \$119\.00 to 1 person\(s\)/,
    go: 'Pay now',
    result: /1 paid, 0 with nothing to pay or paid already, 0 failed/,
    settled: /1 paid, 0 in progress, 0 failed/,
    reconcile: 'Reconcile now',
    checked: /payment\(s\) checked/,
    toPay: 'To pay',
    closed: 'Bank account closed',
    retry: "Retry Julie Nettoyage's payout",
    failures: 'Failed payouts',
  },
} as const;

test.describe.configure({ timeout: 180_000 });

async function adminPage(browser: Browser, testInfo: TestInfo, brands: Brands) {
  const combo = combos[testInfo.project.name as keyof typeof combos] ?? combos.desktop;
  const origin = brands[combo.brand];
  const context = await browser.newContext({
    baseURL: origin,
    locale: combo.lang === 'fr' ? 'fr-CA' : 'en-CA',
    viewport: { width: combo.width, height: 900 },
  });
  await context.addInitScript((language) => localStorage.setItem('propre.language', language), combo.lang);
  const login = await context.request.post(`${origin}/api/auth/login`, {
    data: { email: 'admin@demo.propre.ca', password: demoPassword },
  });
  expect(login.status()).toBe(200);
  return { combo, origin, context, page: await context.newPage() };
}

/** The cleaner's payout account completed on the local provider's stand-in page (posted as its form does), with `bankAccount`. */
async function activeAccount(api: APIRequestContext, origin: string, cleaner: Person, bankAccount: string) {
  const link = await api.post(`${origin}/api/cleaners/me/payouts/connect`, { headers: bearer(cleaner) });
  expect(link.status(), await link.text()).toBe(200);
  const url = new URL(((await link.json()) as { url: string }).url);
  const done = await api.post(`${origin}${url.pathname}${url.search}`, {
    form: { firstName: 'Julie', lastName: 'Nettoyage', birthDate: '1990-04-12', account: bankAccount, terms: 'on' },
    maxRedirects: 0,
  });
  expect(done.status(), await done.text()).toBe(303);
}

/** A cleaner of this journey, owed one job (119 $ after the fee), their account active with `bankAccount`. */
async function owedCleaner(
  playwright: Parameters<Parameters<typeof test>[2]>[0]['playwright'],
  origin: string,
  lang: 'fr' | 'en',
  bankAccount: string,
) {
  const cleaner = await newCleaner(playwright, origin);
  const { client, property } = await clientWithProperty(playwright, origin, lang);
  const api = await playwright.request.newContext();
  try {
    await activeAccount(api, origin, cleaner, bankAccount);
    await workOneJob(api, origin, client, cleaner, property);
  } finally {
    await api.dispose();
  }
  return cleaner;
}

async function shoot(page: Page, name: string, testInfo: TestInfo) {
  await page.screenshot({ path: `/tmp/admin-payouts-${name}-${testInfo.project.name}.png`, fullPage: true });
}

test('an administrator previews the weekly payout, runs it after confirming, and sees it paid and reconciled', async ({
  browser,
  brands,
  playwright,
}, testInfo) => {
  const { combo, origin, context, page } = await adminPage(browser, testInfo, brands);
  const w = words[combo.lang];
  try {
    const cleaner = await owedCleaner(playwright, origin, combo.lang, '000123456789');
    await page.goto(`/admin/payouts?cleaner=${cleaner.id}&through=${dayIn(0)}`);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    // The preview: the one cleaner, what they get, to pay.
    const line = page.locator('[data-part="adminPayoutsPreview"] [data-part="adminPayoutsRow"]');
    await expect(line).toHaveCount(1, { timeout: 30_000 });
    await expect(line).toContainText('Julie Nettoyage');
    await expect(line).toContainText(w.toPay);
    await expect(line.locator('[data-part="adminPayoutsAmount"]')).toHaveText(combo.lang === 'fr' ? /119,00\s\$/ : '$119.00');
    await expectAccessible(page);
    await shoot(page, 'preview', testInfo);

    // The run, confirmed in a dialog that says how much and to how many.
    await page.getByRole('button', { name: w.run }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(w.confirm);
    await expectAccessible(page);
    await shoot(page, 'confirm', testInfo);
    await dialog.getByRole('button', { name: w.go }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-part="adminPayoutsRunResult"]')).toContainText(w.result);

    // The bank's answer arrives as the provider's event: the week's payout paid, then reconciled.
    await expect(page.locator('[data-part="adminPayoutsReconciliation"]')).toContainText(w.settled, { timeout: 45_000 });
    await page.getByRole('button', { name: w.reconcile }).click();
    await expect(page.locator('[data-part="adminPayoutsReport"]')).toContainText(w.checked);
    await expect(page.locator('[data-part="adminPayoutsPreview"] [data-part="adminPayoutsRow"]')).toHaveAttribute(
      'data-state',
      'already_paid',
    );
    await expectAccessible(page);
    await shoot(page, 'paid', testInfo);

    // The API says the same: one weekly payout, paid.
    const payouts = await context.request.get(`${origin}/api/admin/payouts`);
    const mine = ((await payouts.json()) as { items: Array<{ cleanerId: string; status: string }> }).items.filter(
      (p) => p.cleanerId === cleaner.id,
    );
    expect(mine).toEqual([expect.objectContaining({ status: 'paid' })]);
  } finally {
    await context.close();
  }
});

test('a payout the bank refuses shows its reason, and its retry', async ({ browser, brands, playwright }, testInfo) => {
  const { combo, origin, context, page } = await adminPage(browser, testInfo, brands);
  const w = words[combo.lang];
  try {
    const cleaner = await owedCleaner(playwright, origin, combo.lang, '000111111116');
    await page.goto(`/admin/payouts?cleaner=${cleaner.id}&through=${dayIn(0)}`);
    await page.getByRole('button', { name: w.run }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.go }).click();
    // The refusal comes back as the provider's event: the failure, its reason in words, its retry.
    const failures = page.locator('[data-part="adminPayoutsFailures"]');
    await expect(failures.locator('[data-part="adminPayoutsReason"]')).toHaveText(w.closed, { timeout: 45_000 });
    await expect(failures.getByRole('heading', { name: w.failures })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'failed', testInfo);

    // Retried: the same bank refuses again; the payout stays listed with its second attempt.
    await failures.getByRole('button', { name: w.retry }).click();
    // The attempts column (kind, amount, reason, attempts, action after the name).
    const attempts = failures.getByRole('row').filter({ hasText: 'Julie Nettoyage' }).getByRole('cell').nth(3);
    await expect(attempts).toHaveText('2', { timeout: 45_000 });
    await expect(failures.locator('[data-part="adminPayoutsReason"]')).toHaveText(w.closed);
  } finally {
    await context.close();
  }
});
