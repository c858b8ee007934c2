import { describe, expect, it } from 'vitest';
import { formatTimeLeft, isoTimeLeft } from './format.ts';

const minutes = (n: number) => n * 60_000;
const nbsp = '\u00a0';

describe('the time left to answer a request', () => {
  it('reads in hours and minutes in French and English, each number held to its unit', () => {
    expect(formatTimeLeft(minutes(23 * 60 + 5), 'fr')).toBe(`23${nbsp}h 5${nbsp}min`);
    expect(formatTimeLeft(minutes(23 * 60 + 5), 'en')).toBe(`23${nbsp}hrs 5${nbsp}mins`);
  });

  it('leaves out a zero part and counts whole minutes, the last seconds still reading « 1 min »', () => {
    expect(formatTimeLeft(minutes(120), 'fr')).toBe(`2${nbsp}h`);
    expect(formatTimeLeft(minutes(40), 'en')).toBe(`40${nbsp}mins`);
    expect(formatTimeLeft(20_000, 'fr')).toBe(`1${nbsp}min`);
    expect(formatTimeLeft(minutes(60) - 1, 'fr')).toBe(`59${nbsp}min`);
  });

  it('gives the same span as an ISO 8601 duration for <time datetime>', () => {
    expect(isoTimeLeft(minutes(21 * 60 + 12))).toBe('PT21H12M');
    expect(isoTimeLeft(20_000)).toBe('PT0H1M');
  });
});
