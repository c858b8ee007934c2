import en from '../locales/en/booking.json' with { type: 'json' };
import fr from '../locales/fr/booking.json' with { type: 'json' };
import type { NamespaceBundle } from '../namespaces.ts';

export const bookingNs: NamespaceBundle = { ns: 'booking', fr, en };
