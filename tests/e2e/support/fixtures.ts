import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** The two brands of one server: the primary one on localhost, the second on any other host. */
export interface Brands {
  propre: string;
  eclat: string;
}

export const test = base.extend<{ brands: Brands }>({
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
 * already under way are waited for. Endless animations (spinners) are not waited for.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5000 },
  );
  const { violations } = await new AxeBuilder({ page }).analyze().finally(() => page.emulateMedia({ reducedMotion: null }));
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

export const demoPassword = 'Demo-Propre-2026';
