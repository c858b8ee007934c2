import { describe, expect, it } from 'vitest';
import { idTime, newId } from './ids.ts';

describe('newId', () => {
  it('is the prefix, an underscore and 26 Crockford base32 characters', () => {
    expect(newId('mail')).toMatch(/^mail_[0-9abcdefghjkmnpqrstvwxyz]{26}$/);
  });

  it('sorts as a string in the order of creation time', () => {
    const times = [0, 1, 31, 32, 1_000, 1_763_776_800_000, 1_763_776_800_001, 2 ** 48 - 1];
    const ids = times.map((time) => newId('mail', time));
    expect([...ids].reverse().sort()).toEqual(ids);
    expect(ids.map(idTime)).toEqual(times);
  });

  it('encodes the creation time so it can be read back', () => {
    const before = Date.now();
    const time = idTime(newId('user'));
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(Date.now());
  });

  it('does not repeat within one millisecond', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => newId('mail', 1_763_776_800_000)));
    expect(ids.size).toBe(10_000);
  });

  it('sorts in creation order within one millisecond, across prefixes too', () => {
    const time = 1_763_776_800_000;
    const ids = Array.from({ length: 1_000 }, (_, i) => newId(i % 2 === 0 ? 'mail' : 'msg', time));
    const randomParts = ids.map((id) => id.slice(-16));
    expect([...randomParts].reverse().sort()).toEqual(randomParts);
    expect(ids.map(idTime).every((t) => t === time)).toBe(true);
  });

  it('starts afresh when the clock steps back, keeping each id its own time', () => {
    const later = newId('mail', 1_763_776_800_500);
    const earlier = newId('mail', 1_763_776_800_000);
    expect(idTime(earlier)).toBe(1_763_776_800_000);
    expect(earlier < later).toBe(true);
  });

  it('refuses prefixes and times it cannot encode', () => {
    for (const prefix of ['', 'Mail', 'mail_', '1mail', 'a-b', 'abcdefghijklmnopq']) {
      expect(() => newId(prefix)).toThrow('Invalid id prefix');
    }
    expect(() => newId('mail', -1)).toThrow('out of range');
    expect(() => newId('mail', 2 ** 48)).toThrow('out of range');
    expect(() => newId('mail', 1.5)).toThrow('out of range');
  });

  it('reads no time from strings that are not ids', () => {
    expect(idTime('mail_123')).toBeUndefined();
    expect(idTime('01jd5x3m9q4r7k2v8w6n0p1s3t')).toBeUndefined();
    expect(idTime('mail_01jd5x3m9q4r7k2v8w6n0p1s3u')).toBeUndefined();
    // 26 'z' would be a time beyond 48 bits.
    expect(idTime(`mail_${'z'.repeat(26)}`)).toBeUndefined();
  });
});
