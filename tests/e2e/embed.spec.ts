import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { startWebhookReceiver } from '@propre/api/test/webhook-receiver';
import { fillCard, myBookings, newClient, texts } from './booking-support.ts';
import { tokenOf } from './cleaner-profile-support.ts';
import { chooseSlotInWidget, partnerKey, partnerPage, partnerSite, signInThroughWindow } from './embed-support.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';

const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * A page as a visitor's browser opens it: without the suite's `X-Forwarded-For` (fixtures.ts),
 * which no browser adds and which would turn every cross-origin module fetch into a preflight.
 */
async function visitorPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    extraHTTPHeaders: {},
    locale: 'de-DE',
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  });
  return context.newPage();
}

/**
 * Issue 38: the booking widget on a partner's plain HTML page (another origin, a hostile
 * stylesheet, a 10px root font size) with one script tag, in English whatever the page's language.
 */
test('the script-tag booking widget on a hostile partner page: unaffected, in English, accessible', async ({
  browser,
  brands,
  request,
}, testInfo) => {
  test.slow(); // three widgets, a dialog and two axe runs on a shared machine
  const page = await visitorPage(browser, testInfo);
  const site = await partnerSite();
  let cleanerToken: string | undefined;
  let photoId: string | undefined;
  try {
    const { key } = await partnerKey(brands.propre, [site.origin]);
    site.serve(partnerPage(brands.propre, key, 'booking'));
    const runtimes: string[] = [];
    page.on('response', (r) => {
      if (/\/embed\/v1\/runtime-/.test(r.url())) runtimes.push(r.url());
    });
    const checked = page.waitForResponse((r) => r.url().includes('/api/partners/embed-check'));
    await page.goto(`${site.origin}/`);
    expect((await checked).status()).toBe(200);

    const host = page.locator('[data-propre-widget="booking"]');
    // Playwright's CSS locators pierce open shadow roots: the widget's own heading, in English.
    await expect(host.getByRole('heading', { name: /^Book Sophie/ })).toBeVisible();
    await expect(host.getByText('When would you like the cleaning?')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { embedEvents: { name: string }[] }).embedEvents.map((e) => e.name)))
      .toContain('propre:ready');

    // Inside the shadow root the page's rules do not apply: our sizes, font and colours.
    const styles = await host.evaluate((element) => {
      const shadow = element.shadowRoot as ShadowRoot;
      const root = shadow.querySelector('.propre-root') as HTMLElement;
      const title = shadow.querySelector('h2') as HTMLElement;
      const button = shadow.querySelector('button') as HTMLElement;
      const css = (el: Element) => getComputedStyle(el);
      return {
        hostDisplay: css(element).display,
        rootFontSize: css(root).fontSize,
        rootFont: css(root).fontFamily,
        rootColor: css(root).color,
        titleFontSize: css(title).fontSize,
        buttonDisplay: css(button).display,
        pageFontSize: css(document.querySelector('h1') as Element).fontSize,
        rootRem: css(document.documentElement).fontSize,
      };
    });
    // The hostile page really is hostile: its own heading is 30px, its root 10px…
    expect(styles.pageFontSize).toBe('30px');
    expect(styles.rootRem).toBe('10px');
    // …and the widget shows as on a clean page: 16px text (1rem of the reader's default), our font.
    expect(styles.hostDisplay).toBe('block');
    expect(styles.rootFontSize).toBe('16px');
    expect(styles.rootFont).not.toContain('serif,');
    expect(styles.rootFont).not.toBe('serif');
    expect(styles.rootColor).not.toBe('rgb(255, 0, 0)');
    expect(Number.parseFloat(styles.titleFontSize)).toBeGreaterThan(16);
    expect(styles.titleFontSize).not.toBe('30px');
    expect(styles.buttonDisplay).not.toBe('none');

    // axe inside the shadow root: no serious or critical violation.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { violations } = await new AxeBuilder({ page }).include('[data-propre-widget]').analyze();
    const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
      [],
    );

    // Later, as a CMS block or a single-page app would: the snippet again and a second widget.
    await page.evaluate(
      ({ api, key }) => {
        const script = document.createElement('script');
        script.src = `${api}/embed/v1/loader.js`;
        script.dataset.propreKey = key;
        document.body.append(script);
        const later = document.createElement('div');
        later.id = 'later';
        later.dataset.propreWidget = 'search';
        later.dataset.lang = 'en';
        document.body.append(later);
      },
      { api: brands.propre, key },
    );
    await expect(page.locator('#later [data-part="cleanerSearchRoot"]')).toBeVisible();
    // A work photo in Sophie's gallery (removed at the end), for a dialog inside the shadow root.
    cleanerToken = await tokenOf(brands.propre, 'sophie@demo.propre.ca');
    const painter = await browser.newPage({ viewport: { width: 400, height: 300 } });
    await painter.setContent('<body style="margin:0;background:linear-gradient(135deg,#cfe8dc,#5f9f86)"></body>');
    const png = await painter.screenshot();
    await painter.close();
    const added = await request.post(`${brands.propre}/api/cleaners/me/gallery`, {
      headers: { authorization: `Bearer ${cleanerToken}`, 'content-type': 'image/png' },
      data: png,
    });
    expect(added.status()).toBe(201);
    photoId = ((await added.json()) as { id: string }).id;
    // The app swaps the view: the new element gets its widget, the old one's is released.
    await page.evaluate(() => {
      const next = document.createElement('section');
      next.id = 'swapped';
      next.dataset.propreWidget = 'cleaner-profile';
      next.dataset.cleaner = 'sophie-gagnon';
      next.dataset.lang = 'en';
      document.getElementById('later')?.replaceWith(next);
    });
    const swapped = page.locator('#swapped');
    await expect(swapped.getByRole('heading', { name: 'Sophie Gagnon', level: 1 })).toBeVisible();
    // The embed runs on Preact (ADR 0017): the accessible dialog (Radix, in a portal inside the
    // shadow root) opens with the photo, passes axe, closes on Escape and gives the focus back.
    const thumb = swapped.getByRole('button', { name: /^Enlarge photo 1 of \d+/ });
    await thumb.click();
    const dialog = swapped.getByRole('dialog', { name: 'Sophie’s work' });
    await expect(dialog.getByRole('img')).toBeVisible();
    // The photo loads from the API's origin, not from the partner's site the page is on.
    await expect
      .poll(() => dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(dialog.getByRole('button', { name: 'Close' }).first()).toBeVisible();
    const inDialog = await new AxeBuilder({ page }).include('#swapped').analyze();
    expect(inDialog.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // Back on the photo that opened it, inside the shadow root (not on the shadow's host).
    await expect(thumb).toBeFocused();
    // One runtime for the page, however many widgets and snippets.
    expect(runtimes).toHaveLength(1);
    const ready = await page.evaluate(() =>
      (window as unknown as { embedEvents: { name: string; detail: { widget?: string } }[] }).embedEvents
        .filter((e) => e.name === 'propre:ready')
        .map((e) => e.detail.widget),
    );
    expect(ready).toEqual(['booking', 'search', 'cleaner-profile']);
    // The typed API: unmount empties the element's shadow root.
    await page.evaluate(() =>
      (window as unknown as { Propre: { unmount(element: Element): void } }).Propre.unmount(
        document.querySelector('[data-propre-widget="booking"]') as Element,
      ),
    );
    await expect(host.getByRole('heading', { name: /^Book Sophie/ })).toHaveCount(0);
  } finally {
    await page.context().close();
    await site.close();
    if (cleanerToken && photoId) {
      await request.delete(`${brands.propre}/api/cleaners/me/gallery/${photoId}`, {
        headers: { authorization: `Bearer ${cleanerToken}` },
      });
    }
  }
});

test('a page whose origin the key does not allow: the widget says so inside itself, the API answers 403', async ({
  browser,
  brands,
}, testInfo) => {
  const page = await visitorPage(browser, testInfo);
  const allowed = await partnerSite();
  const other = await partnerSite();
  try {
    const { key } = await partnerKey(brands.propre, [allowed.origin]);
    other.serve(partnerPage(brands.propre, key, 'booking'));
    const checked = page.waitForResponse((r) => r.url().includes('/api/partners/embed-check'));
    await page.goto(`${other.origin}/`);
    expect((await checked).status()).toBe(403);
    const host = page.locator('[data-propre-widget="booking"]');
    await expect(host.getByRole('alert')).toContainText('This site is not allowed to use this publishable key.');
    await expect(host.getByRole('heading', { name: /^Book Sophie/ })).toHaveCount(0);
    const events = await page.evaluate(
      () => (window as unknown as { embedEvents: { name: string; detail: { code?: string } }[] }).embedEvents,
    );
    expect(events).toContainEqual({
      name: 'propre:error',
      detail: expect.objectContaining({ code: 'partner_origin_not_allowed', status: 403 }),
    });
    expect(events.map((e) => e.name)).not.toContain('propre:ready');
  } finally {
    await page.context().close();
    await allowed.close();
    await other.close();
  }
});

/**
 * A booking from the partner's page: the person signs in through the window on our origin (a
 * bearer token held in memory: no cookie of ours goes with the page's calls), books with the test
 * card, and the page hears `propre:signed-in` and `propre:booking-created`.
 */
test('books from the partner page: sign-in through the window, the test card, the events, the signed webhook', async ({
  browser,
  brands,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const page = await visitorPage(browser, testInfo);
  const site = await partnerSite();
  const receiver = await startWebhookReceiver();
  try {
    const { key, auth } = await partnerKey(brands.propre, [site.origin]);
    const client = await newClient(request, brands.propre, 'en');
    // The partner's server registers where its booking events go (a receiver on this machine).
    const endpoint = await request.post(`${brands.propre}/api/partners/me/webhook-endpoints`, {
      headers: auth,
      data: { url: receiver.url('/propre-hooks'), events: ['booking.created'] },
    });
    expect(endpoint.status(), await endpoint.text()).toBe(201);
    receiver.trust('/propre-hooks', (await endpoint.json()).secret);
    site.serve(partnerPage(brands.propre, key, 'booking', 'carlos-rodriguez'));
    await page.goto(`${site.origin}/`);
    const host = page.locator('[data-propre-widget="booking"]');
    const t = texts.en;

    // Thursday in three weeks (the other journeys book Carlos within the next two).
    await chooseSlotInWidget(host, 17, testInfo.project.name);
    await signInThroughWindow(page, host, client.email);
    await expect.poll(() => eventNames(page)).toContain('propre:signed-in');

    await host.getByRole('radio', { name: new RegExp(client.propertyName) }).check();
    await host.getByRole('button', { name: t.seePrice, exact: true }).click();
    await fillCard(page, 'en', '4242 4242 4242 4242');
    await host.getByRole('button', { name: t.pay }).click();
    await expect(host.getByText(t.done)).toBeVisible({ timeout: 60_000 });

    const events = await page.evaluate(
      () => (window as unknown as { embedEvents: { name: string; detail: { bookingIds?: string[] } }[] }).embedEvents,
    );
    const created = events.find((e) => e.name === 'propre:booking-created');
    expect(created?.detail.bookingIds).toHaveLength(1);
    const mine = await myBookings(request, brands.propre, client);
    expect(mine.map((b) => b.id)).toContain(created?.detail.bookingIds?.[0]);
    // The booking is the partner's: its receiver gets the signed event and verifies it.
    const [delivery] = await receiver.waitFor('/propre-hooks', 1, 30_000);
    expect(delivery?.signatureValid).toBe(true);
    expect(delivery?.event.type).toBe('booking.created');
    expect(delivery?.event.data.object.id).toBe(created?.detail.bookingIds?.[0]);
  } finally {
    await page.context().close();
    await site.close();
    await receiver.close();
  }
});

const eventNames = (page: Page) =>
  page.evaluate(() => (window as unknown as { embedEvents: { name: string }[] }).embedEvents.map((e) => e.name));
