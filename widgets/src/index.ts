/**
 * @propre/widgets: the provider, the primitives, i18n, error messages and the brand tokens.
 * Widgets have their own entry points (`@propre/widgets/login`, `@propre/widgets/cleaner-search`)
 * so a partner pays only for what it imports.
 */
export { fieldNameOf, type ProblemMessage, problemMessage } from './errors/index.ts';
export {
  addBundle,
  createWidgetI18n,
  loadCommonTexts,
  useWidgetTranslation,
  type WidgetTranslation,
} from './i18n/index.ts';
export * from './i18n/namespaces.ts';
export * from './provider/index.ts';
export {
  type Appearance,
  type AppearanceVariables,
  appearanceStyle,
  type Brand,
  type BrandId,
  brandForHost,
  brands,
  cx,
  type Theme,
  themes,
} from './theme/index.ts';
export * from './ui/index.ts';
