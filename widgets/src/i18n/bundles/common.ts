import en from '../locales/en/common.json' with { type: 'json' };
import fr from '../locales/fr/common.json' with { type: 'json' };
import type { NamespaceBundle } from '../namespaces.ts';

export const commonNs: NamespaceBundle = { ns: 'common', fr, en };
