import en from '../locales/en/header.json' with { type: 'json' };
import fr from '../locales/fr/header.json' with { type: 'json' };
import type { NamespaceBundle } from '../namespaces.ts';

export const headerNs: NamespaceBundle = { ns: 'header', fr, en };
