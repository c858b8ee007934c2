import en from '../locales/en/calendar.json' with { type: 'json' };
import fr from '../locales/fr/calendar.json' with { type: 'json' };
import type { NamespaceBundle } from '../namespaces.ts';

export const calendarNs: NamespaceBundle = { ns: 'calendar', fr, en };
