import { describe, expect, it } from 'vitest';
import { acceptedLanguages, detectLanguage, personalLanguage, toAppLanguage } from './detect-language.ts';

describe('toAppLanguage', () => {
  it('reads the primary subtag of the languages we serve', () => {
    expect(toAppLanguage('fr-CA')).toBe('fr');
    expect(toAppLanguage('EN_us')).toBe('en');
    expect(toAppLanguage(' en ')).toBe('en');
    expect(toAppLanguage('de-DE')).toBeNull();
    expect(toAppLanguage('')).toBeNull();
    expect(toAppLanguage(null)).toBeNull();
  });
});

describe('detectLanguage', () => {
  it('lets the French domain force French over a stored English choice and an English browser', () => {
    expect(detectLanguage({ hostname: 'www.propre.ca', stored: 'en', browser: ['en-US'] })).toBe('fr');
  });

  it('takes the stored choice before the browser', () => {
    expect(detectLanguage({ hostname: 'localhost', stored: 'en', browser: ['fr-CA'] })).toBe('en');
    expect(detectLanguage({ hostname: 'propreclean.ca', stored: 'fr', browser: ['en-CA'] })).toBe('fr');
  });

  it('ignores a stored value that is not one of our languages', () => {
    expect(detectLanguage({ hostname: 'localhost', stored: 'klingon', browser: ['en-CA'] })).toBe('en');
  });

  it('takes the first browser language we serve', () => {
    expect(detectLanguage({ hostname: '127.0.0.1', stored: null, browser: ['es-MX', 'en-CA', 'fr'] })).toBe('en');
  });

  it('takes the language the address asks for (?lang=) before the stored one, but not on the French domain', () => {
    expect(detectLanguage({ hostname: 'localhost', requested: 'en', stored: 'fr', browser: ['fr-CA'] })).toBe('en');
    expect(detectLanguage({ hostname: 'localhost', requested: 'de', stored: 'fr', browser: [] })).toBe('fr');
    expect(detectLanguage({ hostname: 'propre.ca', requested: 'en', stored: null, browser: ['en'] })).toBe('fr');
  });

  it('falls back to French', () => {
    expect(detectLanguage({ hostname: 'localhost', stored: null, browser: [] })).toBe('fr');
    expect(detectLanguage({ hostname: 'localhost', stored: null, browser: ['de', 'ja'] })).toBe('fr');
  });
});

describe('personalLanguage', () => {
  it('is the visitor’s own language whatever the domain', () => {
    expect(personalLanguage({ stored: null, browser: ['en-GB'] })).toBe('en');
    expect(personalLanguage({ stored: 'fr', browser: ['en-GB'] })).toBe('fr');
  });
});

describe('acceptedLanguages', () => {
  it('lists an Accept-Language header’s languages by weight, then by order', () => {
    expect(acceptedLanguages('de;q=0.5, en-CA;q=0.8, fr-CA')).toEqual(['fr-CA', 'en-CA', 'de']);
    expect(acceptedLanguages('en, fr')).toEqual(['en', 'fr']);
  });

  it('drops what is refused (q=0) and copes with nothing', () => {
    expect(acceptedLanguages('fr;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
