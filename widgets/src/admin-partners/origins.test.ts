import { describe, expect, it } from 'vitest';
import { originProblem, originProblems } from './origins.ts';

describe('an allowed origin, as the form checks it before sending', () => {
  it('is scheme://host[:port]: https anywhere, http for localhost only', () => {
    for (const ok of [
      'https://www.partner.example',
      'https://shop.partner.example:8443',
      'http://localhost:5173',
      'http://127.0.0.1:8080',
      'https://partner.example/',
    ]) {
      expect([ok, originProblem(ok)]).toEqual([ok, null]);
    }
  });

  it('names what is wrong: empty, or not an origin (path, query, credentials, other schemes, default port spelt out)', () => {
    expect(originProblem('  ')).toBe('originRequired');
    for (const bad of [
      'www.partner.example',
      'https://partner.example/reserver',
      'https://partner.example?x=1',
      'https://user:pw@partner.example',
      'http://partner.example',
      'ftp://partner.example',
      'https://partner.example:443',
      'https://*.partner.example',
    ]) {
      expect([bad, originProblem(bad)]).toEqual([bad, 'originInvalid']);
    }
  });

  it('says each problem at its index, a repeat (whatever its case) included', () => {
    expect(originProblems(['https://a.example', '', 'https://A.example/', 'nope'])).toEqual({
      1: 'originRequired',
      2: 'originDuplicate',
      3: 'originInvalid',
    });
  });
});
