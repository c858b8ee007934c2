import { describe, expect, test } from 'vitest';
import tokensCss from '../styles/tokens.css?raw';
import { brandForHost } from './brands.ts';
import { type ColorTokens, colors, renderTokensCss, type Theme } from './tokens.ts';

/** WCAG 2.2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

type Pair = [fg: keyof ColorTokens, bg: keyof ColorTokens, min: number, brightMin?: number];
const pairs: Pair[] = [
  ['text', 'bg', 4.5, 7],
  ['text', 'surface', 4.5, 7],
  ['text', 'surface-muted', 4.5, 7],
  ['text-muted', 'surface', 4.5, 7],
  ['text-muted', 'bg', 4.5, 7],
  ['primary-contrast', 'primary', 4.5, 7],
  ['primary-contrast', 'primary-hover', 4.5, 7],
  ['primary-text', 'surface', 4.5, 7],
  ['primary-text', 'primary-soft', 4.5, 7],
  ['danger', 'surface', 4.5, 7],
  ['danger', 'danger-soft', 4.5, 7],
  ['danger-contrast', 'danger', 4.5, 7],
  ['success', 'success-soft', 4.5, 7],
  ['warning', 'warning-soft', 4.5, 7],
  ['info', 'info-soft', 4.5, 7],
  ['text', 'primary-soft', 4.5, 7],
  ['accent-contrast', 'accent', 4.5],
  // Non-text contrast (WCAG 1.4.11): control borders and the focus ring.
  ['border-strong', 'surface', 3],
  ['focus', 'bg', 3],
  ['focus', 'surface', 3],
];

describe('tokens', () => {
  test('src/styles/tokens.css is what scripts/tokens.ts makes from the table (run `pnpm tokens`)', () => {
    expect(tokensCss).toBe(renderTokensCss());
  });

  for (const [brand, byTheme] of Object.entries(colors)) {
    for (const [theme, set] of Object.entries(byTheme) as [Theme, ColorTokens][]) {
      test(`${brand} × ${theme}: contrast of text and controls (AA, AAA for text in bright)`, () => {
        const failures = pairs
          .map(([fg, bg, min, brightMin]) => {
            const needed = theme === 'bright' && brightMin ? brightMin : min;
            const ratio = contrast(set[fg], set[bg]);
            return ratio >= needed ? null : `${fg} on ${bg}: ${ratio.toFixed(2)} < ${needed}`;
          })
          .filter(Boolean);
        expect(failures).toEqual([]);
      });
    }
  }
});

describe('brandForHost', () => {
  test.each([
    ['propre.ca', 'propre'],
    ['www.propre.ca', 'propre'],
    ['localhost', 'propre'],
    ['LOCALHOST.', 'propre'],
    ['127.0.0.1', 'eclat'],
    ['eclat.example', 'eclat'],
    ['propre.ca.evil.example', 'eclat'],
  ])('%s → %s', (host, brand) => {
    expect(brandForHost(host)).toBe(brand);
  });
});
