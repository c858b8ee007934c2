/**
 * A partner's plain HTML page for the script-tag embed: served by a small server of its own on
 * another origin (127.0.0.2, a port of its own), with the snippet and a hostile stylesheet; and
 * the partner with its publishable key, made through the API as an admin and the partner would.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, request as apiRequest, type Locator, type Page } from '@playwright/test';
import { nextWeekDay, texts } from './booking-support.ts';
import { expect as baseExpect, demoPassword } from './support/fixtures.ts';

// The runtime (React and the widget, from another origin) can take a while on a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/** What a careless or hostile page does to everything it holds (issue 38). */
export const hostileCss = `
  * { all: revert; font-size: 30px !important; font-family: serif !important; color: red !important; }
  html { font-size: 10px !important; }
  div { display: none; }
  button { display: none !important; }
`;

export function partnerPage(api: string, key: string, widget: string, cleaner = 'sophie-gagnon'): string {
  return `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><title>Gestion Immo</title><style>${hostileCss}</style></head>
<body>
  <h1>Nos services</h1>
  <div data-propre-widget="${widget}" data-cleaner="${cleaner}" data-lang="en" data-theme="default" data-brand="propre"></div>
  <script>
    window.embedEvents = [];
    for (const name of ['propre:ready', 'propre:error', 'propre:booking-created', 'propre:signed-in']) {
      document.addEventListener(name, (event) => window.embedEvents.push({ name, detail: event.detail }));
    }
  </script>
  <script src="${api}/embed/v1/loader.js" data-propre-key="${key}" async></script>
</body>
</html>`;
}

export interface PartnerSite {
  origin: string;
  /** Serves `html` at `/`. */
  serve(html: string): void;
  close(): Promise<void>;
}

export async function partnerSite(host = '127.0.0.2'): Promise<PartnerSite> {
  let html = '';
  const server: Server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    serve: (page) => {
      html = page;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A partner made by the demo admin, and a publishable key allowed from `origins`. In a request
 * context of its own: the admin's sign-in leaves a session cookie, which would make the caller's
 * later writes cookie-authenticated (and ask them for a CSRF token).
 */
export async function partnerKey(api: string, origins: string[]): Promise<Partner> {
  const request = await apiRequest.newContext();
  try {
    return await makePartnerKey(request, api, origins);
  } finally {
    await request.dispose();
  }
}

export interface Partner {
  /** The publishable key of the snippet. */
  key: string;
  /** The partner's server's `Authorization` header (its secret key). */
  auth: Record<string, string>;
}

async function makePartnerKey(request: APIRequestContext, api: string, origins: string[]): Promise<Partner> {
  const login = await request.post(`${api}/api/auth/login`, { data: { email: 'admin@demo.propre.ca', password: demoPassword } });
  expect(login.status(), await login.text()).toBe(200);
  const admin = { authorization: `Bearer ${(await login.json()).token}` };
  const made = await request.post(`${api}/api/admin/partners`, {
    headers: admin,
    data: { name: 'Gestion Immo', contactEmail: `api.${Date.now()}@gestion-immo.example` },
  });
  expect(made.status(), await made.text()).toBe(201);
  const secret = { authorization: `Bearer ${(await made.json()).secretKey.secret}` };
  const key = await request.post(`${api}/api/partners/me/api-keys`, {
    headers: secret,
    data: { kind: 'publishable', name: 'Site', allowedOrigins: origins },
  });
  expect(key.status(), await key.text()).toBe(201);
  return { key: (await key.json()).secret, auth: secret };
}

/**
 * On the partner's page, the booking widget's first step: `weekDay` (see `nextWeekDay`), the
 * phone its last time, the desktop its first (the two runs never want the same slot); then on
 * to the account step.
 */
export async function chooseSlotInWidget(host: Locator, weekDay: number, project: string): Promise<void> {
  const t = texts.en;
  const day = nextWeekDay(weekDay);
  const dayInput = host.locator(`[data-part="bookingDays"] input[value="${day}"]`);
  await expect(host.locator('[data-part="bookingDays"]')).toBeVisible();
  for (let weeks = 0; weeks < 3 && (await dayInput.count()) === 0; weeks += 1) {
    const shown = await host.locator('[data-part="bookingDays"] input').first().getAttribute('value');
    await host.getByRole('button', { name: t.nextWeek, exact: true }).click();
    await expect(host.locator('[data-part="bookingDays"] input').first()).not.toHaveAttribute('value', shown ?? '');
  }
  await dayInput.check();
  const times = host.locator('[data-part="bookingTimes"] input');
  await (project === 'phone' ? times.last() : times.first()).check();
  await host.getByRole('button', { name: t.continue, exact: true }).click();
}

/**
 * The widget's account step: "Sign in with Propre" opens the window on the marketplace's origin,
 * where the person signs in with the login widget; the window posts its code and closes.
 * Returns the window, for a test that looks at it before it closes.
 */
export async function signInThroughWindow(page: Page, host: Locator, email: string): Promise<Page> {
  const opened = page.waitForEvent('popup');
  await host.getByRole('button', { name: 'Sign in with Propre', exact: true }).click();
  const popup = await opened;
  await expect(popup.getByRole('heading', { level: 1, name: /^Sign in to continue on 127\.0\.0\.2:/ })).toBeVisible();
  await popup.getByLabel('Email or username', { exact: true }).fill(email);
  await popup.getByLabel('Password', { exact: true }).fill(demoPassword);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  await closed;
  return popup;
}
