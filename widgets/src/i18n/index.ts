export { addBundle, createWidgetI18n, loadCommonTexts } from './create-i18n.ts';
export { defineTexts, type EntryTexts, textsReady } from './entry-texts.ts';
// The locales and namespaces, all of them public.
export * from './namespaces.ts';
export { useEntryTranslation } from './use-entry-translation.ts';
export { useWidgetTranslation, type WidgetTranslation } from './use-widget-translation.ts';
