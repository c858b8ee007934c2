import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { type Brands, demoPassword, expect } from './support/fixtures.ts';

/**
 * The messaging journeys use the demo accounts' confirmed bookings rather than new accounts:
 * sign-ups are limited per address (10 an hour) on the one server all journeys share. Each
 * project takes its own pair, so the phone and desktop runs never write in the same conversation.
 */
export interface Combo {
  brand: keyof Brands;
  lang: 'fr' | 'en';
  client: string;
  cleaner: string;
  /** Who receives the administrator's message in the admin journey. */
  adminRecipient: { email: string; name: string };
}

export function comboFor(testInfo: TestInfo): Combo {
  return testInfo.project.name === 'phone'
    ? {
        brand: 'propre',
        lang: 'fr',
        client: 'marie@demo.propre.ca',
        cleaner: 'sophie@demo.propre.ca',
        adminRecipient: { email: 'carlos@demo.propre.ca', name: 'Carlos' },
      }
    : {
        brand: 'eclat',
        lang: 'en',
        client: 'james@demo.propre.ca',
        cleaner: 'amina@demo.propre.ca',
        adminRecipient: { email: 'luc@demo.propre.ca', name: 'Luc' },
      };
}

/** A browser context of the project's size and language, signed in (cookie) as `email` on `origin`. */
export async function signedInContext(
  browser: Browser,
  testInfo: TestInfo,
  origin: string,
  email: string,
  lang: 'fr' | 'en',
): Promise<{ context: BrowserContext; page: Page; dialogs: string[] }> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: origin,
    locale: lang === 'fr' ? 'fr-CA' : 'en-CA',
    ...(viewport ? { viewport } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    ...(deviceScaleFactor !== undefined ? { deviceScaleFactor } : {}),
  });
  // The language the person chose before (the app's stored choice), so the brand's page is in it.
  await context.addInitScript((language) => localStorage.setItem('propre.language', language), lang);
  const res = await context.request.post(`${origin}/api/auth/login`, { data: { email, password: demoPassword } });
  expect(res.status(), `sign-in of ${email}`).toBe(200);
  const page = await context.newPage();
  // No message may ever run script: the journeys check that no dialog ever opened.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { context, page, dialogs };
}

export interface OpenConversation {
  bookingId: string;
  counterpartName: string;
}

/** The first conversation of the signed-in person that still takes messages. */
export async function openConversation(context: BrowserContext, origin: string): Promise<OpenConversation> {
  const res = await context.request.get(`${origin}/api/conversations?limit=50`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as {
    items: { bookingId: string; open: boolean; counterpart: { name: string } }[];
  };
  const open = items.find((item) => item.open);
  if (!open) throw new Error('the demo client has no open conversation (a confirmed or in-progress booking)');
  return { bookingId: open.bookingId, counterpartName: open.counterpart.name };
}

/** The unread count of one conversation, as the API says. */
export async function conversationUnread(context: BrowserContext, origin: string, bookingId: string): Promise<number> {
  const res = await context.request.get(`${origin}/api/conversations/${bookingId}`);
  return ((await res.json()) as { unreadCount: number }).unreadCount;
}

export async function unreadCount(context: BrowserContext, origin: string): Promise<number> {
  const res = await context.request.get(`${origin}/api/messages/unread`);
  return ((await res.json()) as { count: number }).count;
}

/** A text no other run wrote. */
export const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
