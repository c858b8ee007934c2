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
});

export { expect };

/** Runs axe on the page as it is and fails on any serious or critical violation, listing them. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

export const demoPassword = 'Demo-Propre-2026';
