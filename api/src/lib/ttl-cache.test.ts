import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('ttl cache', () => {
  it('forgets entries after their time to live and evicts the oldest past the size bound', () => {
    let clock = 0;
    const cache = createTtlCache<string>({ ttlMs: 100, maxEntries: 2, now: () => clock });
    cache.set('a', '1');
    cache.set('b', '2');
    expect(cache.get('a')).toBe('1');
    cache.set('c', '3');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('2');
    clock = 150;
    expect(cache.get('b')).toBeUndefined();
    cache.set('d', '4');
    cache.delete('d');
    expect(cache.get('d')).toBeUndefined();
  });
});
