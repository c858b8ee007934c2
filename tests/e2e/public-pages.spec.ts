import type { Page, TestInfo } from '@playwright/test';
import { useLanguage } from './cleaner-profile-support.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * The public content pages (issue 37; spec §2): each has its own h1, title and description; the
 * contact form refuses an empty message beside its fields, then sends; the gallery filters by
 * room; a blog post opens from the list. Propre in French, Éclat in English. Axe on every public
 * page, both brands in both languages, is public-axe.spec.ts.
 */

const combos = [
  { brand: 'propre', name: 'Propre', lang: 'fr' },
  { brand: 'eclat', name: 'Éclat', lang: 'en' },
] as const;

const pages: ReadonlyArray<readonly [path: string, fr: string, en: string]> = [
  ['/how-it-works', 'Comment ça marche', 'How it works'],
  ['/pricing', 'Tarifs, taxes et frais', 'Pricing, taxes and fees'],
  ['/faq', 'Questions fréquentes', 'Frequently asked questions'],
  ['/gallery', 'Galerie avant-après', 'Before and after gallery'],
  ['/about', 'À propos de Propre', 'About Éclat'],
  ['/impact', 'Impact environnemental', 'Environmental impact'],
  ['/contact', 'Nous joindre', 'Contact us'],
  ['/terms', 'Conditions d’utilisation', 'Terms of use'],
  ['/privacy', 'Politique de confidentialité', 'Privacy policy'],
  ['/blog', 'Blogue', 'Blog'],
  ['/homeowners', 'Pour les propriétaires et locataires', 'For homeowners and tenants'],
  ['/apps', 'Applications', 'Apps'],
  ['/referral-program', 'Programme de parrainage', 'Referral program'],
];

/** The phone shows Propre in French, the desktop Éclat in English; each project also runs the other in the route tour. */
const comboOf = (testInfo: TestInfo) => combos[testInfo.project.name === 'phone' ? 0 : 1];

async function open(page: Page, origin: string, path: string, h1: string | RegExp) {
  await page.goto(`${origin}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  // The server's page shows before the app takes it over (docs/adr/0014): wait before clicking.
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
}

for (const combo of combos) {
  test(`every public content page in ${combo.lang} on ${combo.name}: its h1, title and description`, async ({ page, brands }) => {
    test.setTimeout(180_000);
    await useLanguage(page, combo.lang);
    const descriptions = new Set<string>();
    for (const [path, fr, en] of pages) {
      const h1 = combo.lang === 'fr' ? fr : en;
      await open(page, brands[combo.brand], path, h1);
      await expect(page).toHaveTitle(`${h1} · ${combo.name}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description, path).toBeTruthy();
      expect(descriptions.has(description ?? ''), `${path} has a description of its own`).toBe(false);
      descriptions.add(description ?? '');
    }
  });
}

test('pricing shows the API’s numbers: the deposit, GST, QST and the cancellation fee', async ({ page, brands }, testInfo) => {
  const combo = comboOf(testInfo);
  await useLanguage(page, combo.lang);
  await open(page, brands[combo.brand], '/pricing', combo.lang === 'fr' ? 'Tarifs, taxes et frais' : 'Pricing, taxes and fees');
  const terms = page.locator('[data-part="contentPricing"]');
  if (combo.lang === 'fr') {
    await expect(terms).toContainText('50\u00a0% à la réservation');
    await expect(terms).toContainText('9,975\u00a0%');
    await expect(terms).toContainText('50,00\u00a0$ de frais');
  } else {
    await expect(terms).toContainText('50% when you book');
    await expect(terms).toContainText('9.975%');
    await expect(terms).toContainText('a $50.00 fee');
  }
});

test('the contact form shows errors beside its fields, then sends', async ({ page, brands }, testInfo) => {
  const combo = comboOf(testInfo);
  const fr = combo.lang === 'fr';
  await useLanguage(page, combo.lang);
  await open(page, brands[combo.brand], '/contact', fr ? 'Nous joindre' : 'Contact us');
  const name = page.getByLabel(fr ? 'Votre nom' : 'Your name');
  const send = page.getByRole('button', { name: fr ? 'Envoyer le message' : 'Send the message' });

  await name.fill('Marie Tremblay');
  await page.getByLabel(fr ? 'Courriel' : 'Email', { exact: true }).fill('marie.exemple.ca');
  await page.getByLabel(fr ? 'Sujet' : 'Subject').fill(fr ? 'Reçu' : 'Receipt');
  await page.getByLabel('Message', { exact: true }).fill(fr ? 'Bonjour' : 'Hello');
  await send.click();
  const email = page.getByLabel(fr ? 'Courriel' : 'Email', { exact: true });
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(fr ? /nom@exemple\.ca/ : /name@example\.ca/);
  await expect(page.getByLabel('Message', { exact: true })).toHaveAccessibleDescription(/10/);
  await expectAccessible(page);

  await email.fill('marie@exemple.ca');
  await page
    .getByLabel('Message', { exact: true })
    .fill(
      fr ? 'Bonjour, je voudrais un reçu pour mon ménage de mardi.' : 'Hello, I would like a receipt for Tuesday’s cleaning.',
    );
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'marie@exemple.ca' })).toBeVisible();
  await expect(page.getByText(fr ? 'Message envoyé' : 'Message sent')).toBeVisible();
});

test('the gallery filters by room and keeps the filter in the address', async ({ page, brands }, testInfo) => {
  const combo = comboOf(testInfo);
  const fr = combo.lang === 'fr';
  await useLanguage(page, combo.lang);
  const origin = brands[combo.brand];
  await open(page, origin, '/gallery', fr ? 'Galerie avant-après' : 'Before and after gallery');
  const items = page.locator('[data-part="contentGalleryItem"]');
  await expect(items.first()).toBeVisible();
  const all = await items.count();

  const kitchen = page.getByRole('button', { name: fr ? 'Cuisine' : 'Kitchen', exact: true });
  await kitchen.click();
  await expect(kitchen).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(`${origin}/gallery?room=kitchen`);
  await expect(items.first()).toBeVisible();
  const captions = await page.locator('[data-part="contentGalleryCaption"]').allTextContents();
  expect(captions.length).toBeGreaterThan(0);
  expect(captions.length).toBeLessThan(all);
  for (const caption of captions) expect(caption).toMatch(fr ? /^Cuisine · / : /^Kitchen · /);
  await expect(
    page.getByRole('img', { name: fr ? /^Cuisine à .+, avant le/ : /^Kitchen in .+, before the/ }).first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a blog post opens from the list, with its own title', async ({ page, brands }, testInfo) => {
  const combo = comboOf(testInfo);
  const fr = combo.lang === 'fr';
  await useLanguage(page, combo.lang);
  const origin = brands[combo.brand];
  await open(page, origin, '/blog', fr ? 'Blogue' : 'Blog');
  const title = fr ? 'Le grand ménage du printemps, pièce par pièce' : 'Spring cleaning, room by room';
  await page.getByRole('link', { name: fr ? `Lire «\u202f${title}\u202f»` : `Read “${title}”` }).click();
  await expect(page).toHaveURL(`${origin}/blog/grand-menage-du-printemps`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} · ${combo.name}`);
  await expect(page.getByRole('heading', { level: 2, name: fr ? 'La cuisine' : 'The kitchen' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: fr ? 'Tous les articles' : 'All posts' }).click();
  await expect(page).toHaveURL(`${origin}/blog`);
});

for (const theme of ['bright', 'dark'] as const) {
  test(`the content widgets pass axe in the ${theme} theme`, async ({ page, brands }, testInfo) => {
    test.setTimeout(180_000);
    const combo = comboOf(testInfo);
    await useLanguage(page, combo.lang);
    await page.addInitScript((choice) => localStorage.setItem('propre.theme', choice), theme);
    for (const path of ['/pricing', '/faq', '/gallery', '/blog', '/blog/grand-menage-du-printemps', '/contact', '/privacy']) {
      await page.goto(`${brands[combo.brand]}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessible(page);
    }
  });
}
