import en from '../locales/en/common.json' with { type: 'json' };
import fr from '../locales/fr/common.json' with { type: 'json' };
import type { Locale, NamespaceBundle } from '../namespaces.ts';

/**
 * The `common` namespace in both languages: what `#common-texts` is by default (the npm package,
 * Storybook, the tests). Builds that resolve `propre-one-language` get `../one-language-common.ts`.
 */
export const commonNs: NamespaceBundle = { ns: 'common', fr, en };

/** Both languages are already here: nothing to load. */
export function loadCommon(_locale: Locale): Promise<void> {
  return Promise.resolve();
}
