import { describe, expect, it } from 'vitest';
import { numbersOf } from './number-words.ts';

const read = (text: string) => numbersOf(text.toLowerCase().split(/[\s-]+/));

describe('numbers written out', () => {
  it.each([
    ['cinq cent quatorze', [514]],
    ['cinq cent cinquante-cinq', [555]],
    ['zéro cent vingt-trois', [0, 123]],
    ['soixante-dix-sept', [77]],
    ['soixante et onze', [71]],
    ['quatre-vingt-dix-neuf', [99]],
    ['quatre-vingts', [80]],
    ['dix-huit', [18]],
    ['cent', [100]],
    ['five one four', [5, 1, 4]],
    ['five hundred and fourteen', [514]],
    ['twenty one', [21]],
    ['nineteen eighty four', [19, 84]],
    ['quatre un huit', [4, 1, 8]],
  ] as const)('%s → %j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});
