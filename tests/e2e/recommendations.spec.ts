import type { APIRequestContext, Page } from '@playwright/test';
import { demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * Search feedback and « Recommended for you » (issue 37): a new client searches Montréal on
 * /cleaners, likes the first cleaner, marks the second « not interested » (the card goes, and
 * « Recommended for you » drops them), reports the third with a reason and details; the API then
 * has each (their search, the admins' reports), and a reload keeps it all.
 * Phone: Propre in French; desktop: Éclat in English.
 */

const words = {
  fr: {
    results: 'Nettoyeurs à Montréal',
    recommended: 'Recommandés pour vous',
    why: (name: string) => `Pourquoi ${name}`,
    liked: /Vous avez aimé ce profil/,
    like: (name: string) => `J’aime ${name}`,
    notInterested: (name: string) => `Ça ne m’intéresse pas\u202f: ${name}`,
    report: (name: string) => `Signaler ${name}`,
    likedNotice: /remonteront dans vos résultats/,
    hidden: (name: string) => `Vous ne verrez plus ${name} dans vos résultats.`,
    reason: 'Motif',
    details: /Précisions/,
    send: 'Envoyer le signalement',
    reasonRequired: 'Choisissez un motif.',
    sent: /Signalement envoyé/,
    comment: 'Elle n’a jamais confirmé l’heure et ne répondait plus aux messages.',
  },
  en: {
    results: 'Cleaners in Montréal',
    recommended: 'Recommended for you',
    why: (name: string) => `Why ${name}`,
    liked: /You liked this profile/,
    like: (name: string) => `Like ${name}`,
    notInterested: (name: string) => `Not interested in ${name}`,
    report: (name: string) => `Report ${name}`,
    likedNotice: /rank higher in your results/,
    hidden: (name: string) => `You will no longer see ${name} in your results.`,
    reason: 'Reason',
    details: /Details/,
    send: 'Send the report',
    reasonRequired: 'Choose a reason.',
    sent: /Report sent/,
    comment: 'She never confirmed the time and stopped answering messages.',
  },
} as const;

// A shared 2-core machine: axe on every state and a server beside two browsers take their time.
test.describe.configure({ timeout: 150_000 });

type Combo = { brand: 'propre' | 'eclat'; lang: 'fr' | 'en' };
const comboOf = (project: string): Combo =>
  project === 'phone' ? { brand: 'propre', lang: 'fr' } : { brand: 'eclat', lang: 'en' };

/** A fresh client (a « not interested » is for good: no shared demo account may get one). */
async function newClient(request: APIRequestContext, origin: string, lang: 'fr' | 'en') {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const email = `recommend-${suffix}@example.test`;
  const signup = await request.post(`${origin}/api/auth/signup`, {
    data: {
      username: `rec_${suffix}`,
      password: demoPassword,
      email,
      name: 'Léa Tremblay',
      role: 'client',
      gender: 'female',
      language: lang,
      acceptTerms: true,
      termsVersion: '2026-11-01',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { user } = (await signup.json()) as { user: { id: string } };
  return { email, id: user.id };
}

async function signIn(page: Page, origin: string, email: string, lang: 'fr' | 'en') {
  await page.addInitScript((language) => localStorage.setItem('propre.language', language), lang);
  const login = await page.request.post(`${origin}/api/auth/login`, { data: { email, password: demoPassword } });
  expect(login.status(), await login.text()).toBe(200);
}

type Item = { cleaner: { id: string; name: string }; yourFeedback?: 'like' | 'dislike' | null };

test('a client likes a cleaner, hides another, reports a third, and the feedback is kept', async ({
  page,
  request,
  playwright,
  brands,
}, testInfo) => {
  const combo = comboOf(testInfo.project.name);
  const w = words[combo.lang];
  const origin = brands[combo.brand];
  const client = await newClient(request, origin, combo.lang);
  await signIn(page, origin, client.email, combo.lang);

  await page.goto(`${origin}/cleaners?city=Montr%C3%A9al`);
  const results = page.getByRole('region', { name: w.results });
  const recommended = page.getByRole('region', { name: w.recommended });
  const names = results.locator('[data-part="cleanerSearchCardName"]');
  await expect(names.nth(2)).toBeVisible();
  const [liked, hidden, reported] = (await names.allTextContents()).slice(0, 3) as [string, string, string];
  // « Recommended for you » is the same search's best three, each score explained.
  await expect(recommended.getByRole('list', { name: w.why(hidden) })).toBeVisible();
  await expect(recommended.getByText(w.liked)).toHaveCount(0);
  await expectAccessible(page);

  // Like: a pressed toggle, said on the card, and a reason in « Recommended for you ».
  const like = results.getByRole('button', { name: w.like(liked), exact: true });
  await like.focus();
  await page.keyboard.press('Enter');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(results.getByRole('article', { name: liked }).getByRole('status')).toHaveText(w.likedNotice);
  await expect(recommended.getByRole('list', { name: w.why(liked) }).getByText(w.liked)).toBeVisible();

  // Not interested: the card goes at once, the page says so, and the recommendations drop them.
  await results.getByRole('button', { name: w.notInterested(hidden), exact: true }).click();
  await expect(results.getByRole('article', { name: hidden })).toHaveCount(0);
  await expect(page.getByText(w.hidden(hidden))).toBeVisible();
  await expect(recommended.getByRole('list', { name: w.why(hidden) })).toHaveCount(0);

  // Report: a dialog, a reason required (said beside the choices), optional details.
  const report = results.getByRole('button', { name: w.report(reported), exact: true });
  await report.click();
  const dialog = page.getByRole('dialog', { name: w.report(reported) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: w.send }).click();
  await expect(dialog.getByRole('group', { name: w.reason })).toHaveAccessibleDescription(w.reasonRequired);
  await expectAccessible(page);
  await dialog.getByRole('radio', { name: 'Communication' }).check();
  await dialog.getByRole('textbox', { name: w.details }).fill(w.comment);
  await dialog.getByRole('button', { name: w.send }).click();
  await expect(dialog).toHaveCount(0);
  await expect(report).toBeFocused();
  await expect(results.getByRole('article', { name: reported }).getByRole('status')).toHaveText(w.sent);
  await expectAccessible(page);

  // Stored: the client's own search knows the like and leaves the hidden cleaner out…
  const search = await page.request.get(`${origin}/api/search/cleaners`, { params: { city: 'Montréal', limit: 50 } });
  expect(search.status()).toBe(200);
  const items = ((await search.json()) as { items: Item[] }).items;
  expect(items.find((item) => item.cleaner.name === liked)?.yourFeedback).toBe('like');
  expect(items.map((item) => item.cleaner.name)).not.toContain(hidden);
  // …and the admins see the report with its reason and details.
  const admin = await playwright.request.newContext();
  const signedIn = await admin.post(`${origin}/api/auth/login`, {
    data: { email: 'admin@demo.propre.ca', password: demoPassword },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };
  const reports = await admin.get(`${origin}/api/admin/cleaner-reports`, { headers: { authorization: `Bearer ${token}` } });
  expect(reports.status()).toBe(200);
  const mine = (
    (await reports.json()) as { items: { clientId: string; cleanerName: string; reason: string; comment: string }[] }
  ).items.filter((item) => item.clientId === client.id);
  expect(mine).toEqual([expect.objectContaining({ cleanerName: reported, reason: 'communication', comment: w.comment })]);
  await admin.dispose();

  // A reload: the like still pressed (the API says so), the hidden cleaner still gone.
  await page.reload();
  await expect(results.getByRole('button', { name: w.like(liked), exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(results.getByRole('article', { name: hidden })).toHaveCount(0);
  await expect(recommended.getByRole('list', { name: w.why(liked) }).getByText(w.liked)).toBeVisible();
});

test('a signed-out visitor gets neither feedback buttons nor recommendations', async ({ page, brands }, testInfo) => {
  const combo = comboOf(testInfo.project.name);
  const w = words[combo.lang];
  await page.addInitScript((language) => localStorage.setItem('propre.language', language), combo.lang);
  await page.goto(`${brands[combo.brand]}/cleaners?city=Montr%C3%A9al`);
  const results = page.getByRole('region', { name: w.results });
  await expect(results.getByRole('article').first()).toBeVisible();
  await expect(page.locator('[data-part="cleanerSearchCardFeedback"]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: w.recommended })).toHaveCount(0);
});
