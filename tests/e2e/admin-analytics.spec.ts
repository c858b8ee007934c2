import type { Browser, Page, TestInfo } from '@playwright/test';
import { adminContext } from './admin-support.ts';
import { type Brands, demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * A cleaner's analytics and the sorted users' table (issue 36), at the console's two sizes
 * (admin-support.ts): Propre in French at 1280 px, Éclat in English at 768 px.
 */

const text = {
  fr: {
    search: 'Nom, nom d’utilisateur ou courriel',
    analytics: 'Statistiques du nettoyeur',
    title: 'Statistiques de Sophie Gagnon',
    bookings: 'Réservations',
    toggle: 'Afficher en tableau',
    table: /Chiffres par semaine/,
    name: 'Nom',
    noRating: 'Aucun avis',
  },
  en: {
    search: 'Name, username or email',
    analytics: 'Cleaner analytics',
    title: 'Sophie Gagnon’s analytics',
    bookings: 'Bookings',
    toggle: 'Show as a table',
    table: /Figures per week/,
    name: 'Name',
    noRating: 'No review',
  },
};

interface Week {
  week: string;
  bookings: number;
  completed: number;
  revenueCents: number;
  rating: number | null;
  reviews: number;
}

test.describe.configure({ timeout: 150_000 });

async function adminPage(browser: Browser, testInfo: TestInfo, brands: Brands, theme = 'default') {
  const { combo, origin, context } = await adminContext(browser, testInfo, brands, theme);
  const login = await context.request.post(`${origin}/api/auth/login`, {
    data: { email: 'admin@demo.propre.ca', password: demoPassword },
  });
  expect(login.status()).toBe(200);
  return { combo, context, page: await context.newPage() };
}

/** The names in the users' table, top to bottom. */
const names = (page: Page) => page.locator('[data-part="adminUserLink"]').allTextContents();

test('an administrator opens a demo cleaner’s analytics from the users: the figures, three charts, and the table as the API counts', async ({
  browser,
  brands,
}, testInfo) => {
  const { combo, context, page } = await adminPage(browser, testInfo, brands);
  const t = text[combo.lang];
  try {
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: t.search }).fill('sophie@demo');
    await page.getByRole('link', { name: 'Sophie Gagnon' }).click();
    await page.getByRole('link', { name: t.analytics }).click();
    await expect(page).toHaveURL(/\/admin\/cleaners\/usr_[0-9a-z]{26}$/);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const cleanerId = page.url().split('/').at(-1);

    // The charts show; the table is read behind them, and the toggle shows it.
    const charts = page.locator('[data-part="adminAnalyticsChart"]');
    await expect(charts).toHaveCount(3);
    for (const chart of await charts.all()) await expect(chart).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`analytics-charts-${combo.brand}-${combo.lang}.png`), fullPage: true });

    const answer = await context.request.get(`/api/admin/cleaners/${cleanerId}/analytics`);
    expect(answer.status()).toBe(200);
    const analytics = (await answer.json()) as { bookings: { total: number }; weeks: Week[] };
    const toggle = page.getByRole('button', { name: t.toggle });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(charts).toHaveCount(0);
    const table = page.getByRole('table', { name: t.table });
    await expect(table).toBeVisible();
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(12);
    // The weeks gone by (this week's may move while other journeys book): each row as the API counted it.
    for (const [index, week] of analytics.weeks.slice(0, -1).entries()) {
      const cells = rows.nth(index).getByRole('cell');
      await expect(cells.nth(0)).toHaveText(String(week.bookings));
      await expect(cells.nth(1)).toHaveText(String(week.completed));
      await expect(cells.nth(4)).toHaveText(String(week.reviews));
      if (week.rating === null) await expect(cells.nth(3)).toHaveText(t.noRating);
      else await expect(cells.nth(3)).toHaveText(new RegExp(`^${String(week.rating).replace('.', '[.,]')}`));
    }
    // The demo's earlier jobs: Sophie has bookings, completed ones and reviews in these weeks.
    expect(analytics.weeks.some((week) => week.completed > 0 && week.reviews > 0)).toBe(true);
    const total = page.locator(
      '[data-part="adminAnalyticsFigure"][data-state="bookings"] [data-part="adminAnalyticsFigureValue"]',
    );
    await expect(total).toHaveText(/^\d+$/);
    // Read before the API was asked: the same, or fewer if another journey booked Sophie since.
    const shown = Number(await total.textContent());
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(analytics.bookings.total);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`analytics-table-${combo.brand}-${combo.lang}.png`), fullPage: true });
  } finally {
    await context.close();
  }
});

test('the users’ table sorts by a column from its header, by mouse and keyboard, aria-sort saying the order', async ({
  browser,
  brands,
}, testInfo) => {
  const { combo, context, page } = await adminPage(browser, testInfo, brands);
  const t = text[combo.lang];
  try {
    await page.goto('/admin/users');
    // The demo accounts only: a set no other journey adds to.
    await page.getByRole('searchbox', { name: t.search }).fill('demo.propre.ca');
    await expect(page.getByRole('link', { name: 'Sophie Gagnon' })).toBeVisible();
    const header = page.getByRole('columnheader', { name: t.name });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    const newestFirst = await names(page);

    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const query = 'q=demo.propre.ca&limit=20';
    const byName = (await (await context.request.get(`/api/admin/users?${query}&sort=name`)).json()) as {
      items: { name: string }[];
    };
    await expect.poll(() => names(page)).toEqual(byName.items.map((user) => user.name));
    expect(byName.items.map((user) => user.name)).not.toEqual(newestFirst);
    await expectAccessible(page);

    // The keyboard turns the order round.
    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => names(page)).toEqual(byName.items.map((user) => user.name).reverse());
    await page.screenshot({ path: testInfo.outputPath(`users-sorted-${combo.brand}-${combo.lang}.png`), fullPage: true });
  } finally {
    await context.close();
  }
});

for (const theme of ['bright', 'dark'] as const) {
  test(`a cleaner’s analytics pass axe in the ${theme} theme, charts and table`, async ({ browser, brands }, testInfo) => {
    const { combo, context, page } = await adminPage(browser, testInfo, brands, theme);
    const t = text[combo.lang];
    try {
      const users = await context.request.get('/api/admin/users?q=sophie@demo');
      const [sophie] = ((await users.json()) as { items: { id: string }[] }).items;
      await page.goto(`/admin/cleaners/${sophie?.id}`);
      await expect(page.locator('[data-part="adminAnalyticsChart"]')).toHaveCount(3);
      await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath(`analytics-${theme}-${combo.brand}-${combo.lang}.png`), fullPage: true });
      await page.getByRole('button', { name: t.toggle }).click();
      await expect(page.getByRole('table', { name: t.table })).toBeVisible();
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });
}
