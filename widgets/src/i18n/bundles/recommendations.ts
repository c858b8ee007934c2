import en from '../locales/en/recommendations.json' with { type: 'json' };
import fr from '../locales/fr/recommendations.json' with { type: 'json' };
import type { NamespaceBundle } from '../namespaces.ts';

export const recommendationsNs: NamespaceBundle = { ns: 'recommendations', fr, en };
