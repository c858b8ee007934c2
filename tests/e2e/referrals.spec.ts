import type { Page } from '@playwright/test';
import { profileCombo, useLanguage } from './cleaner-profile-support.ts';
import { demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * The cleaner's workspace, one part (issue 35; spec §2, §3, §9): a demo client opens /referrals,
 * sees their code and copies the invitation link; the demo cleaner opens /profile/reviews and
 * sees their averages per category. Phone: Propre in French; desktop: Éclat in English.
 */

const words = {
  fr: { referrals: 'Parrainage', copy: 'Copier le lien', copied: /Lien copié/, link: 'Lien d’invitation', reviews: 'Mes avis' },
  en: { referrals: 'Referrals', copy: 'Copy link', copied: /Link copied/, link: 'Invitation link', reviews: 'My reviews' },
} as const;

async function signIn(page: Page, origin: string, email: string) {
  const login = await page.request.post(`${origin}/api/auth/login`, { data: { email, password: demoPassword } });
  expect(login.status(), await login.text()).toBe(200);
}

test('a client copies their referral link; a cleaner sees the averages of their reviews', async ({
  page,
  context,
  brands,
}, testInfo) => {
  const combo = profileCombo(testInfo);
  const w = words[combo.lang];
  const origin = brands[combo.brand];
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await useLanguage(page, combo.lang);

  // The client: the code, the link, and "copied" once the clipboard has it.
  await signIn(page, origin, combo.client);
  await page.goto(`${origin}/referrals`);
  await expect(page.getByRole('heading', { level: 1, name: w.referrals })).toBeVisible();
  await expect(page.locator('[data-part="referralsCode"]')).toHaveText(/[A-Z0-9]{8}$/);
  const link = page.getByRole('textbox', { name: w.link });
  await expect(link).toHaveValue(/\/referral-program\?code=[A-Z0-9]{8}$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: w.copy }).click();
  await expect(page.locator('[data-part="referralsCopied"]')).toHaveText(w.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  if (testInfo.project.name === 'phone') await page.screenshot({ path: '/tmp/referrals-360.png', fullPage: true });

  // The cleaner: their averages per category above the reviews about them.
  await page.context().clearCookies();
  await signIn(page, origin, combo.cleaner.email);
  await page.goto(`${origin}/profile/reviews`);
  await expect(page.getByRole('heading', { level: 1, name: w.reviews })).toBeVisible();
  const summary = page.locator('[data-part="reviewsSummary"][data-state="rated"]');
  await expect(summary).toBeVisible();
  await expect(summary.locator('[data-part="reviewsSummaryRow"]')).toHaveCount(6);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page);
});
