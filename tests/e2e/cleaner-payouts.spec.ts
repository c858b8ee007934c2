import { request, type TestInfo } from '@playwright/test';
import { clientWithProperty, newCleaner, signIn } from './bookings-support.ts';
import { tokenOf, useLanguage } from './cleaner-profile-support.ts';
import {
  expectEarningsPaid,
  finishStandInOnboarding,
  moneyIn,
  paidTexts,
  runWeeklyPayout,
  takeInstantPayout,
  workOneJob,
} from './cleaner-support.ts';
import { demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * The demo cleaner's earnings and payouts at /profile/payouts (spec §2, §9; issue 35), on a phone
 * (Sophie, Propre, French) and at the desk (Carlos, Éclat, English):
 * the ledger's balances as the API states them, the next Friday, the instant payout waiting for a
 * payout account (its 5 $ fee said; the confirmation's rows are the stories'), then « set up my
 * payout account » leaves for the provider's onboarding page.
 *
 * Then, with a cleaner of its own (so the two projects never pay each other's money), the whole
 * way to being paid: a job worked through the API shows as an earning with the platform fee, the
 * local provider's onboarding page (its stand-in for Stripe's) is filled in the browser, the
 * instant payout shows its fee before confirming and moves the balance, and the weekly payout an
 * administrator starts pays the next job.
 */
const words = {
  fr: {
    title: 'Revenus et versements',
    next: /Prochain versement le vendredi \d+ \p{L}+\./u,
    noAccount: 'Pas encore configuré',
    instant: 'Recevoir mon argent maintenant',
    accountFirst: (fee: string) =>
      `Configurez d’abord votre compte de versement, plus bas\u202f: vos gains pourront alors partir le jour même, moins des frais de ${fee}.`,
    setup: 'Configurer mon compte de versement',
    unfinished: 'Inscription à terminer',
    resume: 'Compléter mon compte de versement',
  },
  en: {
    title: 'Earnings and payouts',
    next: /Next payout on Friday, \p{L}+ \d+\./u,
    noAccount: 'Not set up yet',
    instant: 'Get my money now',
    accountFirst: (fee: string) =>
      `Set up your payout account first, below: your earnings can then leave the same day, less a ${fee} fee.`,
    setup: 'Set up my payout account',
    unfinished: 'Sign-up to finish',
    resume: 'Finish my payout account',
  },
} as const;

function comboOf(testInfo: TestInfo) {
  return testInfo.project.name === 'phone'
    ? ({ brand: 'propre', lang: 'fr', email: 'sophie@demo.propre.ca' } as const)
    : ({ brand: 'eclat', lang: 'en', email: 'carlos@demo.propre.ca' } as const);
}

interface Balances {
  earned: number;
  available: number;
  weeklyPayable: number;
  paidOut: number;
  instantFee: number;
}

async function balancesOf(origin: string, token: string): Promise<Balances> {
  const api = await request.newContext();
  try {
    const res = await api.get(`${origin}/api/cleaners/me/payouts`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { balances: Balances }).balances;
  } finally {
    await api.dispose();
  }
}

test('a cleaner sees their earnings, the instant payout waiting for a payout account with its fee, and goes to set up that account', async ({
  page,
  brands,
}, testInfo) => {
  test.setTimeout(120_000);
  const combo = comboOf(testInfo);
  const w = words[combo.lang];
  const fr = moneyIn(combo.lang);
  const origin = brands[combo.brand];
  const token = await tokenOf(origin, combo.email);
  const before = await balancesOf(origin, token);
  // The demo data: each is owed more than the fee (Sophie a referral bonus, Carlos a finished job), with no payout account yet.
  expect(before.available).toBeGreaterThan(before.instantFee);

  await useLanguage(page, combo.lang);
  const signIn = await page.request.post(`${origin}/api/auth/login`, { data: { email: combo.email, password: demoPassword } });
  expect(signIn.status()).toBe(200);
  await page.goto(`${origin}/profile/payouts`);
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible({ timeout: 45_000 });

  const amount = (state: string) =>
    page.locator(`[data-part="payoutsBalance"][data-state="${state}"] [data-part="payoutsBalanceAmount"]`);
  await expect(amount('available')).toHaveText(fr(before.available));
  await expect(amount('weekly')).toHaveText(fr(before.weeklyPayable));
  await expect(amount('paidOut')).toHaveText(fr(before.paidOut));
  await expect(page.getByText(w.next)).toBeVisible();
  await expect(page.getByText(w.noAccount)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/payouts-${testInfo.project.name}.png`, fullPage: true });

  // No active payout account yet: the instant payout waits for it, and says so with its fee.
  await expect(page.getByRole('button', { name: w.instant })).toBeDisabled();
  await expect(page.locator('[data-part="payoutsInstantHint"]')).toHaveText(w.accountFirst(fr(before.instantFee)));
  expect(await balancesOf(origin, token)).toEqual(before);

  // « Set up » asks the API for an onboarding link and leaves for it (the local provider's stand-in page).
  await page.getByRole('button', { name: w.setup }).click();
  await page.waitForURL(/\/local-connect\/acct_[0-9a-z]+\?/);
  const link = new URL(page.url());
  // The API builds it from its own public address (the primary brand's), whichever brand asked.
  expect(new URL(link.searchParams.get('return_url') ?? '', origin).pathname).toBe('/profile/stripe-connect/return');

  // Back from the provider: /profile/stripe-connect/return leads to /profile; the account now exists, unfinished.
  await page.goto(`${origin}/profile/stripe-connect/return`);
  await expect(page).toHaveURL(`${origin}/profile`);
  await page.goto(`${origin}/profile/payouts`);
  await expect(page.getByText(w.unfinished)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: w.resume })).toBeVisible();
});

test('a new cleaner sees each job’s earning, finishes the payout account in the browser, takes an instant payout, and the weekly run pays the next job', async ({
  page,
  playwright,
  brands,
}, testInfo) => {
  test.setTimeout(180_000);
  const combo = comboOf(testInfo);
  const w = paidTexts[combo.lang];
  const money = moneyIn(combo.lang);
  const origin = brands[combo.brand];
  const cleaner = await newCleaner(playwright, origin);
  const { client, property } = await clientWithProperty(playwright, origin, combo.lang);
  const api = await playwright.request.newContext();
  await workOneJob(api, origin, client, cleaner, property);

  await signIn(page, origin, cleaner.email, combo.lang);
  await page.goto(`${origin}/profile/payouts`);
  await expect(page.getByRole('heading', { name: w.earnings })).toBeVisible({ timeout: 45_000 });
  const earnings = page.locator('[data-part="payoutsEarning"]');
  await expect(earnings).toHaveCount(1);
  await expect(earnings.first()).toHaveAttribute('data-state', 'available');
  await expect(earnings.first().locator('[data-part="payoutsEarningSplit"]')).toHaveText(w.split);
  await expect(earnings.first().locator('[data-part="payoutsEarningNet"]')).toHaveText(money(11_900));
  const balance = page.locator('[data-part="payoutsBalance"][data-state="available"] [data-part="payoutsBalanceAmount"]');
  await expect(balance).toHaveText(money(11_900));

  // The payout account, on the local provider's stand-in for Stripe's hosted onboarding.
  await page.locator('[data-part="payoutsAccountButton"]').click();
  await page.waitForURL(/\/local-connect\/acct_[0-9a-z]+\?/);
  await expect(page.getByRole('note')).toHaveText(w.standIn);
  await expectAccessible(page);
  // Sent empty first: each field says what it needs.
  await page.getByRole('button', { name: w.finish }).click();
  await expect(page.locator('#firstName-error')).toHaveText(w.required);
  await expect(page.getByLabel(w.firstName, { exact: true })).toBeFocused();
  await finishStandInOnboarding(page, w);
  // Back from the provider: /profile/stripe-connect/return leads to /profile (spec §2), on the
  // API's public address (the primary brand's) whichever brand asked.
  if (combo.brand === 'propre') await expect(page).toHaveURL(`${origin}/profile`);

  await page.goto(`${origin}/profile/payouts`);
  await expect(page.locator('[data-part="payoutsAccountStatus"]')).toHaveText(w.active, { timeout: 30_000 });

  // The instant payout: the fee before confirming, then the balance moves.
  await takeInstantPayout(page, w, money, 11_900);
  await expect(balance).toHaveText(money(0));
  const paidOut = page.locator('[data-part="payoutsBalance"][data-state="paidOut"] [data-part="payoutsBalanceAmount"]');
  await expect(paidOut).toHaveText(money(11_400));
  await expect(earnings.first()).toHaveAttribute('data-state', /pending|paid/);

  // The next job, then the weekly payout started by an administrator pays it (and only it).
  await workOneJob(api, origin, client, cleaner, property);
  await runWeeklyPayout(api, origin, cleaner.id);
  await api.dispose();
  await expectEarningsPaid(page, 2);
  const history = page.locator('[data-part="payoutsPayout"]');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText(w.weekly);
  await expect(history.first()).toContainText(money(11_900));
  await expect(history.first().getByText(w.week)).toBeVisible();
  await expect(balance).toHaveText(money(0));
  await expect(paidOut).toHaveText(money(11_400 + 11_900));
  await expectAccessible(page);
});
