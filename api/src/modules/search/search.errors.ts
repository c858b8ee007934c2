import type { ErrorDefinition } from '../../plugins/errors/app-error.ts';

export const searchErrors = {
  place_ambiguous: {
    status: 422,
    title: { fr: 'Lieu ambigu', en: 'Ambiguous place' },
  },
} as const satisfies Record<string, ErrorDefinition>;
