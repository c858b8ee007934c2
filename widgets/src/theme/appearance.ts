/**
 * A partner's customisation in one object (ARCHITECTURE §6): a theme, variables mapped onto the
 * `--propre-*` tokens, and a class name per named part (`data-part`).
 */
import type { CSSProperties } from 'react';
import type { PartName } from '../parts.ts';
import type { Theme } from './tokens.ts';

export interface AppearanceVariables {
  colorPrimary?: string;
  colorPrimaryHover?: string;
  colorPrimaryContrast?: string;
  colorBackground?: string;
  colorSurface?: string;
  colorText?: string;
  colorTextMuted?: string;
  colorBorder?: string;
  colorDanger?: string;
  colorFocus?: string;
  fontFamily?: string;
  /** Base font size of the widgets, e.g. `'16px'` or `'1rem'`. */
  fontSize?: string;
  /** Corner radius of controls; cards and dialogs get a larger radius derived from it. */
  radius?: string;
  /** Height of buttons and fields; keep it ≥ 44px for touch. */
  controlHeight?: string;
}

export interface Appearance {
  theme?: Theme;
  variables?: AppearanceVariables;
  /**
   * A class name of yours per named part (the values of `data-part`), added after ours: every
   * part is listed, so a misspelt name is a type error.
   */
  elements?: Partial<Record<PartName, string>>;
}

const tokenOf: Record<keyof AppearanceVariables, string[]> = {
  colorPrimary: ['--propre-color-primary', '--propre-color-focus'],
  colorPrimaryHover: ['--propre-color-primary-hover'],
  colorPrimaryContrast: ['--propre-color-primary-contrast'],
  colorBackground: ['--propre-color-bg'],
  colorSurface: ['--propre-color-surface'],
  colorText: ['--propre-color-text'],
  colorTextMuted: ['--propre-color-text-muted'],
  colorBorder: ['--propre-color-border'],
  colorDanger: ['--propre-color-danger'],
  colorFocus: ['--propre-color-focus'],
  fontFamily: ['--propre-font-family'],
  fontSize: ['--propre-font-size-md'],
  radius: ['--propre-radius-md', '--propre-radius-sm'],
  controlHeight: ['--propre-control-height'],
};

/** The inline custom properties for `variables`; later keys win (colorFocus over colorPrimary). */
export function appearanceStyle(variables: AppearanceVariables | undefined): CSSProperties {
  const style: Record<string, string> = {};
  if (!variables) return style;
  for (const key of Object.keys(tokenOf) as (keyof AppearanceVariables)[]) {
    const value = variables[key];
    if (value === undefined || value === '') continue;
    for (const token of tokenOf[key]) style[token] = value;
  }
  if (variables.radius) style['--propre-radius-lg'] = `calc(${variables.radius} * 1.6)`;
  return style as CSSProperties;
}

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** A widget's appearance over the provider's: variables and elements merged, the widget's winning. */
export function mergeAppearance(base: Appearance | undefined, own: Appearance): Appearance {
  if (!base) return own;
  return {
    theme: own.theme ?? base.theme,
    variables: { ...base.variables, ...own.variables },
    elements: { ...base.elements, ...own.elements },
  };
}
