import { describe, expect, it } from 'vitest';
import { siteAddresses } from './site-addresses.ts';

describe('the addresses printed at start', () => {
  it('gives both brands on one machine: Propre on localhost, Éclat on 127.0.0.1', () => {
    for (const host of ['localhost', '127.0.0.1', '0.0.0.0', '::']) {
      expect(siteAddresses(host, 3000)).toEqual([
        { brand: 'Propre', url: 'http://localhost:3000' },
        { brand: 'Éclat', url: 'http://127.0.0.1:3000' },
      ]);
    }
  });

  it('gives a named host the brand its name shows', () => {
    expect(siteAddresses('propre.ca', 80)).toEqual([{ brand: 'Propre', url: 'http://propre.ca:80' }]);
    expect(siteAddresses('192.168.1.20', 3000)).toEqual([{ brand: 'Éclat', url: 'http://192.168.1.20:3000' }]);
    expect(siteAddresses('::1', 3000)).toEqual([
      { brand: 'Propre', url: 'http://localhost:3000' },
      { brand: 'Éclat', url: 'http://[::1]:3000' },
    ]);
  });
});
