import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePropreContext } from '../context/context.ts';
import { addBundle } from './create-i18n.ts';
import type { Namespace, NamespaceBundle } from './namespaces.ts';

export interface WidgetTranslation {
  t: TFunction;
  i18n: I18n;
}

/**
 * `t` for the provider's private i18next instance. Pass the namespace's bundle (e.g. `accountNs`
 * from `i18n/resources.ts`) to register the messages a widget ships with; pass a name for a
 * namespace already loaded (`'common'` always is) or provided by the host. The first namespace
 * is the default one of `t`; reach others as `t('common:retry')`.
 */
export function useWidgetTranslation(...namespaces: (Namespace | (string & {}) | NamespaceBundle)[]): WidgetTranslation {
  const { i18n, loadedNamespaces } = usePropreContext();
  const names: string[] = [];
  for (const entry of namespaces) {
    if (typeof entry === 'string') {
      names.push(entry);
      continue;
    }
    names.push(entry.ns);
    // Synchronous and idempotent: the bundle is in memory, added once per provider.
    if (!loadedNamespaces.has(entry.ns)) {
      loadedNamespaces.add(entry.ns);
      addBundle(i18n, entry);
    }
  }
  if (names.length === 0) names.push('common');
  const { t } = useTranslation(names, { i18n });
  return { t: t as unknown as TFunction, i18n };
}
