import type { Browser, TestInfo } from '@playwright/test';
import type { Brands } from './support/fixtures.ts';

/**
 * The admin console's two sizes (issue 36): Propre in French on a laptop (1280 px) in the desktop
 * project, Éclat in English on a tablet (768 px) in the phone project.
 */
export const adminCombos = {
  desktop: { brand: 'propre', lang: 'fr', width: 1280 },
  phone: { brand: 'eclat', lang: 'en', width: 768 },
} as const;

/** A browser context at the project's combination, in its language and `theme`. */
export async function adminContext(browser: Browser, testInfo: TestInfo, brands: Brands, theme = 'default') {
  const combo = adminCombos[testInfo.project.name as keyof typeof adminCombos] ?? adminCombos.desktop;
  const origin = brands[combo.brand];
  const context = await browser.newContext({
    baseURL: origin,
    locale: combo.lang === 'fr' ? 'fr-CA' : 'en-CA',
    viewport: { width: combo.width, height: 900 },
  });
  await context.addInitScript(
    ([language, choice]) => {
      localStorage.setItem('propre.language', language as string);
      localStorage.setItem('propre.theme', choice as string);
    },
    [combo.lang, theme],
  );
  return { combo, origin, context };
}
