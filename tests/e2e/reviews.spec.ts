import { profileCombo, useLanguage } from './cleaner-profile-support.ts';
import { demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

const texts = {
  fr: { title: 'Avis', visitor: 'Des avis vérifiés, laissés après de vrais ménages', signIn: 'Se connecter', mine: 'Mes avis' },
  en: { title: 'Reviews', visitor: 'Verified reviews, written after real cleanings', signIn: 'Sign in', mine: 'My reviews' },
};

test('a visitor on /reviews learns where reviews come from, and can sign in', async ({ page, brands }, testInfo) => {
  const combo = profileCombo(testInfo);
  const t = texts[combo.lang];
  const origin = brands[combo.brand];
  await useLanguage(page, combo.lang);
  await page.goto(`${origin}/reviews`);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t.visitor })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: t.signIn }).click();
  await expect(page).toHaveURL(`${origin}/login`);
});

test('a signed-in client sees the reviews they wrote, with the cleaner each is about', async ({ page, brands }, testInfo) => {
  const combo = profileCombo(testInfo);
  const t = texts[combo.lang];
  const origin = brands[combo.brand];
  await useLanguage(page, combo.lang);
  const signIn = await page.request.post(`${origin}/api/auth/login`, { data: { email: combo.client, password: demoPassword } });
  expect(signIn.status()).toBe(200);
  await page.goto(`${origin}/reviews`);
  await expect(page.getByRole('heading', { level: 1, name: t.mine })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  await expect(first.getByRole('heading')).toHaveText(/^(Avis sur|Review of) /);
  await expectAccessible(page);
});
