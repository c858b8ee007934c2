import { comboFor, signedInContext, unique } from './messages-support.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

const text = {
  fr: {
    send: 'Envoyer',
    search: 'Rechercher une personne',
    subject: /Objet/,
    message: 'Message',
    userRequired: 'Choisissez le destinataire du message.',
    required: 'Ce champ est requis',
    team: /équipe/,
    read: /^Lu le /,
  },
  en: {
    send: 'Send',
    search: 'Find a person',
    subject: /Subject/,
    message: 'Message',
    userRequired: 'Choose who the message is for.',
    required: 'This field is required',
    team: /team/,
    read: /^Read on /,
  },
};

// Two browser contexts on a shared 2-core machine: more time than a one-page journey.
test.describe.configure({ timeout: 150_000 });

test('an administrator writes to a user, who sees it live', async ({ browser, brands }, testInfo) => {
  const combo = comboFor(testInfo);
  const origin = brands[combo.brand];
  const t = text[combo.lang];
  const admin = await signedInContext(browser, testInfo, origin, 'admin@demo.propre.ca', combo.lang);
  const user = await signedInContext(browser, testInfo, origin, combo.adminRecipient.email, combo.lang);
  try {
    await user.page.goto('/messages');
    const channel = user.page.locator('[data-part="chatAdminChannelItem"]');
    // Listed (or the empty state, for a person with no conversation and no message yet).
    await expect(user.page.locator('[data-part="chatConversationList"]')).toHaveAttribute('data-state', /ready|empty/);

    await admin.page.goto('/admin/messages');
    const form = admin.page.locator('[data-part="adminMessagesCompose"]');
    await expect(form).toBeVisible();
    // Spec §5: user required, message required — beside their fields, before any call.
    await form.getByRole('button', { name: t.send, exact: true }).click();
    await expect(form.getByText(t.userRequired)).toBeVisible();
    await expect(form.getByText(t.required)).toBeVisible();
    await expectAccessible(admin.page);

    await form.getByRole('searchbox', { name: t.search }).fill(combo.adminRecipient.name);
    await form
      .getByRole('button', { name: new RegExp(combo.adminRecipient.name) })
      .first()
      .click();
    const subject = unique('Annonce');
    const body = unique('Bienvenue sur la plateforme');
    await form.getByRole('textbox', { name: t.subject }).fill(subject);
    await form.getByRole('textbox', { name: t.message, exact: true }).fill(body);
    await form.getByRole('button', { name: t.send, exact: true }).click();
    await expect(form.getByRole('status').filter({ hasText: combo.adminRecipient.name })).toBeVisible();
    await expect(admin.page.locator('[data-part="adminMessagesHistoryItem"]').filter({ hasText: body })).toBeVisible();
    await expectAccessible(admin.page);

    // The user's list shows it live, then the channel, where it is read.
    await expect(channel).toContainText(subject);
    await channel.getByRole('link').click();
    await expect(user.page.getByText(body)).toBeVisible();
    await expect(user.page.getByRole('heading', { name: t.team })).toBeVisible();
    await expectAccessible(user.page);

    // Read now: the history says when, and the page stays as wide as the screen (a phone's too: a
    // mobile browser widens its layout to what sticks out, so the page is measured against the device).
    await admin.page.reload();
    const sent = admin.page.locator('[data-part="adminMessagesHistoryItem"]').filter({ hasText: body });
    await expect(sent.locator('.propre-badge')).toHaveText(t.read);
    const pageWidth = await admin.page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(testInfo.project.use.viewport?.width ?? Number.POSITIVE_INFINITY);
  } finally {
    await admin.context.close();
    await user.context.close();
  }
});
