import { type APIRequestContext, type Page, request, type TestInfo } from '@playwright/test';
import { type Brands, demoPassword, expect } from './support/fixtures.ts';

/**
 * Each project takes its own brand, language and demo pair (a client with a confirmed booking
 * with a cleaner), so the two runs of a journey cover both brands, both languages, both widths.
 */
export interface ProfileCombo {
  brand: keyof Brands;
  lang: 'fr' | 'en';
  city: string;
  cleaner: { email: string; slug: string; name: string; firstName: string };
  client: string;
}

export function profileCombo(testInfo: TestInfo): ProfileCombo {
  return testInfo.project.name === 'phone'
    ? {
        brand: 'propre',
        lang: 'fr',
        city: 'Montréal',
        cleaner: { email: 'sophie@demo.propre.ca', slug: 'sophie-gagnon', name: 'Sophie Gagnon', firstName: 'Sophie' },
        client: 'marie@demo.propre.ca',
      }
    : {
        brand: 'eclat',
        lang: 'en',
        city: 'Laval',
        cleaner: { email: 'amina@demo.propre.ca', slug: 'amina-diallo', name: 'Amina Diallo', firstName: 'Amina' },
        client: 'james@demo.propre.ca',
      };
}

/** The language the visitor chose before (the app's stored choice), set before the first page loads. */
export async function useLanguage(page: Page, lang: 'fr' | 'en'): Promise<void> {
  await page.addInitScript((language) => localStorage.setItem('propre.language', language), lang);
}

/**
 * A bearer token for API calls made beside the browser (setup and clean-up only), from a request
 * context of its own: a context that already holds a session cookie would need its CSRF header.
 */
export async function tokenOf(origin: string, email: string): Promise<string> {
  const api: APIRequestContext = await request.newContext();
  try {
    const res = await api.post(`${origin}/api/auth/login`, { data: { email, password: demoPassword } });
    expect(res.status(), `sign-in of ${email}`).toBe(200);
    return ((await res.json()) as { token: string }).token;
  } finally {
    await api.dispose();
  }
}
