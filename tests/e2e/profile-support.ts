import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { demoPassword, expect } from './support/fixtures.ts';

export type Lang = 'fr' | 'en';
export type Combo = { brand: 'propre' | 'eclat'; lang: Lang };

/** Phone: Propre in French; desktop: Éclat in English — each journey covers both in its two runs. */
export function comboOf(testInfo: TestInfo): Combo {
  return testInfo.project.name === 'phone' ? { brand: 'propre', lang: 'fr' } : { brand: 'eclat', lang: 'en' };
}

/** A new account through the API (unique email), so no demo user changes. */
export async function newAccount(request: APIRequestContext, origin: string, role: 'client' | 'cleaner', lang: Lang) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const email = `profile-${suffix}@example.test`;
  const signup = await request.post(`${origin}/api/auth/signup`, {
    data: {
      username: `profile_${suffix}`,
      password: demoPassword,
      email,
      name: role === 'cleaner' ? 'Nina Lavoie' : 'Léa Gagnon',
      role,
      gender: 'female',
      language: lang,
      acceptTerms: true,
      termsVersion: '2026-11-01',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  return email;
}

/** Signs the browser in (the app's cookie session) and sets its language before the first page. */
export async function signIn(page: Page, origin: string, email: string, lang: Lang, password = demoPassword) {
  await page.addInitScript((language) => localStorage.setItem('propre.language', language), lang);
  const login = await page.request.post(`${origin}/api/auth/login`, { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
}

/** One settings section of /profile, by its `data-section`. */
export const section = (page: Page, name: string) => page.locator(`[data-section="${name}"]`);

/** Presses a section's Save and waits until it says saved. */
export async function saveSection(page: Page, name: string) {
  await section(page, name).locator('[data-part="accountSave"]').click();
  await expect(section(page, name)).toHaveAttribute('data-state', 'saved');
}

/** Reloads /profile and waits for its sections (a cold start of the app on a busy machine is slow). */
export async function reloadProfile(page: Page) {
  await page.reload();
  await expect(section(page, 'details')).toBeVisible({ timeout: 45_000 });
}

/** A small valid PNG (solid colour), built here so the test needs no fixture file. */
export function png(size = 16): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x5a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
