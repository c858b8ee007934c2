import en from '../locales/en/account.json' with { type: 'json' };
import fr from '../locales/fr/account.json' with { type: 'json' };
import type { NamespaceBundle } from '../namespaces.ts';

export const accountNs: NamespaceBundle = { ns: 'account', fr, en };
