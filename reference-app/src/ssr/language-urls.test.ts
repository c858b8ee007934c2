import { describe, expect, it } from 'vitest';
import { canonicalUrl, languageUrls } from './language-urls.ts';

describe('languageUrls', () => {
  it('addresses each language with ?lang= on a brand’s own host, the plain address negotiating', () => {
    expect(languageUrls('http://localhost:3000', '/faq')).toEqual({
      fr: 'http://localhost:3000/faq?lang=fr',
      en: 'http://localhost:3000/faq?lang=en',
      xDefault: 'http://localhost:3000/faq',
    });
  });

  it('makes each language address canonical itself, the negotiated one too', () => {
    const profile = (requested: string | null, language: 'fr' | 'en' = 'en') =>
      canonicalUrl('https://eclat.example', '/cleaners/sophie-gagnon', language, requested);
    expect(profile('en')).toBe('https://eclat.example/cleaners/sophie-gagnon?lang=en');
    expect(profile('fr', 'fr')).toBe('https://eclat.example/cleaners/sophie-gagnon?lang=fr');
    // The x-default alternate: canonical itself, whichever language it negotiated.
    expect(profile(null)).toBe('https://eclat.example/cleaners/sophie-gagnon');
    expect(profile(null, 'fr')).toBe('https://eclat.example/cleaners/sophie-gagnon');
    // Not a language address: the one of the language shown.
    expect(profile('de')).toBe('https://eclat.example/cleaners/sophie-gagnon?lang=en');
    // The French domain forces French: its plain address is the French one; ?lang=en there is not an address of the page.
    expect(canonicalUrl('https://propre.ca', '/faq', 'fr', null)).toBe('https://propre.ca/faq');
    expect(canonicalUrl('https://propre.ca', '/faq', 'fr', 'en')).toBe('https://propre.ca/faq');
    expect(canonicalUrl('https://propreclean.ca', '/faq', 'en', 'en')).toBe('https://propreclean.ca/faq?lang=en');
    expect(canonicalUrl('https://www.propreclean.ca', '/faq', 'en', null)).toBe('https://propreclean.ca/faq?lang=en');
  });

  it('sends French to the French domain and the rest to the English one on the regional domains', () => {
    for (const origin of ['https://propre.ca', 'https://www.propreclean.ca']) {
      expect(languageUrls(origin, '/pricing')).toEqual({
        fr: 'https://propre.ca/pricing',
        en: 'https://propreclean.ca/pricing?lang=en',
        xDefault: 'https://propreclean.ca/pricing',
      });
    }
  });
});
