import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  belongingDomain,
  quebecFromCookie,
  regionalDomainOf,
  regionalRedirect,
  regionCookieValue,
  visitorLanguage,
} from './regional.ts';

const fr = 'https://propre.ca';
const en = 'https://propreclean.ca';
const path = '/cleaners/marie-t?city=Laval&verified=true';

/** What a server knows: a host, the language cookie, Accept-Language and maybe the region cookie. */
const decide = (origin: string, cookie: string | null, acceptLanguage: string, inQuebec: boolean | null) =>
  regionalRedirect({
    url: new URL(path, origin),
    language: visitorLanguage({ stored: cookie, browser: acceptedLanguages(acceptLanguage) }),
    inQuebec,
  });

describe('the regional rule (spec §1)', () => {
  // host × language cookie × Accept-Language × in Quebec → where the visitor is sent (null: stays)
  const table: [string, string | null, string, boolean | null, string | null][] = [
    // French speakers in Quebec belong on the French domain.
    [en, null, 'fr-CA,fr;q=0.9,en;q=0.8', true, `${fr}${path}`],
    [en, 'fr', 'en-US', true, `${fr}${path}`],
    [fr, null, 'fr-CA', true, null],
    [fr, 'fr', '', true, null],
    // Everyone else on the English one: English speakers, in Quebec or not…
    [fr, null, 'en-CA,en;q=0.9', true, `${en}${path}`],
    [fr, 'en', 'fr-CA', true, `${en}${path}`],
    [fr, 'en', 'fr-CA', null, `${en}${path}`],
    [en, 'en', 'fr-CA', true, null],
    [en, null, 'en', false, null],
    // …and French speakers elsewhere.
    [fr, null, 'fr-FR', false, `${en}${path}`],
    [fr, 'fr', 'en', false, `${en}${path}`],
    [en, 'fr', 'fr', false, null],
    // The cookie wins over Accept-Language; a cookie of another language counts for nothing.
    [fr, 'de', 'en', true, `${en}${path}`],
    [en, 'de', 'de-DE,fr;q=0.5', true, `${fr}${path}`],
    // A French speaker whose region is unknown (a server's first request): not decidable, stays.
    [en, null, 'fr-CA', null, null],
    [fr, 'fr', 'fr-CA', null, null],
    // No language at all is French (the fallback), so the same.
    [en, null, '', null, null],
    [fr, null, '*', null, null],
  ];

  it.each(table)(
    'on %s, cookie %s, Accept-Language "%s", in Quebec %s → %s',
    (origin, cookie, acceptLanguage, inQuebec, expected) => {
      expect(decide(origin, cookie, acceptLanguage, inQuebec)).toBe(expected);
    },
  );

  it('never redirects a host that is not one of the two domains, whoever visits', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'https://eclat.ca', 'https://propre.ca.example']) {
      for (const [cookie, acceptLanguage, inQuebec] of [
        [null, 'en', true],
        ['fr', 'fr', false],
        ['fr', 'fr-CA', true],
      ] as const) {
        expect(decide(origin, cookie, acceptLanguage, inQuebec)).toBeNull();
      }
    }
  });

  it('keeps scheme, port, path, query and fragment, and drops www', () => {
    const url = new URL('http://www.propreclean.ca:8080/blog/menage?page=2&lang=en#comments');
    expect(regionalRedirect({ url, language: 'fr', inQuebec: true })).toBe(
      'http://propre.ca:8080/blog/menage?page=2&lang=en#comments',
    );
  });

  it('takes its domains from the caller', () => {
    const domains = { french: 'propre.test', english: 'clean.test' };
    expect(regionalDomainOf('www.clean.test', domains)).toBe('en');
    expect(regionalDomainOf('propre.ca', domains)).toBeNull();
    expect(regionalRedirect({ url: new URL('https://clean.test/faq?q=1'), language: 'fr', inQuebec: true }, domains)).toBe(
      'https://propre.test/faq?q=1',
    );
  });

  it('is stable: following a redirect never leads to another one', () => {
    for (const origin of [fr, en]) {
      for (const language of ['fr', 'en'] as const) {
        for (const inQuebec of [true, false, null]) {
          const target = regionalRedirect({ url: new URL(path, origin), language, inQuebec });
          if (target !== null) expect(regionalRedirect({ url: new URL(target), language, inQuebec })).toBeNull();
        }
      }
    }
  });

  it('decides the domain from the language first, then Quebec', () => {
    expect(belongingDomain({ language: 'en', inQuebec: null })).toBe('en');
    expect(belongingDomain({ language: 'fr', inQuebec: null })).toBeNull();
    expect(belongingDomain({ language: 'fr', inQuebec: true })).toBe('fr');
    expect(belongingDomain({ language: 'fr', inQuebec: false })).toBe('en');
  });

  it('reads back the region cookie it writes, and nothing else', () => {
    expect(quebecFromCookie(regionCookieValue(true))).toBe(true);
    expect(quebecFromCookie(regionCookieValue(false))).toBe(false);
    for (const value of [null, undefined, '', 'QC', 'yes']) expect(quebecFromCookie(value)).toBeNull();
  });
});
