import type { Page } from '@playwright/test';
import { newAccount, section, signIn } from './profile-support.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 34, finding 3: the app's pages are sent with a policy that runs the app's own script
 * files only. The app must then render under it with nothing refused: every refusal the browser
 * reports (the `securitypolicyviolation` event, and its console message) fails the journey.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...console,
  ];
}

test('the marketplace renders under its strict policy with nothing refused', async ({ page, brands }, testInfo) => {
  const violations = await watchViolations(page);

  const home = await page.goto(`${brands.propre}/`);
  const policy = home?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A Radix menu (non-modal): the compact menu on a phone, the cleaners' menu on a wide screen.
  await page.getByRole('button', { name: testInfo.project.name === 'phone' ? 'Menu' : 'Devenir nettoyeur' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await violations()).toEqual([]);

  // Through the client router and by a fresh load: a search page and the sign-in page.
  await page.goto(`${brands.propre}/cleaners?city=Laval`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nettoyeurs à Laval' })).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.goto(`${brands.propre}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('signed in, the live socket connects and a modal dialog opens under the same policy', async ({ page, request, brands }) => {
  const violations = await watchViolations(page);
  const email = await newAccount(request, brands.propre, 'client', 'fr');
  await signIn(page, brands.propre, email, 'fr');
  const socketOpened = page.waitForEvent('websocket', (socket) => socket.url().endsWith('/ws/messages'));
  await page.goto(`${brands.propre}/profile`);
  await expect(section(page, 'details')).toBeVisible({ timeout: 45_000 });
  await socketOpened;
  // A modal dialog: Radix's scroll lock writes a <style> element as it opens (style-src's 'unsafe-inline').
  await section(page, 'delete').getByRole('button', { name: 'Supprimer mon compte' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await violations()).toEqual([]);
});

test('the API reference runs under its own policy when served (on by default outside production)', async ({ page, brands }) => {
  const violations = await watchViolations(page);
  const docs = await page.goto(`${brands.propre}/docs`);
  expect(docs?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1, name: 'Propre marketplace API' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
