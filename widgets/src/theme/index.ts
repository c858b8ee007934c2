export { type Appearance, type AppearanceVariables, appearanceStyle, cx } from './appearance.ts';
export { type Brand, type BrandId, brandForHost, brands } from './brands.ts';
export { type ColorTokens, colors, radii, renderTokensCss, scales, type Theme, themes } from './tokens.ts';
