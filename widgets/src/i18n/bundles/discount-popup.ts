import en from '../locales/en/discount-popup.json' with { type: 'json' };
import fr from '../locales/fr/discount-popup.json' with { type: 'json' };
import type { NamespaceBundle } from '../namespaces.ts';

export const discountPopupNs: NamespaceBundle = { ns: 'discount-popup', fr, en };
