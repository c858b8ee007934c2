import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { demoPassword, expect } from './support/fixtures.ts';

/** Each journey runs twice: the phone on one brand and language, the desktop on the other. */
export function comboOf(testInfo: TestInfo) {
  return testInfo.project.name === 'phone'
    ? ({ brand: 'propre', lang: 'fr' } as const)
    : ({ brand: 'eclat', lang: 'en' } as const);
}

export const texts = {
  fr: {
    nextWeek: 'Semaine suivante',
    continue: 'Continuer',
    seePrice: 'Voir le prix',
    pay: /Payer le dépôt de/,
    duration: 'Durée',
    durationMin: 'La durée minimale est de 4 heures.',
    cardNumber: 'Numéro de carte',
    expiry: 'Expiration (MM / AA)',
    cvc: 'Code de sécurité (CVC)',
    cardName: 'Nom sur la carte',
    declined: 'Carte refusée',
    insufficient: 'Fonds insuffisants',
    done: 'Demande envoyée',
    details: 'Voir la réservation',
    supplies: 'Le nettoyeur apporte les produits et le matériel',
    emergency: 'C’est urgent',
    reason: 'Pourquoi est-ce urgent ?',
    title: 'Réserver avec Carlos Rodriguez',
  },
  en: {
    nextWeek: 'Next week',
    continue: 'Continue',
    seePrice: 'See the price',
    pay: /Pay the .* deposit/,
    duration: 'Duration',
    durationMin: 'The minimum duration is 4 hours.',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM / YY)',
    cvc: 'Security code (CVC)',
    cardName: 'Name on card',
    declined: 'Card declined',
    insufficient: 'Insufficient funds',
    done: 'Request sent',
    details: 'See the booking',
    supplies: 'The cleaner brings the supplies and equipment',
    emergency: 'It is urgent',
    reason: 'Why is it urgent?',
    title: 'Book Carlos Rodriguez',
  },
} as const;

export interface Client {
  email: string;
  token: string;
  propertyName: string;
}

/**
 * A fresh client with a property in Longueuil, through the API (Carlos, the demo cleaner
 * booked here, serves Longueuil and is registered for the taxes: the quote has every line).
 */
export async function newClient(request: APIRequestContext, origin: string, lang: 'fr' | 'en'): Promise<Client> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const email = `book-${suffix}@example.test`;
  const signup = await request.post(`${origin}/api/auth/signup`, {
    data: {
      username: `book_${suffix}`,
      password: demoPassword,
      email,
      name: 'Camille Booker',
      role: 'client',
      gender: 'prefer_not_to_say',
      language: lang,
      acceptTerms: true,
      termsVersion: '2026-11-01',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { token } = (await signup.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const suggestions = await request.get(`${origin}/api/properties/address-suggestions`, {
    params: { q: '150 rue Saint-Charles Ouest, Longueuil J4H 1C8' },
    headers,
  });
  expect(suggestions.status(), await suggestions.text()).toBe(200);
  const [first] = ((await suggestions.json()) as { items: { suggestionId: string; streetAddress: string }[] }).items;
  if (!first) throw new Error('No address suggestion for Longueuil');
  const propertyName = lang === 'fr' ? 'Maison de Longueuil' : 'Longueuil house';
  const property = await request.post(`${origin}/api/properties`, {
    headers,
    data: {
      addressSuggestionId: first.suggestionId,
      streetAddress: first.streetAddress,
      postalCode: 'J4H 1C8',
      name: propertyName,
      type: 'house',
      bedrooms: 3,
      bathrooms: 1.5,
      stories: 2,
    },
  });
  expect(property.status(), await property.text()).toBe(201);
  return { email, token, propertyName };
}

/** Signs the browser in (the app's cookie session) and sets the language before the first page. */
export async function signInBrowser(page: Page, origin: string, client: Client, lang: 'fr' | 'en') {
  await page.addInitScript((language) => localStorage.setItem('propre.language', language), lang);
  const login = await page.request.post(`${origin}/api/auth/login`, { data: { email: client.email, password: demoPassword } });
  expect(login.status(), await login.text()).toBe(200);
}

/** The Monday of next week in Quebec, and a weekday of it (0 = Monday). */
export function nextWeekDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
  const at = new Date(`${today}T00:00:00Z`);
  const weekday = (at.getUTCDay() + 6) % 7;
  at.setUTCDate(at.getUTCDate() - weekday + 7 + offset);
  return at.toISOString().slice(0, 10);
}

export async function myBookings(request: APIRequestContext, origin: string, client: Client) {
  const answer = await request.get(`${origin}/api/bookings`, { headers: { authorization: `Bearer ${client.token}` } });
  expect(answer.status()).toBe(200);
  return (
    (await answer.json()) as { items: { id: string; status: string; paymentStatus: string; payment: { depositPaid: number } }[] }
  ).items;
}

/** Step 1 and 2 of the widget: next week's `day` at `time`, the client's property, then the price. */
export async function chooseSlotAndProperty(page: Page, lang: 'fr' | 'en', day: string, time: string, propertyName: string) {
  const t = texts[lang];
  // The widget opens on the first week with free time; next week is at most one week later.
  const dayInput = page.locator(`[data-part="bookingDays"] input[value="${day}"]`);
  await expect(page.locator('[data-part="bookingDays"]')).toBeVisible();
  if ((await dayInput.count()) === 0) await page.getByRole('button', { name: t.nextWeek, exact: true }).click();
  await dayInput.check();
  await page.locator(`[data-part="bookingTimes"] input[value="${time}"]`).check();
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await page.getByRole('radio', { name: new RegExp(propertyName) }).check();
}

export async function fillCard(page: Page, lang: 'fr' | 'en', number: string) {
  const t = texts[lang];
  await page.getByLabel(t.cardNumber).fill(number);
  await page.getByLabel(t.expiry).fill('12 / 34');
  await page.getByLabel(t.cvc).fill('123');
  await page.getByLabel(t.cardName).fill('Camille Booker');
}
