import en from '../locales/en/auth.json' with { type: 'json' };
import fr from '../locales/fr/auth.json' with { type: 'json' };
import type { NamespaceBundle } from '../namespaces.ts';

export const authNs: NamespaceBundle = { ns: 'auth', fr, en };
