import { adminContext as contextFor } from './admin-support.ts';
import { bearer } from './bookings-support.ts';
import { demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * The admin console (issue 36), at its two sizes (admin-support.ts): Propre in French on a
 * laptop (1280 px) in the desktop project, Éclat in English on a tablet (768 px) in the phone project.
 */

const text = {
  fr: {
    today: 'Réservations aujourd’hui',
    nav: 'Console d’administration',
    users: 'Utilisateurs',
    search: 'Nom, nom d’utilisateur ou courriel',
    suspend: 'Suspendre le compte',
    reason: /Motif/,
    reactivate: 'Réactiver le compte',
    suspended: 'Suspendu',
    reactivated: 'Réactivé',
    active: 'Actif',
  },
  en: {
    today: 'Bookings today',
    nav: 'Administration console',
    users: 'Users',
    search: 'Name, username or email',
    suspend: 'Suspend the account',
    reason: /Reason/,
    reactivate: 'Reactivate the account',
    suspended: 'Suspended',
    reactivated: 'Reactivated',
    active: 'Active',
  },
};

// Two browser contexts and a fresh account on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

test('an administrator reads the morning figures, suspends a user with a reason (their session stops at once) and reactivates them; the audit log shows both', async ({
  browser,
  brands,
  playwright,
}, testInfo) => {
  const { combo, origin, context } = await contextFor(browser, testInfo, brands);
  const t = text[combo.lang];
  // A person of this run only: suspending a demo account would disturb the other journeys.
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Odile Suspendue ${tag}`;
  const email = `admin-journey-${tag}@example.test`;
  const api = await playwright.request.newContext({
    extraHTTPHeaders: {
      'x-forwarded-for': `10.36.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
    },
  });
  try {
    const signup = await api.post(`${origin}/api/auth/signup`, {
      data: {
        ...{ username: `adm_${tag}`, password: demoPassword, email, name, role: 'client' },
        ...{ gender: 'prefer_not_to_say', language: combo.lang, acceptTerms: true, termsVersion: '2026-11-01' },
      },
    });
    expect(signup.status(), await signup.text()).toBe(201);
    const person = (await signup.json()) as { token: string };
    expect((await api.get(`${origin}/api/users/me`, { headers: bearer(person) })).status()).toBe(200);

    const login = await context.request.post(`${origin}/api/auth/login`, {
      data: { email: 'admin@demo.propre.ca', password: demoPassword },
    });
    expect(login.status()).toBe(200);
    const page = await context.newPage();

    // The dashboard: the morning's figures, and the console's navigation.
    await page.goto('/admin');
    const today = page.locator('[data-part="adminFigure"]').filter({ hasText: t.today });
    await expect(today.locator('[data-part="adminFigureValue"]')).toHaveText(/^\d+$/);
    const nav = page.getByRole('navigation', { name: t.nav });
    await expect(nav.getByRole('link')).toHaveCount(8);
    await expectAccessible(page);

    // Search the person, open their detail.
    await nav.getByRole('link', { name: t.users }).click();
    await page.getByRole('searchbox', { name: t.search }).fill(tag);
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
    await expectAccessible(page);

    // Suspend, with a reason, confirmed in the dialog.
    const reason = `Fraude à la carte signalée par la banque (${tag}).`;
    await page.getByRole('button', { name: t.suspend }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t.reason }).fill(reason);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t.suspend }).click();
    await expect(dialog).toBeHidden();
    const audit = page.locator('[data-part="adminAudit"]');
    await expect(audit.getByRole('listitem')).toHaveCount(1);
    await expect(audit).toContainText(reason);
    // Their open session stops at once, and signing in is refused.
    expect((await api.get(`${origin}/api/users/me`, { headers: bearer(person) })).status()).toBe(401);
    const refused = await api.post(`${origin}/api/auth/login`, { data: { email, password: demoPassword } });
    expect(refused.status()).toBe(403);

    // Reactivate: they can sign in again; the log shows both actions, newest first.
    await page.getByRole('button', { name: t.reactivate }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.reactivate }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(audit.getByRole('listitem')).toHaveCount(2);
    await expect(audit.getByRole('listitem').first()).toContainText(t.reactivated);
    await expect(audit.getByRole('listitem').last()).toContainText(t.suspended);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.active);
    const back = await api.post(`${origin}/api/auth/login`, { data: { email, password: demoPassword } });
    expect(back.status()).toBe(200);

    // An admin on any other path lands on the console.
    await page.goto('/cleaners');
    await expect(page).toHaveURL(/\/admin$/);
  } finally {
    await api.dispose();
    await context.close();
  }
});

test('a client gets no admin screen and no admin data', async ({ browser, brands }, testInfo) => {
  const { origin, context } = await contextFor(browser, testInfo, brands);
  try {
    const login = await context.request.post(`${origin}/api/auth/login`, {
      data: { email: 'marie@demo.propre.ca', password: demoPassword },
    });
    expect(login.status()).toBe(200);
    const page = await context.newPage();
    for (const path of ['/admin', '/admin/users', '/admin/health']) {
      await page.goto(path);
      await expect(page).toHaveURL(`${origin}/`);
      await expect(page.locator('[data-part^="admin"]')).toHaveCount(0);
    }
    for (const path of ['/api/admin/dashboard', '/api/admin/users', '/api/admin/health']) {
      expect((await context.request.get(`${origin}${path}`)).status(), path).toBe(403);
    }
  } finally {
    await context.close();
  }
});
