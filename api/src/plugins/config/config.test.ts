import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database on localhost:3000 with demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: 'localhost',
      port: 3000,
      databaseUrl: undefined,
      seedDemoData: true,
      env: 'development',
    });
    expect(config.dataDir).toMatch(/\.data\/pglite$/);
  });

  it('makes passkeys for the public host, and for the brand domains PASSKEY_RP_IDS allows', () => {
    expect(loadConfig({}).passkeySites).toEqual([{ rpId: 'localhost', name: 'Propre' }]);
    const brands = loadConfig({ PUBLIC_URL: 'https://propre.ca', PASSKEY_RP_IDS: 'propre.ca=Propre, Eclat.ca=Éclat' });
    expect(brands.passkeySites).toEqual([
      { rpId: 'propre.ca', name: 'Propre' },
      { rpId: 'eclat.ca', name: 'Éclat' },
    ]);
    for (const wrong of ['https://eclat.ca', 'eclat.ca:443', '127.0.0.1']) {
      expect(() => loadConfig({ PASSKEY_RP_IDS: wrong })).toThrow(/PASSKEY_RP_IDS: .* is not a domain/);
    }
  });

  it('reads the two regional domains, defaulting to the production ones, and refuses anything but host names', () => {
    expect(loadConfig({}).regionalDomains).toEqual({ french: 'propre.ca', english: 'propreclean.ca' });
    expect(loadConfig({ REGIONAL_FRENCH_DOMAIN: 'Propre.test', REGIONAL_ENGLISH_DOMAIN: 'clean.test' }).regionalDomains).toEqual({
      french: 'propre.test',
      english: 'clean.test',
    });
    for (const wrong of ['https://propre.ca', 'propre.ca:443', 'propre.ca/fr', 'localhost']) {
      expect(() => loadConfig({ REGIONAL_FRENCH_DOMAIN: wrong })).toThrow(/REGIONAL_FRENCH_DOMAIN: must be a host name/);
    }
    expect(() => loadConfig({ REGIONAL_ENGLISH_DOMAIN: 'www.propre.ca' })).toThrow(/must be two different domains/);
  });

  it('turns demo data off by default on a real PostgreSQL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/propre' });
    expect(config.seedDemoData).toBe(false);
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/propre');
  });

  it('names every bad variable and why, without echoing secrets', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://root:s3cret@db/x', SEED_DEMO_DATA: 'maybe' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const { problems, message } = caught as ConfigError;
    expect(problems).toHaveLength(4);
    expect(message).toContain('PORT: must be a whole number from 0 to 65535 (got "abc")');
    expect(message).toContain('LOG_LEVEL: must be one of');
    expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(message).toContain('SEED_DEMO_DATA: must be true or false');
    expect(message).not.toContain('s3cret');
  });

  it('takes a Stripe publishable key for browsers, and refuses a secret key given in its place', () => {
    expect(loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_51Abc' }).stripePublishableKey).toBe('pk_test_51Abc');
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'sk_test_51Abc' })).toThrow(
      'STRIPE_PUBLISHABLE_KEY: a Stripe publishable key (pk_test_… or pk_live_…)',
    );
  });
});
