import en from '../locales/en/gallery.json' with { type: 'json' };
import fr from '../locales/fr/gallery.json' with { type: 'json' };
import type { NamespaceBundle } from '../namespaces.ts';

export const galleryNs: NamespaceBundle = { ns: 'gallery', fr, en };
