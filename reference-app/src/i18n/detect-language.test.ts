import { describe, expect, it } from 'vitest';
import { detectLanguage, personalLanguage, toAppLanguage } from './detect-language.ts';

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
