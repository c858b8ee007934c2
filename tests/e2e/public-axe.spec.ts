import type { Page } from '@playwright/test';
import { useLanguage } from './cleaner-profile-support.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * Issue 37's "done when": axe finds no serious or critical violation on any page a signed-out
 * person can open (spec §2, reference-app/src/routing), on both brands, in French and English,
 * at both widths. One journey per brand and language walks every route in one page; the four
 * tours are spread over the two widths so that each brand is checked at both widths, each
 * language at both widths and each brand in both languages (what changes a page's contrast, its
 * wrapping and its layout): all eight took a third of CI's journey time. The pages' own content
 * is checked by their specs.
 */

interface Route {
  /** The address visited. */
  path: string;
  /** Where the app sends a visitor (a redirect), when not `path` itself. */
  lands?: RegExp;
  /** The header's menus are opened and checked here (the header is the same on every page). */
  headerMenus?: true;
}

const routes: readonly Route[] = [
  { path: '/', headerMenus: true },
  { path: '/cleaners' },
  { path: '/cleaners/sophie-gagnon' },
  // « Devenir nettoyeur »: the cleaner's onboarding, which a signed-out person sees as its welcome.
  { path: '/cleaners/join', lands: /\/onboarding$/ },
  { path: '/devenir-nettoyeur' },
  { path: '/emplois-nettoyage-quebec' },
  { path: '/emplois-menage-montreal' },
  { path: '/nettoyeur-independant-quebec' },
  { path: '/homeowners' },
  { path: '/how-it-works' },
  { path: '/pricing' },
  { path: '/faq' },
  { path: '/gallery' },
  { path: '/about' },
  { path: '/impact' },
  { path: '/apps' },
  { path: '/contact' },
  { path: '/terms' },
  { path: '/privacy' },
  { path: '/reviews' },
  { path: '/blog' },
  { path: '/blog/grand-menage-du-printemps' },
  { path: '/city/longueuil' },
  { path: '/region/16' },
  { path: '/services/nettoyage-regulier' },
  { path: '/services/nettoyage-profondeur' },
  { path: '/services/nettoyage-demenagement' },
  { path: '/services/nettoyage-garage' },
  { path: '/referral-program' },
  { path: '/book/carlos-rodriguez' },
  { path: '/client-onboarding' },
  { path: '/login' },
  { path: '/auth' },
  // /register and, for someone signed out, /auth/select-role are the sign-up tab of /auth.
  { path: '/register', lands: /\/auth\?tab=register$/ },
  { path: '/auth/select-role', lands: /\/auth\?tab=register$/ },
  { path: '/forgot-password' },
  { path: '/reset-password/pas-un-vrai-jeton-1234' },
  // The pages the newsletter's mails link to, as the link opens them (the person then clicks).
  { path: '/newsletter/confirm?token=nlt_e2e.token' },
  { path: '/newsletter/unsubscribe?token=nlt_e2e.token' },
  // The window a partner page's booking widget opens, opened on its own (no partner's parameters).
  { path: '/embed/sign-in' },
  { path: '/theme-test' },
  { path: '/color-scheme-mockup' },
  // Spec §2's /test-messaging has no page: it is the 404 page, as any unknown address.
  { path: '/test-messaging' },
];

/**
 * Opens each menu of the header in turn (the desktop's "become a cleaner" and theme menus, the
 * phone's one folded menu) and checks the page with it open.
 */
async function expectHeaderMenusAccessible(page: Page, where: string) {
  const triggers = page.locator('header [aria-haspopup="menu"]:visible');
  const count = await triggers.count();
  expect(count, `${where}: the header has a menu`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const trigger = triggers.nth(i);
    const menu = `${where}, the header's menu “${(await trigger.getAttribute('aria-label')) ?? (await trigger.textContent())?.trim()}” open`;
    await trigger.click();
    await expect(page.getByRole('menu'), menu).toBeVisible();
    await expectAccessible(page, menu);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu'), `${menu}: it closes`).toHaveCount(0);
  }
}

// Each tour at one width (playwright.config.ts's projects leave out the other's tag).
const combos = [
  { brand: 'propre', lang: 'fr', width: '@phone-only' },
  { brand: 'eclat', lang: 'en', width: '@phone-only' },
  { brand: 'propre', lang: 'en', width: '@desktop-only' },
  { brand: 'eclat', lang: 'fr', width: '@desktop-only' },
] as const;

for (const { brand, lang, width } of combos) {
  test(`every public page on ${brand} in ${lang} passes axe`, { tag: width }, async ({ page, brands }) => {
    test.setTimeout(routes.length * 8_000);
    await useLanguage(page, lang);
    const origin = brands[brand];
    for (const { path, lands, headerMenus } of routes) {
      const where = `${path} on ${brand} in ${lang}`;
      // `goto` returns once the app is hydrated (support/fixtures.ts); checked again, by name.
      await page.goto(`${origin}${path}`);
      await expect(page.locator('html'), `${where}: the app is ready`).toHaveAttribute('data-app-ready', 'true');
      if (lands) await expect(page, `${where}: where it leads`).toHaveURL(lands);
      await expect(page.getByRole('heading', { level: 1 }).first(), `${where}: its h1`).toBeVisible();
      await expect(page.locator('[aria-busy="true"]'), `${where}: its data loaded`).toHaveCount(0);
      await expectAccessible(page, where);
      if (headerMenus) await expectHeaderMenusAccessible(page, where);
    }
  });
}
