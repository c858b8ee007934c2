import { type LazyNamespace, useLazyTranslation } from '../i18n/lazy-namespace.ts';
import type { WidgetTranslation } from '../i18n/use-widget-translation.ts';

/** The properties texts, one language at a time (see i18n/lazy-namespace.ts). */
export const propertiesTexts: LazyNamespace = {
  ns: 'properties',
  probe: 'addTitle',
  load: {
    fr: () => import('./texts-fr.ts'),
    en: () => import('./texts-en.ts'),
  },
};

/** `t` of the `properties` namespace (then `common`), once the provider's language has its texts (suspends until then). */
export function usePropertiesTranslation(): WidgetTranslation {
  return useLazyTranslation(propertiesTexts, 'common');
}
