import en from '../locales/en/properties.json' with { type: 'json' };
import fr from '../locales/fr/properties.json' with { type: 'json' };
import type { NamespaceBundle } from '../namespaces.ts';

export const propertiesNs: NamespaceBundle = { ns: 'properties', fr, en };
