import en from '../locales/en/landing.json' with { type: 'json' };
import fr from '../locales/fr/landing.json' with { type: 'json' };
import type { NamespaceBundle } from '../namespaces.ts';

export const landingNs: NamespaceBundle = { ns: 'landing', fr, en };
