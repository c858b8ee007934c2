import type { ErrorDefinition } from '../../plugins/errors/app-error.ts';

export const analyticsErrors = {
  analytics_event_invalid: {
    status: 400,
    title: { fr: 'Événement d’analyse invalide', en: 'Invalid analytics event' },
  },
  analytics_range_invalid: {
    status: 400,
    title: { fr: 'Période invalide', en: 'Invalid date range' },
  },
} as const satisfies Record<string, ErrorDefinition>;
