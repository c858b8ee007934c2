import type { Page, WebSocketRoute } from '@playwright/test';
import { comboFor, conversationUnread, openConversation, signedInContext, unique, unreadCount } from './messages-support.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

// The three journeys write in the same conversation (one per project): one after the other. Two
// browser contexts each, on a shared 2-core machine: more time than a one-page journey.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const text = {
  fr: {
    send: 'Envoyer',
    read: 'Lu',
    reconnecting: /Tentative \d sur 5/,
    typing: /écrit…/,
    queued: 'En attente de connexion',
    tryAgain: 'Réessayer',
  },
  en: {
    send: 'Send',
    read: 'Read',
    reconnecting: /Attempt \d of 5/,
    typing: /is typing…/,
    queued: 'Waiting for connection',
    tryAgain: 'Try again',
  },
};

const composer = (page: Page) => page.locator('[data-part="chatComposer"] textarea');
const log = (page: Page) => page.locator('[data-part="chatMessages"]');
const badge = (page: Page) => page.locator('.app-account-trigger .app-unread');

async function send(page: Page, message: string, label: string) {
  await composer(page).fill(message);
  await page.getByRole('button', { name: label, exact: true }).click();
}

test('client and cleaner chat live: messages both ways, typing, read receipts and the unread badge', async ({
  browser,
  brands,
}, testInfo) => {
  const combo = comboFor(testInfo);
  const origin = brands[combo.brand];
  const t = text[combo.lang];
  const client = await signedInContext(browser, testInfo, origin, combo.client, combo.lang);
  const cleaner = await signedInContext(browser, testInfo, origin, combo.cleaner, combo.lang);
  try {
    const { bookingId } = await openConversation(client.context, origin);
    // The client reads the conversation first (what was unread before this run is read now).
    await client.page.goto(`/messages/${bookingId}`);
    await expect(composer(client.page)).toBeVisible();
    await expect.poll(() => conversationUnread(client.context, origin, bookingId)).toBe(0);
    await client.page.goto('/messages');
    await expect(client.page.locator('[data-part="chatConversationItem"]').first()).toBeVisible();
    const baseline = await unreadCount(client.context, origin);
    await expectAccessible(client.page);

    await cleaner.page.goto(`/messages/${bookingId}`);
    await expect(composer(cleaner.page)).toBeVisible();
    await expect(cleaner.page.locator('[data-part="chatConnection"]')).toHaveAttribute('data-state', 'connected');
    await expectAccessible(cleaner.page);

    // Cleaner → client, while the client is on the list: the badge counts it live.
    const hello = unique('Bonjour');
    await send(cleaner.page, hello, t.send);
    await expect(log(cleaner.page).getByText(hello)).toBeVisible({ timeout: 1000 });
    await expect(badge(client.page)).toHaveText(String(baseline + 1));
    await expect(client.page.locator(`[data-booking="${bookingId}"]`).getByText(hello)).toBeVisible();

    // The client opens it: read, the badge clears and the cleaner sees "read".
    await client.page.locator(`[data-booking="${bookingId}"] a`).click();
    await expect(log(client.page).getByText(hello)).toBeVisible();
    await expect(badge(client.page)).toHaveCount(baseline === 0 ? 0 : 1);
    if (baseline > 0) await expect(badge(client.page)).toHaveText(String(baseline));
    const mine = cleaner.page.locator('[data-part="chatMessage"][data-mine]').filter({ hasText: hello });
    await expect(mine.locator('[data-part="chatMessageState"]')).toHaveText(new RegExp(t.read));

    // The client types: the cleaner sees it; then the message arrives within a second.
    await composer(client.page).fill('Parfait');
    await expect(cleaner.page.locator('[data-part="chatTyping"]')).toContainText(t.typing);
    const reply = unique('Parfait, merci');
    await send(client.page, reply, t.send);
    await expect(log(cleaner.page).getByText(reply)).toBeVisible({ timeout: 1000 });
    await expect(cleaner.page.locator('[data-part="chatTyping"]')).toHaveCount(0);
    await expect(log(client.page).getByText(reply)).toHaveCount(1);
  } finally {
    await client.context.close();
    await cleaner.context.close();
  }
});

test('the socket is cut and restored: the UI says so, and what was written meanwhile arrives once', async ({
  browser,
  brands,
}, testInfo) => {
  const combo = comboFor(testInfo);
  const origin = brands[combo.brand];
  const t = text[combo.lang];
  const client = await signedInContext(browser, testInfo, origin, combo.client, combo.lang);
  const cleaner = await signedInContext(browser, testInfo, origin, combo.cleaner, combo.lang);
  try {
    const { bookingId } = await openConversation(client.context, origin);
    // The client's socket goes through this route: cut means every connection is closed at once.
    let cut = false;
    const sockets: WebSocketRoute[] = [];
    await client.page.routeWebSocket(/\/ws\/messages$/, (ws) => {
      if (cut) {
        ws.close({ code: 4000, reason: 'cut by the test' });
        return;
      }
      ws.connectToServer();
      sockets.push(ws);
    });
    await client.page.goto(`/messages/${bookingId}`);
    await cleaner.page.goto(`/messages/${bookingId}`);
    const status = client.page.locator('[data-part="chatConnection"]');
    await expect(composer(client.page)).toBeVisible();
    await expect(status).toHaveAttribute('data-state', 'connected');
    await expect(composer(cleaner.page)).toBeVisible();

    cut = true;
    for (const ws of sockets) await ws.close({ code: 4000, reason: 'cut by the test' });
    await expect(status).toHaveAttribute('data-state', 'reconnecting');
    await expect(status).toContainText(t.reconnecting);
    await expectAccessible(client.page);

    // Written while offline: shown at once, waiting.
    const offline = unique('Écrit hors ligne');
    await send(client.page, offline, t.send);
    const pending = log(client.page).locator('[data-part="chatMessage"]').filter({ hasText: offline });
    await expect(pending).toHaveAttribute('data-state', 'queued');
    await expect(pending).toContainText(t.queued);
    // Meanwhile the cleaner writes: the client catches up once back.
    const meanwhile = unique('Pendant la coupure');
    await send(cleaner.page, meanwhile, t.send);
    await expect(log(cleaner.page).getByText(meanwhile)).toBeVisible();

    cut = false;
    // The next attempt connects; on a slow machine the five attempts (26 s) may all have run
    // out meanwhile: then the line says so and offers to try again, which reconnects.
    await expect(status).toHaveAttribute('data-state', /connected|failed/, { timeout: 30_000 });
    if ((await status.getAttribute('data-state')) === 'failed') {
      await status.getByRole('button', { name: t.tryAgain }).click();
    }
    await expect(status).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
    await expect(log(cleaner.page).getByText(offline)).toHaveCount(1);
    await expect(log(client.page).getByText(meanwhile)).toHaveCount(1);
    await expect(log(client.page).getByText(offline)).toHaveCount(1);
    await expect(log(client.page).locator('[data-part="chatMessage"]').filter({ hasText: offline })).toHaveAttribute(
      'data-state',
      /sent|delivered|read/,
    );
    // Stored once each, as the API says.
    const stored = await cleaner.context.request.get(`${origin}/api/conversations/${bookingId}/messages?limit=50`);
    const texts = ((await stored.json()) as { items: { text: string }[] }).items.map((item) => item.text);
    expect(texts.filter((item) => item === offline)).toHaveLength(1);
    expect(texts.filter((item) => item === meanwhile)).toHaveLength(1);
  } finally {
    await client.context.close();
    await cleaner.context.close();
  }
});

test('a message with markup and a phone number: warned and refused, and no script runs', async ({
  browser,
  brands,
}, testInfo) => {
  const combo = comboFor(testInfo);
  const origin = brands[combo.brand];
  const t = text[combo.lang];
  const client = await signedInContext(browser, testInfo, origin, combo.client, combo.lang);
  const cleaner = await signedInContext(browser, testInfo, origin, combo.cleaner, combo.lang);
  try {
    const { bookingId } = await openConversation(client.context, origin);
    await client.page.goto(`/messages/${bookingId}`);
    await cleaner.page.goto(`/messages/${bookingId}`);
    await expect(composer(client.page)).toBeVisible();
    await expect(composer(cleaner.page)).toBeVisible();

    // A phone number: the warning beside the field, and nothing is sent.
    const markup = '<img src=x onerror=alert(1)>';
    await composer(client.page).fill(`${markup} appelez-moi au 514 555-0123`);
    const error = client.page.locator('[data-part="chatComposer"] [data-part="error"]');
    await expect(error).toBeVisible();
    await expect(composer(client.page)).toHaveAttribute('aria-invalid', 'true');
    await client.page.getByRole('button', { name: t.send, exact: true }).click();
    await expect(log(client.page).getByText('514 555-0123')).toHaveCount(0);
    await expectAccessible(client.page);

    // Spelled out, the page's check catches it too (the API's own rule, @propre/sdk/rules): warned, never sent.
    // Words after the number, so the random suffix's digits never lengthen it (12 digits are no phone number).
    const spelled = unique('mon numéro cinq un quatre cinq cinq cinq zéro un deux trois, à bientôt');
    await composer(client.page).fill(spelled);
    await expect(error).toBeVisible();
    await expect(composer(client.page)).toHaveAttribute('aria-invalid', 'true');
    await client.page.getByRole('button', { name: t.send, exact: true }).click();
    await expect(log(client.page).getByText(spelled)).toHaveCount(0);
    await expect(log(cleaner.page).getByText(spelled)).toHaveCount(0);
    await composer(client.page).fill('');

    // The markup alone is a message like any other: shown as typed, on both sides, never run.
    const tagged = `${markup} ${unique('https://exemple.ca/x')}`;
    await send(client.page, tagged, t.send);
    await expect(log(cleaner.page).getByText(tagged)).toBeVisible();
    await expect(log(client.page).getByText(tagged)).toBeVisible();
    for (const page of [client.page, cleaner.page]) {
      await expect(log(page).locator('img')).toHaveCount(0);
      await expect(log(page).locator('a')).toHaveCount(0);
    }
    expect([...client.dialogs, ...cleaner.dialogs]).toEqual([]);
  } finally {
    await client.context.close();
    await cleaner.context.close();
  }
});
