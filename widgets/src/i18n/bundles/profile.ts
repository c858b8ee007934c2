import en from '../locales/en/profile.json' with { type: 'json' };
import fr from '../locales/fr/profile.json' with { type: 'json' };
import type { NamespaceBundle } from '../namespaces.ts';

export const profileNs: NamespaceBundle = { ns: 'profile', fr, en };
