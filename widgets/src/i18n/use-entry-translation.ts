import type { EntryTexts } from './entry-texts.ts';
import { useWidgetTranslation, type WidgetTranslation } from './use-widget-translation.ts';

/**
 * `t` of an entry's namespace (then `common`'s as `t('common:…')`). `defineWidget` has loaded the
 * texts of the provider's language before the widget renders.
 */
export function useEntryTranslation(texts: EntryTexts): WidgetTranslation {
  return useWidgetTranslation(texts.ns, 'common');
}
