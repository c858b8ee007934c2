import { describe, expect, test } from 'vitest';
import { tieAmount, tieTimes } from './typography.ts';

const shown = (text: string) => text.replace(/\u00a0/g, '⍽');

describe('typography', () => {
  test('a time never breaks inside itself, in a sentence or alone', () => {
    expect(shown(tieTimes('mardi 3 décembre, 17 h 00'))).toBe('mardi 3 décembre, 17⍽h⍽00');
    expect(shown(tieTimes('à 3 h 21'))).toBe('à 3⍽h⍽21');
    expect(shown(tieTimes('Tuesday, December 3, 9:00 a.m.'))).toBe('Tuesday, December 3, 9:00⍽a.m.');
    expect(shown(tieTimes('4 h de ménage'))).toBe('4⍽h de ménage');
  });

  test('an amount has a minus sign, not a hyphen, and no breakable space', () => {
    expect(shown(tieAmount('-16,80 $'))).toBe('−16,80⍽$');
    expect(tieAmount('-$16.80')).toBe('−$16.80');
    expect(shown(tieAmount('1 234,50 $'))).toBe('1⍽234,50⍽$');
  });
});
