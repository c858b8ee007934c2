import { expect, test } from './support/fixtures.ts';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
}

test('Storybook is served at /storybook/ with its sidebar of stories', async ({ page, brands }) => {
  await page.goto(`${brands.propre}/storybook`);
  // The trailing slash is added by the server; Storybook may then open its first page (`?path=…`).
  await expect(page).toHaveURL(new RegExp(`^${brands.propre}/storybook/(\\?path=.*)?$`));
  await expect(page.getByRole('navigation', { name: 'Stories' })).toBeVisible();
  // The preview is an iframe of the same origin: the server lets Storybook frame its own pages.
  await expect(page.frameLocator('#storybook-preview-iframe').locator('body')).not.toBeEmpty();
});

test('one story of each component renders from the served build, mocks included', async ({ page, request, brands }) => {
  const index = (await (await request.get(`${brands.propre}/storybook/index.json`)).json()) as {
    entries: Record<string, IndexEntry>;
  };
  const firstOfEach = new Map<string, string>();
  for (const entry of Object.values(index.entries)) {
    if (entry.type === 'story' && !firstOfEach.has(entry.title)) firstOfEach.set(entry.title, entry.id);
  }
  expect(firstOfEach.size).toBeGreaterThan(0);
  // One page load per component (dozens of them): the time grows with the catalogue.
  test.setTimeout(30_000 + firstOfEach.size * 5_000);

  const errors: string[] = [];
  page.on('pageerror', (error) => {
    // MSW's worker checks for a newer copy of itself on each load; on a busy machine, with a new
    // story loaded every moment, Chromium once reported that check as failed while the file was
    // in place (most likely the check cut short by the next load). The worker already installed
    // keeps answering, and whether each story rendered with its mocks is what the loop checks.
    if (/^Failed to update a ServiceWorker for scope .* Not found$/.test(error.message)) return;
    errors.push(error.message);
  });
  for (const [title, id] of firstOfEach) {
    await page.goto(`${brands.propre}/storybook/iframe.html?id=${id}&viewMode=story`);
    await expect(page.locator('#storybook-root'), title).not.toBeEmpty();
    await expect(page.locator('.sb-show-errordisplay'), title).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});
