import en from '../locales/en/newsletter.json' with { type: 'json' };
import fr from '../locales/fr/newsletter.json' with { type: 'json' };
import type { NamespaceBundle } from '../namespaces.ts';

export const newsletterNs: NamespaceBundle = { ns: 'newsletter', fr, en };
