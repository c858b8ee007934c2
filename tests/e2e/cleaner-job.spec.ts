import type { Browser, BrowserContext } from '@playwright/test';
import { comboOf } from './booking-support.ts';
import { act, bookThroughApi, clientWithProperty, newCleaner, signIn, slotIn } from './bookings-support.ts';
import { expect as baseExpect, expectAccessible, test } from './support/fixtures.ts';
import { photoFile } from './support/photo-file.ts';

// A shared 2-core machine: the server can take a while to answer (photos are re-encoded there).
const expect = baseExpect.configure({ timeout: 40_000 });
test.describe.configure({ timeout: 300_000 });

const texts = {
  fr: {
    punchIn: 'Je suis sur place, pointer',
    blocked: 'La localisation est bloquée',
    tooFar: /trop loin de la propriété/,
    saved: 'Enregistré',
    before: 'Prendre une photo avant',
    after: 'Prendre une photo après',
    onePhoto: '1 photo',
    punchOut: 'J’ai terminé, pointer',
    timesheet: 'Votre feuille de temps',
    worked: 'Temps travaillé',
  },
  en: {
    punchIn: "I've arrived, punch in",
    blocked: 'Location is blocked',
    tooFar: /too far from the property/,
    saved: 'Saved',
    before: 'Take a before photo',
    after: 'Take an after photo',
    onePhoto: '1 photo',
    punchOut: "I'm done, punch out",
    timesheet: 'Your timesheet',
    worked: 'Time worked',
  },
} as const;

async function signedIn(browser: Browser, origin: string, email: string, lang: 'fr' | 'en', isMobile: boolean) {
  const context = await browser.newContext({
    baseURL: origin,
    locale: lang === 'fr' ? 'fr-CA' : 'en-CA',
    ...(isMobile ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await signIn(page, origin, email, lang);
  return { context, page };
}

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
    await expect(job).toHaveAttribute('data-state', 'working');
    await expect(details).toHaveAttribute('data-state', 'in_progress');

    // Every task ticked, each saved as it goes; the client's checklist follows.
    const tasks = job.getByRole('checkbox');
    const count = await tasks.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      await tasks.nth(i).check();
      await expect(job.locator('[data-part="jobSync"]')).toHaveText(t.saved);
    }
    await expect(watcher.page.locator('[data-part="bookingsTask"][data-state="done"]')).toHaveCount(count);

    // A before and an after photo from files, compressed then sent; the client sees both.
    await job.getByLabel(t.before).setInputFiles(await photoFile(worker.page, 'before.jpg'));
    await expect(job.locator('[data-part="jobPhotoCount"]').first()).toContainText(t.onePhoto);
    await job.getByLabel(t.after).setInputFiles(await photoFile(worker.page, 'after.jpg'));
    await expect(job.locator('[data-part="jobPhotoCount"]').last()).toContainText(t.onePhoto);
    await expect(watcher.page.locator('[data-part="bookingsPhoto"]')).toHaveCount(2);
    await expectAccessible(worker.page);

    // Punched out at the property: the timesheet, and the client sees the booking completed.
    await job.getByRole('button', { name: t.punchOut }).click();
    await expect(job).toHaveAttribute('data-state', 'done');
    await expect(job.getByRole('heading', { name: t.timesheet })).toBeVisible();
    await expect(job.getByText(t.worked)).toBeVisible();
    await expect(details).toHaveAttribute('data-state', 'completed');
    await expectAccessible(worker.page);
  } finally {
    for (const context of contexts) await context.close();
  }
});
