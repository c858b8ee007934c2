export { addBundle, createWidgetI18n } from './create-i18n.ts';
export { defineTexts, type EntryTexts, textsReady } from './entry-texts.ts';
export {
  type Locale,
  locales,
  type Messages,
  type Namespace,
  type NamespaceBundle,
  namespaces,
  type ResourceOverrides,
  toLocale,
} from './namespaces.ts';
export { useEntryTranslation } from './use-entry-translation.ts';
export { useWidgetTranslation, type WidgetTranslation } from './use-widget-translation.ts';
