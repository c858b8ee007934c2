/**
 * The design tokens: one colour set per brand × theme, and the scales every brand shares.
 * `widgets/scripts/tokens.ts` renders them into `src/styles/tokens.css`; a test fails when the
 * file drifts from this table. Components read the `--propre-*` custom properties only.
 */
import type { BrandId } from './brands.ts';

export type Theme = 'default' | 'bright' | 'dark';

export const themes: readonly Theme[] = ['default', 'bright', 'dark'];

/** Colour roles. `*-contrast` is the text colour on the role's solid fill. */
export interface ColorTokens {
  bg: string;
  surface: string;
  'surface-muted': string;
  border: string;
  /** Borders of form controls: 3:1 against the surface (WCAG 1.4.11). */
  'border-strong': string;
  text: string;
  'text-muted': string;
  primary: string;
  'primary-hover': string;
  'primary-contrast': string;
  'primary-soft': string;
  /** Text in the brand colour on the surface (links, selected items). */
  'primary-text': string;
  accent: string;
  'accent-contrast': string;
  danger: string;
  'danger-contrast': string;
  'danger-soft': string;
  success: string;
  'success-soft': string;
  warning: string;
  'warning-soft': string;
  info: string;
  'info-soft': string;
  focus: string;
  overlay: string;
}

/** The feedback colours (danger, success, warning…) are the same in every brand, per theme. */
const feedback = {
  default: {
    danger: '#b3261e',
    'danger-contrast': '#ffffff',
    'danger-soft': '#fcebe9',
    success: '#1d6b43',
    'success-soft': '#e3f4ea',
    warning: '#7a5000',
    'warning-soft': '#fff3d6',
    info: '#1c5596',
    'info-soft': '#e6eef9',
  },
  bright: {
    danger: '#8c1a13',
    'danger-contrast': '#ffffff',
    'danger-soft': '#fde7e5',
    success: '#0d4a2c',
    'success-soft': '#dcf1e4',
    warning: '#5a3b00',
    'warning-soft': '#fff0c7',
    info: '#0d3c70',
    'info-soft': '#e1ebf8',
    focus: '#000000',
    overlay: 'rgb(0 0 0 / 0.7)',
  },
  dark: {
    danger: '#ff8f86',
    'danger-contrast': '#3a0905',
    'danger-soft': '#3a1715',
    success: '#7fdcaa',
    'success-soft': '#14301f',
    warning: '#f2c265',
    'warning-soft': '#33270d',
  },
} satisfies Record<Theme, Partial<ColorTokens>>;

export const colors: Readonly<Record<BrandId, Record<Theme, ColorTokens>>> = {
  propre: {
    default: {
      bg: '#f7f5f0',
      surface: '#ffffff',
      'surface-muted': '#f1eee7',
      border: '#e0dbd0',
      'border-strong': '#7d776b',
      text: '#1b2620',
      'text-muted': '#525c56',
      primary: '#1f6b4a',
      'primary-hover': '#17573b',
      'primary-contrast': '#ffffff',
      'primary-soft': '#e2f5ea',
      'primary-text': '#1a5e40',
      accent: '#5fd3a0',
      'accent-contrast': '#0b2e1f',
      ...feedback.default,
      focus: '#1f6b4a',
      overlay: 'rgb(16 24 20 / 0.55)',
    },
    bright: {
      bg: '#ffffff',
      surface: '#ffffff',
      'surface-muted': '#f2f4f3',
      border: '#3d4641',
      'border-strong': '#1b2620',
      text: '#000000',
      'text-muted': '#27302b',
      primary: '#0b4a2f',
      'primary-hover': '#063823',
      'primary-contrast': '#ffffff',
      'primary-soft': '#d9f1e3',
      'primary-text': '#0b4a2f',
      accent: '#0b4a2f',
      'accent-contrast': '#ffffff',
      ...feedback.bright,
    },
    dark: {
      bg: '#0e1511',
      surface: '#161f1a',
      'surface-muted': '#1d2822',
      border: '#2d3a33',
      'border-strong': '#7b8b82',
      text: '#e9f0eb',
      'text-muted': '#a9b8af',
      primary: '#6fd9a9',
      'primary-hover': '#8fe4bd',
      'primary-contrast': '#06281a',
      'primary-soft': '#173628',
      'primary-text': '#7fdfb3',
      accent: '#6fd9a9',
      'accent-contrast': '#06281a',
      ...feedback.dark,
      info: '#8fbcf5',
      'info-soft': '#14243a',
      focus: '#8fe4bd',
      overlay: 'rgb(0 0 0 / 0.65)',
    },
  },
  eclat: {
    default: {
      bg: '#f5f7fa',
      surface: '#ffffff',
      'surface-muted': '#eef1f6',
      border: '#d9dee7',
      'border-strong': '#737d90',
      text: '#121a2c',
      'text-muted': '#4b5467',
      primary: '#1b2a4e',
      'primary-hover': '#25386a',
      'primary-contrast': '#ffffff',
      'primary-soft': '#e7ecf6',
      'primary-text': '#1f3261',
      accent: '#c9a227',
      'accent-contrast': '#1b1503',
      ...feedback.default,
      focus: '#25386a',
      overlay: 'rgb(10 16 30 / 0.55)',
    },
    bright: {
      bg: '#ffffff',
      surface: '#ffffff',
      'surface-muted': '#f1f3f7',
      border: '#3a4254',
      'border-strong': '#121a2c',
      text: '#000000',
      'text-muted': '#262d3c',
      primary: '#0f1a36',
      'primary-hover': '#1b2a4e',
      'primary-contrast': '#ffffff',
      'primary-soft': '#dfe6f4',
      'primary-text': '#0f1a36',
      accent: '#0f1a36',
      'accent-contrast': '#ffffff',
      ...feedback.bright,
    },
    dark: {
      bg: '#0c111d',
      surface: '#141b2b',
      'surface-muted': '#1b2336',
      border: '#2c3549',
      'border-strong': '#7c879c',
      text: '#e8ecf4',
      'text-muted': '#a8b1c3',
      primary: '#e3c463',
      'primary-hover': '#edd387',
      'primary-contrast': '#1b1503',
      'primary-soft': '#2b2614',
      'primary-text': '#ecd07a',
      accent: '#e3c463',
      'accent-contrast': '#1b1503',
      ...feedback.dark,
      info: '#9dbcf2',
      'info-soft': '#152238',
      focus: '#edd387',
      overlay: 'rgb(0 0 0 / 0.65)',
    },
  },
};

/** Shape per brand: Propre is soft and rounded, Éclat crisp. */
export const radii: Readonly<Record<BrandId, Record<'sm' | 'md' | 'lg' | 'full', string>>> = {
  propre: { sm: '6px', md: '10px', lg: '16px', full: '999px' },
  eclat: { sm: '3px', md: '6px', lg: '10px', full: '999px' },
};

/** Scales shared by every brand and theme (4 px grid, 6 type sizes). */
export const scales: Readonly<Record<string, string>> = {
  'space-1': '4px',
  'space-2': '8px',
  'space-3': '12px',
  'space-4': '16px',
  'space-5': '20px',
  'space-6': '24px',
  'space-8': '32px',
  'space-10': '40px',
  'space-12': '48px',
  'space-16': '64px',
  'font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
  'font-size-xs': '0.8125rem',
  'font-size-sm': '0.875rem',
  'font-size-md': '1rem',
  'font-size-lg': '1.125rem',
  'font-size-xl': '1.375rem',
  'font-size-2xl': '1.75rem',
  'font-weight-regular': '400',
  'font-weight-medium': '500',
  'font-weight-bold': '650',
  'line-height': '1.5',
  'line-height-tight': '1.25',
  'control-height': '44px',
  measure: '70ch',
  'shadow-sm': '0 1px 2px rgb(16 24 40 / 0.06), 0 1px 3px rgb(16 24 40 / 0.08)',
  'shadow-md': '0 4px 8px -2px rgb(16 24 40 / 0.08), 0 2px 4px -2px rgb(16 24 40 / 0.06)',
  'shadow-lg': '0 16px 32px -8px rgb(16 24 40 / 0.18), 0 6px 12px -6px rgb(16 24 40 / 0.08)',
  'motion-duration': '160ms',
  'motion-easing': 'cubic-bezier(0.2, 0, 0, 1)',
  'focus-width': '2px',
};

const block = (selector: string, entries: [string, string][]) =>
  `  ${selector} {\n${entries.map(([name, value]) => `    --propre-${name}: ${value};`).join('\n')}\n  }\n`;

/**
 * The stylesheet of the tokens. Declared on `.propre-root` inside the `propre` layer: any
 * unlayered rule of the host (e.g. `.propre-root { --propre-color-primary: … }`) and the
 * provider's `appearance` (inline style) win over these defaults.
 */
export function renderTokensCss(): string {
  let css = '/* Generated by widgets/scripts/tokens.ts from src/theme/tokens.ts: do not edit. */\n@layer propre {\n';
  css += block('.propre-root', Object.entries(scales));
  const brands = Object.values(colors);
  // A colour every brand gives the same value in a theme is declared once, for the theme.
  const sharedByTheme = new Map(
    themes.map((theme) => {
      const first = Object.entries(brands[0]?.[theme] ?? {});
      return [theme, new Map(first.filter(([k, v]) => brands.every((set) => set[theme][k as keyof ColorTokens] === v)))];
    }),
  );
  for (const [theme, shared] of sharedByTheme) {
    const entries = [...shared].map(([k, v]): [string, string] => [`color-${k}`, v]);
    if (entries.length > 0) css += block(`.propre-root[data-propre-theme="${theme}"]`, entries);
  }
  for (const [brand, byTheme] of Object.entries(colors)) {
    const radius = Object.entries(radii[brand as BrandId]).map(([k, v]): [string, string] => [`radius-${k}`, v]);
    css += block(`.propre-root[data-propre-brand="${brand}"]`, radius);
    for (const [theme, set] of Object.entries(byTheme) as [Theme, ColorTokens][]) {
      const entries = Object.entries(set)
        .filter(([k]) => !sharedByTheme.get(theme)?.has(k))
        .map(([k, v]): [string, string] => [`color-${k}`, v]);
      css += block(`.propre-root[data-propre-brand="${brand}"][data-propre-theme="${theme}"]`, entries);
    }
  }
  return `${css}}\n`;
}
