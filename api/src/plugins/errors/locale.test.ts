import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './locale.ts';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'fr'],
    ['', 'fr'],
    ['en', 'en'],
    ['en-CA', 'en'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE,en;q=0.5', 'en'],
    ['en;q=0.3,fr;q=0.7', 'fr'],
    ['es, de', 'fr'],
    ['en;q=0', 'fr'],
    ['*', 'fr'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});
