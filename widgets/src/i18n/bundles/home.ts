import en from '../locales/en/home.json' with { type: 'json' };
import fr from '../locales/fr/home.json' with { type: 'json' };
import type { NamespaceBundle } from '../namespaces.ts';

export const homeNs: NamespaceBundle = { ns: 'home', fr, en };
