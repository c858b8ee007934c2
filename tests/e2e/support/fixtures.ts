import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';

/** The two brands of one server: the primary one on localhost, the second on any other host. */
export interface Brands {
  propre: string;
  eclat: string;
}

/** What the reference app keeps of a visitor who came before: the discount popup seen, the privacy choice made. */
const returningKeys = {
  'propre.discountPopup.shown': 'seen before this journey',
  'propre.consent': JSON.stringify({ analytics: 'denied', at: '2026-12-01T12:00:00.000Z', version: 1 }),
};

/**
 * Every journey's visitor came before (a state most real visitors are in): the discount popup
 * seen and the privacy question answered, so neither a modal opening after a few seconds nor the
 * consent bar at the foot of the page stands in a journey's way. The journeys of the popup and
 * the consent (growth.spec.ts) start as newcomers with `asNewcomer`.
 */
async function returningVisitor(context: BrowserContext): Promise<void> {
  await context.addInitScript((keys) => {
    for (const [key, value] of Object.entries(keys)) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
  }, returningKeys);
  // The choice's cookie too, as the app keeps it (consent.ts): the server then draws no banner.
  await context.addCookies(
    ['localhost', '127.0.0.1'].map((domain) => ({ name: consentCookie.name, value: consentCookie.value, domain, path: '/' })),
  );
}

/** The privacy choice as the server reads it (`1:denied`, URI-encoded as the app writes it). */
const consentCookie = { name: 'propre.consent', value: encodeURIComponent('1:denied') };

/** A context whose first page is a newcomer's: no popup shown yet, no privacy choice made. */
export async function asNewcomer(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: consentCookie.name });
  await context.addInitScript((keys) => {
    if (sessionStorage.getItem('propre.e2e.newcomer')) return;
    sessionStorage.setItem('propre.e2e.newcomer', 'yes');
    for (const key of keys) localStorage.removeItem(key);
  }, Object.keys(returningKeys));
}

/**
 * A page the server rendered shows before the app takes it over, and a click in between does
 * nothing (docs/adr/0014). A journey's `goto` and `reload` therefore return once the app says it
 * is ready (`data-app-ready`), as a person's first click would land; pages that are not the
 * app's (a partner's page, Storybook) return at once.
 */
function waitsForTheApp(page: Page): void {
  const ready = () =>
    page
      .waitForFunction(
        // Storybook's manager has a #root of its own, and never says it is the app.
        () =>
          !document.getElementById('root') ||
          location.pathname.startsWith('/storybook') ||
          document.documentElement.dataset.appReady === 'true',
        undefined,
        { timeout: 30_000 },
      )
      // A navigation that replaced the page meanwhile: the next step waits on its own terms.
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!url.includes('/storybook')) await ready();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await ready();
    return response;
  };
}

/** Every journey's visitor: a returning one, whose `goto` waits for the app. */
async function prepare(context: BrowserContext): Promise<void> {
  await returningVisitor(context);
  for (const page of context.pages()) waitsForTheApp(page);
  context.on('page', waitsForTheApp);
}

export const test = base.extend<{ brands: Brands }, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      // Contexts a journey opens itself (two people at once) get the same visitor state.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await prepare(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await prepare(context);
    await use(context);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from its first parameter.
  brands: async ({}, use) => {
    const port = process.env.PROPRE_E2E_PORT;
    if (!port) throw new Error('PROPRE_E2E_PORT is unset: run through playwright.config.ts (its globalSetup starts the server)');
    await use({ propre: `http://localhost:${port}`, eclat: `http://127.0.0.1:${port}` });
  },
  baseURL: async ({ brands }, use) => {
    await use(brands.propre);
  },
  // One client address per journey and project (the server trusts the proxy header), so the
  // per-address rate limits see each journey as a different person.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': addressOf(`${testInfo.project.name} ${testInfo.testId}`) });
  },
});

/** A private IPv4 address derived from a text: the same journey always speaks from the same one. */
function addressOf(text: string): string {
  const digest = createHash('sha256').update(text).digest();
  return `10.${digest.readUInt8(0)}.${digest.readUInt8(1)}.${1 + (digest.readUInt8(2) % 254)}`;
}

export { expect };

/**
 * Runs axe on the page at rest and fails on any serious or critical violation, listing them. A
 * toast fading in or out is, for that moment, below the contrast it has once shown; one may start
 * while axe runs (a live update, a toast timing out), so the page is put in reduced motion — the
 * widgets' own setting, where every animation lasts 1 ms — for the check, and finite animations
 * already under way are waited for. Endless animations (spinners) are not waited for. `where`
 * names the page in the failure (the route visited, its brand and language).
 */
export async function expectAccessible(page: Page, where?: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5000 },
  );
  const { violations } = await new AxeBuilder({ page })
    // Only the violations are read: axe then skips describing every passing and inapplicable node.
    .options({ resultTypes: ['violations'] })
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe on ${page.url()}${where ? ` (${where})` : ''}`,
  ).toEqual([]);
}

export const demoPassword = 'Demo-Propre-2026';
