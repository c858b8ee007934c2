import type { BrowserContext } from '@playwright/test';
import { comboOf } from './booking-support.ts';
import { act, bookThroughApi, clientWithProperty, newCleaner, slotIn } from './bookings-support.ts';
import { signedIn, jobTexts as texts, workTheJob } from './cleaner-support.ts';
import { expect as baseExpect, expectAccessible, test } from './support/fixtures.ts';

// A shared 2-core machine: the server can take a while to answer (photos are re-encoded there).
const expect = baseExpect.configure({ timeout: 40_000 });
test.describe.configure({ timeout: 300_000 });

test('the cleaner does the job on her phone, and the client watches each step live', async ({
  browser,
  brands,
  playwright,
}, testInfo) => {
  const { brand, lang } = comboOf(testInfo);
  const t = texts[lang];
  const origin = brands[brand];
  const isMobile = testInfo.project.name === 'phone';

  // A cleaning starting within the half hour, photos allowed, accepted.
  const cleaner = await newCleaner(playwright, origin);
  const { client, property } = await clientWithProperty(playwright, origin, lang);
  const site = property.pin ?? { latitude: property.latitude, longitude: property.longitude };
  const api = await playwright.request.newContext();
  const booking = await bookThroughApi(api, origin, client, cleaner, property.id, slotIn(5), { allowPhotos: true });
  await act(api, origin, cleaner, booking.id, 'accept');
  await api.dispose();

  const contexts: BrowserContext[] = [];
  try {
    const watcher = await signedIn(browser, origin, client.email, lang, isMobile);
    const worker = await signedIn(browser, origin, cleaner.email, lang, isMobile);
    contexts.push(watcher.context, worker.context);
    const details = watcher.page.locator('[data-part="bookingsDetails"]');
    await watcher.page.goto(`/bookings/${booking.id}`);
    await expect(details).toHaveAttribute('data-state', 'confirmed');
    // The client never gets the cleaner's job.
    await expect(watcher.page.locator('[data-part="jobRoot"]')).toHaveCount(0);

    const job = worker.page.locator('[data-part="jobRoot"]');
    await worker.page.goto(`/bookings/${booking.id}`);
    await expect(job).toHaveAttribute('data-state', 'punchIn');
    await expectAccessible(worker.page);

    // Location refused (as the person's « Block » in Chromium's prompt leaves it): what to do about it.
    const cdp = await worker.context.newCDPSession(worker.page);
    await cdp.send('Browser.setPermission', { permission: { name: 'geolocation' }, setting: 'denied', origin });
    await job.getByRole('button', { name: t.punchIn }).click();
    await expect(job.getByRole('alert')).toContainText(t.blocked);

    // Allowed, but 55 km away (beyond even an unpinned property's 25 km): the API's refusal, beside the button.
    await worker.context.grantPermissions(['geolocation'], { origin });
    await worker.context.setGeolocation({ latitude: site.latitude + 0.5, longitude: site.longitude, accuracy: 10 });
    await job.getByRole('button', { name: t.punchIn }).click();
    await expect(job.getByRole('alert')).toContainText(t.tooFar);
    await expect(details.first()).toHaveAttribute('data-state', 'confirmed');

    // At the property: punched in, and the client sees the work start without reloading.
    await worker.context.setGeolocation({ latitude: site.latitude, longitude: site.longitude, accuracy: 10 });
    await job.getByRole('button', { name: t.punchIn }).click();
    // Then the whole job (ticks, photos, punch-out), the client following each step.
    await workTheJob(job, worker.page, watcher.page, t);
  } finally {
    for (const context of contexts) await context.close();
  }
});
