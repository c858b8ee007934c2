import en from '../locales/en/reviews.json' with { type: 'json' };
import fr from '../locales/fr/reviews.json' with { type: 'json' };
import type { NamespaceBundle } from '../namespaces.ts';

export const reviewsNs: NamespaceBundle = { ns: 'reviews', fr, en };
