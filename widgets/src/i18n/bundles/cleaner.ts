import en from '../locales/en/cleaner.json' with { type: 'json' };
import fr from '../locales/fr/cleaner.json' with { type: 'json' };
import type { NamespaceBundle } from '../namespaces.ts';

export const cleanerNs: NamespaceBundle = { ns: 'cleaner', fr, en };
