import { request, type TestInfo } from '@playwright/test';
import { tokenOf, useLanguage } from './cleaner-profile-support.ts';
import { demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * The demo cleaner's earnings and payouts at /profile/payouts (spec §2, §9; issue 35), on a phone
 * (Sophie, Propre, French) and at the desk (Carlos, Éclat, English):
 * the ledger's balances as the API states them, the next Friday, the instant payout waiting for a
 * payout account (its 5 $ fee said; the confirmation's rows are the stories'), then « set up my
 * payout account » leaves for the provider's onboarding page.
 *
 * The local payment provider finishes onboarding only from inside the API process (no page, no
 * HTTP call), so a completed instant payout is left to the API's own tests (money-path.test.ts).
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

/** An amount as the widgets write it: « 1 234,56 $ » with no-break spaces, "$1,234.56", a minus sign. */
const moneyIn = (lang: 'fr' | 'en') => (cents: number) =>
  new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' })
    .format(cents / 100)
    .replace(/\s/g, '\u00a0')
    .replace('-', '−');

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
