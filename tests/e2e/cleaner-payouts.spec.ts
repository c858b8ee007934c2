import { request, type TestInfo } from '@playwright/test';
import { tokenOf, useLanguage } from './cleaner-profile-support.ts';
import { demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * The demo cleaner's earnings and payouts at /profile/payouts (spec §2, §9; issue 35), on a phone
 * (Sophie, Propre, French) and at the desk (Carlos, Éclat, English):
 * the ledger's balances as the API states them, the next Friday, the instant payout's 5 $ fee
 * shown before confirming, the refusal of an account not set up (said beside the button, balances
 * unchanged), then « set up my payout account » leaves for the provider's onboarding page.
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
    confirmTitle: 'Confirmer le versement instantané',
    confirm: 'Confirmer et recevoir',
    refused: 'Versement refusé',
    notActive: 'Votre compte de versement n’est pas encore actif',
    setup: 'Configurer mon compte de versement',
    unfinished: 'Inscription à terminer',
    resume: 'Compléter mon compte de versement',
  },
  en: {
    title: 'Earnings and payouts',
    next: /Next payout on Friday, \p{L}+ \d+\./u,
    noAccount: 'Not set up yet',
    instant: 'Get my money now',
    confirmTitle: 'Confirm the instant payout',
    confirm: 'Confirm and receive',
    refused: 'Payout refused',
    notActive: 'Your payout account is not active yet',
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

test('a cleaner sees their earnings, the instant payout fee before confirming, and goes to set up their payout account', async ({
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

  // The fee and what reaches the bank, before anything is asked of the API.
  await page.getByRole('button', { name: w.instant }).click();
  const dialog = page.getByRole('dialog', { name: w.confirmTitle });
  await expect(dialog).toBeVisible();
  const net = before.available - before.instantFee;
  await expect(dialog.locator('[data-state="amount"] dd')).toHaveText(fr(before.available));
  await expect(dialog.locator('[data-state="fee"] dd')).toHaveText(fr(-before.instantFee));
  await expect(dialog.locator('[data-state="net"] dd')).toHaveText(fr(net));
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/payouts-${testInfo.project.name}-confirm.png` });
  await dialog.getByRole('button', { name: `${w.confirm} ${fr(net)}` }).click();

  // No active payout account: the API refuses (409 connect_account_not_active), said beside the button.
  const problem = page.locator('[data-part="payoutsInstantProblem"]');
  await expect(problem).toContainText(w.refused);
  await expect(problem).toContainText(w.notActive);
  await expect(dialog).toBeHidden();
  await expect(amount('available')).toHaveText(fr(before.available));
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
