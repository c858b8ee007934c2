import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page, type TestInfo } from '@playwright/test';
import { fillCard, myBookings, newClient, texts } from './booking-support.ts';
import { chooseSlotInWidget, partnerKey, partnerPage, partnerSite, signInThroughWindow } from './embed-support.ts';
import { expect as baseExpect, demoPassword, test } from './support/fixtures.ts';

const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * A browser whose profile blocks third-party cookies, as the reader set it (Chromium's own
 * setting, `profile.cookie_controls_mode`: 1 blocks them; a test flag would follow whatever
 * Chromium's default of the day is). A persistent context, the only one Playwright lets a
 * profile's preferences reach; its own folder, removed afterwards.
 */
async function blockingBrowser(testInfo: TestInfo): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'propre-3pc-'));
  mkdirSync(join(dir, 'Default'));
  writeFileSync(
    join(dir, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 1, block_third_party_cookies: true } }),
  );
  const { viewport, isMobile, hasTouch, deviceScaleFactor, launchOptions } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(dir, {
    ...launchOptions,
    // As a visitor's browser: without the suite's X-Forwarded-For, which would make every
    // cross-origin module fetch a preflight (embed.spec.ts).
    extraHTTPHeaders: {},
    locale: 'de-DE',
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A page of a third site, framed by the partner's page: whether it may keep a cookie (a third-party one). */
function probePage(): string {
  return `<!doctype html><title>probe</title><script>
    document.cookie = 'probe=1; SameSite=None; Secure';
    document.hasStorageAccess().then((access) => parent.postMessage({ access, cookie: document.cookie }, '*'));
  </script>`;
}

const embedEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { embedEvents: { name: string; detail: Record<string, unknown> }[] }).embedEvents);

/**
 * Issue 38: with third-party cookies blocked, a visitor of the partner's page signs in through
 * the window on our origin (first-party there), books with the test card, and the page hears
 * `propre:signed-in` then `propre:booking-created`; none of the page's calls carries a cookie.
 * After a reload (the token lived in the page's memory only) the window asks one click.
 */
test('third-party cookies blocked: sign-in through the window, a booking, the events; one click after a reload', async ({
  brands,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const browser = await blockingBrowser(testInfo);
  const site = await partnerSite();
  const third = await partnerSite('127.0.0.3');
  try {
    const { key } = await partnerKey(brands.propre, [site.origin]);
    const client = await newClient(request, brands.propre, 'en');
    third.serve(probePage());
    site.serve(
      partnerPage(brands.propre, key, 'booking', 'carlos-rodriguez').replace(
        '</body>',
        `<iframe title="probe" src="${third.origin}/" hidden></iframe>
         <script>window.probe = new Promise((resolve) => addEventListener('message', (e) => e.data && 'access' in e.data && resolve(e.data)));</script>
         </body>`,
      ),
    );
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const cookiesSent: string[] = [];
    page.on('request', async (r) => {
      if (!r.url().startsWith(`${brands.propre}/api/`)) return;
      const cookie = (await r.allHeaders()).cookie;
      if (cookie) cookiesSent.push(`${r.method()} ${r.url()}`);
    });
    await page.goto(`${site.origin}/`);
    // The browser really blocks them: the framed third site can keep no cookie.
    expect(await page.evaluate(() => (window as unknown as { probe: Promise<unknown> }).probe)).toEqual({
      access: false,
      cookie: '',
    });

    const host = page.locator('[data-propre-widget="booking"]');
    const t = texts.en;
    // Friday in three weeks (embed.spec.ts takes the Thursday, the other journeys the next two weeks).
    await chooseSlotInWidget(host, 18, testInfo.project.name);
    await expect(host.getByText('Your password is typed on Propre’s site only', { exact: false })).toBeVisible();
    await signInThroughWindow(page, host, client.email);
    await expect.poll(async () => (await embedEvents(page)).map((e) => e.name)).toContain('propre:signed-in');
    const signedIn = (await embedEvents(page)).find((e) => e.name === 'propre:signed-in');
    expect(signedIn?.detail).toMatchObject({ role: 'client' });

    await host.getByRole('radio', { name: new RegExp(client.propertyName) }).check();
    await host.getByRole('button', { name: t.seePrice, exact: true }).click();
    await fillCard(page, 'en', '4242 4242 4242 4242');
    await host.getByRole('button', { name: t.pay }).click();
    await expect(host.getByText(t.done)).toBeVisible({ timeout: 60_000 });
    const created = (await embedEvents(page)).find((e) => e.name === 'propre:booking-created');
    const bookingIds = created?.detail.bookingIds as string[] | undefined;
    expect(bookingIds).toHaveLength(1);
    expect((await myBookings(request, brands.propre, client)).map((b) => b.id)).toContain(bookingIds?.[0]);
    // The page's calls went with the bearer token, never a cookie of ours.
    expect(cookiesSent).toEqual([]);

    // A reload forgets the token; the window, signed in on our origin, asks one click.
    await page.reload();
    await chooseSlotInWidget(host, 18, testInfo.project.name === 'phone' ? 'desktop' : 'phone');
    const opened = page.waitForEvent('popup');
    await host.getByRole('button', { name: 'Sign in with Propre', exact: true }).click();
    const popup = await opened;
    await expect(popup.getByText('Signed in as Camille Booker.')).toBeVisible();
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: /^Continue on 127\.0\.0\.2:/ }).click();
    await closed;
    await expect(host.getByRole('radio', { name: new RegExp(client.propertyName) })).toBeVisible();
  } finally {
    await browser.close();
    await site.close();
    await third.close();
  }
});

test('the window refuses a page the key does not allow, in the person’s language, and posts nothing', async ({
  page,
  brands,
  request,
}) => {
  const client = await newClient(request, brands.propre, 'fr');
  const { key } = await partnerKey(brands.propre, ['https://www.gestion-immo.example']);
  // Opened by a page of another origin than the key allows (a test page posing as the partner).
  const opener = await partnerSite();
  try {
    opener.serve(
      `<!doctype html><title>opener</title><h1>Opener</h1>
       <script>window.received = []; addEventListener('message', (e) => window.received.push(e.data));</script>`,
    );
    await page.goto(`${opener.origin}/`);
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
    const url = `${brands.propre}/embed/sign-in?client_id=${key}&code_challenge=${challenge}&code_challenge_method=S256&state=s1&redirect_origin=${encodeURIComponent(opener.origin)}&lang=fr`;
    const opened = page.waitForEvent('popup');
    await page.evaluate((href) => window.open(href, 'propre-sign-in', 'popup,width=480,height=720'), url);
    const popup = await opened;
    await expect(
      popup.getByRole('heading', { level: 1, name: /^Connectez-vous pour continuer sur 127\.0\.0\.2:/ }),
    ).toBeVisible();
    await popup.getByLabel('Courriel ou nom d’utilisateur', { exact: true }).fill(client.email);
    await popup.getByLabel('Mot de passe', { exact: true }).fill(demoPassword);
    await popup.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(popup.getByRole('alert')).toContainText('Ce site n’est pas autorisé à utiliser cette clé publique.');
    // Signed in on our origin all the same, the window offers to try again; the page got nothing.
    await expect(popup.getByRole('button', { name: /^Continuer sur 127\.0\.0\.2:/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
  } finally {
    await opener.close();
  }
});
