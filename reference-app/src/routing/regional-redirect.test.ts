import type { RegionalVisit } from '@propre/sdk/regional';
import { describe, expect, it } from 'vitest';
import { looksLikeQuebec, regionalDomainOf, regionalRedirect } from './regional-redirect.ts';

interface Visit {
  hostname: string;
  port: string;
  search: string;
  hash: string;
  language: 'fr' | 'en';
  inQuebec: boolean;
}

const visit = (overrides: Partial<Visit>): RegionalVisit => {
  const v: Visit = {
    hostname: 'propre.ca',
    port: '',
    search: '?city=Laval&verified=true',
    hash: '',
    language: 'fr',
    inQuebec: true,
    ...overrides,
  };
  const port = v.port ? `:${v.port}` : '';
  return {
    url: new URL(`https://${v.hostname}${port}/cleaners${v.search}${v.hash}`),
    language: v.language,
    inQuebec: v.inQuebec,
  };
};

describe('regionalDomainOf', () => {
  it('knows the two regional domains, with or without www and a trailing dot', () => {
    expect(regionalDomainOf('propre.ca')).toBe('fr');
    expect(regionalDomainOf('WWW.Propre.ca.')).toBe('fr');
    expect(regionalDomainOf('propreclean.ca')).toBe('en');
    expect(regionalDomainOf('www.propreclean.ca')).toBe('en');
  });

  it('treats every other host as not regional', () => {
    for (const host of ['localhost', '127.0.0.1', 'eclat.example', 'propre.ca.evil.example', 'notpropre.ca']) {
      expect(regionalDomainOf(host)).toBeNull();
    }
  });
});

describe('regionalRedirect', () => {
  it('keeps a French speaker in Quebec on the French domain', () => {
    expect(regionalRedirect(visit({}))).toBeNull();
  });

  it('sends a French speaker in Quebec from the English domain to the French one, path and query kept', () => {
    expect(regionalRedirect(visit({ hostname: 'propreclean.ca' }))).toBe('https://propre.ca/cleaners?city=Laval&verified=true');
  });

  it('sends an English speaker in Quebec to the English domain', () => {
    expect(regionalRedirect(visit({ language: 'en' }))).toBe('https://propreclean.ca/cleaners?city=Laval&verified=true');
    expect(regionalRedirect(visit({ hostname: 'propreclean.ca', language: 'en' }))).toBeNull();
  });

  it('sends a French speaker outside Quebec to the English domain', () => {
    expect(regionalRedirect(visit({ inQuebec: false }))).toBe('https://propreclean.ca/cleaners?city=Laval&verified=true');
    expect(regionalRedirect(visit({ hostname: 'www.propreclean.ca', inQuebec: false }))).toBeNull();
  });

  it('keeps the port and the fragment', () => {
    expect(regionalRedirect(visit({ hostname: 'propreclean.ca', port: '8443', hash: '#faq', search: '' }))).toBe(
      'https://propre.ca:8443/cleaners#faq',
    );
  });

  it('never redirects on a host that is not regional, whoever visits', () => {
    for (const hostname of ['localhost', '127.0.0.1', 'partner.example']) {
      expect(regionalRedirect(visit({ hostname, inQuebec: false, language: 'en' }))).toBeNull();
    }
  });

  it('is stable: following a redirect never leads to another one', () => {
    for (const hostname of ['propre.ca', 'propreclean.ca']) {
      for (const language of ['fr', 'en'] as const) {
        for (const inQuebec of [true, false]) {
          const target = regionalRedirect(visit({ hostname, language, inQuebec }));
          if (target === null) continue;
          const url = new URL(target);
          expect(regionalRedirect(visit({ hostname: url.hostname, language, inQuebec }))).toBeNull();
        }
      }
    }
  });
});

describe('looksLikeQuebec', () => {
  it('trusts a saved province over the time zone', () => {
    expect(looksLikeQuebec({ province: 'QC', timeZone: 'America/Vancouver' })).toBe(true);
    expect(looksLikeQuebec({ province: 'ON', timeZone: 'America/Toronto' })).toBe(false);
  });

  it('falls back to the time zones Quebec uses', () => {
    expect(looksLikeQuebec({ timeZone: 'America/Toronto' })).toBe(true);
    expect(looksLikeQuebec({ timeZone: 'America/Montreal' })).toBe(true);
    expect(looksLikeQuebec({ timeZone: 'America/Blanc-Sablon' })).toBe(true);
    expect(looksLikeQuebec({ timeZone: 'Europe/Paris' })).toBe(false);
    expect(looksLikeQuebec({})).toBe(false);
  });
});
