import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { startWebhookReceiver } from '@propre/api/test/webhook-receiver';
import { adminContext } from './admin-support.ts';
import { bearer, clientWithProperty, dayIn, newCleaner } from './bookings-support.ts';
import { demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * The admin console's partners (issue 36): Propre in French on a laptop (1280 px) in the desktop
 * project, Éclat in English on a tablet (768 px) in the phone project.
 */
// A day of each project's own for its booking: the two run side by side.
const bookingDay = { desktop: 12, phone: 13 } as const;

const text = {
  fr: {
    nav: 'Console d’administration',
    partners: 'Partenaires',
    name: 'Nom de l’organisation',
    email: 'Courriel de contact',
    add: 'Ajouter le partenaire',
    secretKey: 'Clé secrète',
    publishableKey: 'Clé publique',
    signing: 'Secret de signature',
    saved: 'Je l’ai enregistrée',
    manage: /^Gérer les clés et webhooks de Gestion/,
    keyForm: 'Créer une clé',
    keyName: /^Nom/,
    origin: (n: number) => new RegExp(`^Origine ${n}`),
    addOrigin: 'Ajouter une origine',
    makeKey: 'Créer la clé',
    editOrigins: /Modifier les origines Site/,
    saveOrigins: 'Enregistrer les origines',
    originInvalid: /schéma:\/\/hôte\[:port\]/,
    originsSaved: 'Origines enregistrées.',
    endpointForm: 'Ajouter un point de terminaison',
    url: /^URL/,
    addEndpoint: 'Ajouter le point de terminaison',
    delivered: 'Livré',
    refresh: 'Actualiser le journal',
    redeliver: /^Renvoyer Réservation créée/,
    redelivered: /Renvoyé/,
    revoke: /^Révoquer Site/,
    revokeConfirm: 'Révoquer la clé',
    revoked: /«\s*Site\s*» est révoquée/,
  },
  en: {
    nav: 'Administration console',
    partners: 'Partners',
    name: 'Organisation name',
    email: 'Contact email',
    add: 'Add the partner',
    secretKey: 'Secret key',
    publishableKey: 'Publishable key',
    signing: 'Signing secret',
    saved: 'I have saved it',
    manage: /^Manage Gestion .* keys and webhooks$/,
    keyForm: 'Make a key',
    keyName: /^Name/,
    origin: (n: number) => new RegExp(`^Origin ${n}`),
    addOrigin: 'Add an origin',
    makeKey: 'Make the key',
    editOrigins: /Edit origins Site/,
    saveOrigins: 'Save the origins',
    originInvalid: /scheme:\/\/host\[:port\]/,
    originsSaved: 'Origins saved.',
    endpointForm: 'Add an endpoint',
    url: /^URL/,
    addEndpoint: 'Add the endpoint',
    delivered: 'Delivered',
    refresh: 'Refresh the log',
    redeliver: /^Redeliver Booking created/,
    redelivered: /Sent again/,
    revoke: /^Revoke Site/,
    revokeConfirm: 'Revoke the key',
    revoked: /“Site” is revoked/,
  },
};

// A fresh partner, cleaner, client and booking, and a webhook round trip, on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

/** The secret shown once: its value, then dismissed (it is gone from the page). */
async function takeSecret(page: Page, label: string, saved: string): Promise<string> {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await expect(field).toBeVisible();
  const secret = await field.inputValue();
  await page.getByRole('button', { name: saved }).click();
  await expect(field).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);
  return secret;
}

test('an administrator adds a partner, a publishable key, its origins and a webhook endpoint; redelivers a delivery; revokes the key, which stops at once', async ({
  browser,
  brands,
  playwright,
}, testInfo) => {
  const { combo, origin, context } = await adminContext(browser, testInfo, brands);
  const t = text[combo.lang];
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const partnerName = `Gestion ${tag}`;
  const site = `https://www.gestion-${tag}.example`;
  const hooks = `/partner-hooks/${tag}`;
  const receiver = await startWebhookReceiver();
  const api = await playwright.request.newContext();
  const page = await context.newPage();
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${combo.brand}-${combo.lang}-${combo.width}-${name}.png`), fullPage: true });
  try {
    const login = await context.request.post(`${origin}/api/auth/login`, {
      data: { email: 'admin@demo.propre.ca', password: demoPassword },
    });
    expect(login.status()).toBe(200);

    // The list, from the console's navigation; a partner added: its first secret key shown once.
    await page.goto('/admin');
    await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.partners }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.partners })).toBeVisible();
    await page.getByRole('textbox', { name: t.name }).fill(partnerName);
    await page.getByRole('textbox', { name: t.email }).fill(`api.${tag}@gestion.example`);
    await page.getByRole('button', { name: t.add }).click();
    await expect(page.getByRole('textbox', { name: t.secretKey, exact: true })).toHaveValue(/^sk_live_/);
    await expectAccessible(page);
    await shot('list-secret');
    await expect(page.getByRole('link', { name: t.manage })).toBeVisible();
    await takeSecret(page, t.secretKey, t.saved);
    await page.getByRole('link', { name: partnerName, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: partnerName })).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.secretKey, exact: true })).toHaveCount(0);

    // A publishable key for the partner's site.
    const keyForm = page.getByRole('form', { name: t.keyForm });
    await keyForm.getByRole('textbox', { name: t.keyName }).fill('Site');
    await keyForm.getByRole('textbox', { name: t.origin(1) }).fill('https://ancien-site.example');
    await keyForm.getByRole('button', { name: t.makeKey }).click();
    await expect(page.getByRole('textbox', { name: t.publishableKey, exact: true })).toHaveValue(/^pk_live_/);
    await expectAccessible(page);
    const key = await takeSecret(page, t.publishableKey, t.saved);

    // Its origins, edited: a path is refused beside its field, then the site's origin saved.
    await page.getByRole('button', { name: t.editOrigins }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t.addOrigin }).click();
    await dialog.getByRole('textbox', { name: t.origin(2) }).fill(`${site}/reserver`);
    await dialog.getByRole('button', { name: t.saveOrigins }).click();
    const second = dialog.getByRole('textbox', { name: t.origin(2) });
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(second).toHaveAccessibleDescription(t.originInvalid);
    await expect(second).toBeFocused();
    await expectAccessible(page);
    await shot('origins-error');
    await second.fill(site);
    await dialog.getByRole('button', { name: t.saveOrigins }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.originsSaved)).toBeVisible();
    await expect(page.getByText(site, { exact: true })).toBeVisible();
    const allowed = await api.get(`${origin}/api/partners/embed-check?key=${key}`, { headers: { origin: site } });
    expect(allowed.status(), await allowed.text()).toBe(200);

    // A webhook endpoint: the local receiver, trusting the signing secret shown once.
    const endpointForm = page.getByRole('form', { name: t.endpointForm });
    await endpointForm.getByRole('textbox', { name: t.url }).fill(receiver.url(hooks));
    await endpointForm.getByRole('button', { name: t.addEndpoint }).click();
    receiver.trust(hooks, await takeSecret(page, t.signing, t.saved));
    await expect(page.getByText(receiver.url(hooks), { exact: true }).first()).toBeVisible();

    // A booking through the partner's widget (its key, from its site): the event reaches the receiver.
    const cleaner = await newCleaner(playwright, origin);
    const { client, property } = await clientWithProperty(playwright, origin, combo.lang);
    const booked = await api.post(`${origin}/api/bookings`, {
      headers: { ...bearer(client), 'idempotency-key': randomUUID(), 'propre-publishable-key': key, origin: site },
      data: {
        ...{
          cleanerId: cleaner.id,
          propertyId: property.id,
          date: dayIn(bookingDay[testInfo.project.name === 'phone' ? 'phone' : 'desktop']),
          startTime: '10:00',
        },
        ...{ durationHours: 4, frequency: 'once', serviceType: 'basic', paymentMethodId: 'pm_card_visa' },
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const [first] = await receiver.waitFor(hooks, 1, 30_000);
    expect(first?.signatureValid).toBe(true);

    // The delivery in the log, delivered; redelivered: the same event again, signed again.
    const log = page.locator('[data-part="adminPartnersRow"]').filter({ hasText: 'bkg_' });
    await expect(async () => {
      await page.getByRole('button', { name: t.refresh }).click();
      await expect(log.filter({ hasText: t.delivered })).toHaveCount(1, { timeout: 3_000 });
    }).toPass({ timeout: 45_000 });
    await expectAccessible(page);
    await page.getByRole('button', { name: t.redeliver }).click();
    await expect(page.getByText(t.redelivered)).toBeVisible();
    const both = await receiver.waitFor(hooks, 2, 30_000);
    expect(both).toHaveLength(2);
    expect(both[1]?.signatureValid).toBe(true);
    expect(both[1]?.headers['propre-event-id']).toBe(first?.headers['propre-event-id']);
    expect(both[1]?.body).toBe(first?.body);
    await expect(log).toHaveCount(2);
    await shot('detail');

    // Revoked, confirmed in a dialog: a call with the key is refused at once.
    await page.getByRole('button', { name: t.revoke }).click();
    const confirm = page.getByRole('dialog');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: t.revokeConfirm }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(t.revoked)).toBeVisible();
    const refused = await api.get(`${origin}/api/partners/embed-check?key=${key}`, { headers: { origin: site } });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).code).toBe('partner_api_key_invalid');
    await expectAccessible(page);
  } finally {
    await api.dispose();
    await receiver.close();
    await context.close();
  }
});

test('a client or a cleaner gets no partners screen and no partner data (403)', async ({ browser, brands }, testInfo) => {
  const { origin, context } = await adminContext(browser, testInfo, brands);
  try {
    for (const email of ['marie@demo.propre.ca', 'sophie@demo.propre.ca']) {
      await context.clearCookies();
      const login = await context.request.post(`${origin}/api/auth/login`, { data: { email, password: demoPassword } });
      expect(login.status(), email).toBe(200);
      const page = await context.newPage();
      await page.goto('/admin/partners');
      await expect(page).not.toHaveURL(/\/admin/);
      await expect(page.locator('[data-part^="adminPartners"]')).toHaveCount(0);
      await page.close();
      expect((await context.request.get(`${origin}/api/admin/partners`)).status(), email).toBe(403);
    }
  } finally {
    await context.close();
  }
});
