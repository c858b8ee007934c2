import en from '../locales/en/footer.json' with { type: 'json' };
import fr from '../locales/fr/footer.json' with { type: 'json' };
import type { NamespaceBundle } from '../namespaces.ts';

export const footerNs: NamespaceBundle = { ns: 'footer', fr, en };
