import type { ErrorDefinition } from '../../plugins/errors/app-error.ts';

export const cleanerErrors = {
  invalid_hourly_rate: { status: 422, title: { fr: 'Taux invalide', en: 'Invalid rate' } },
  invalid_fixed_rates: { status: 422, title: { fr: 'Prix fixes invalides', en: 'Invalid fixed prices' } },
  service_type_required: {
    status: 422,
    title: { fr: 'Choisissez au moins un type de service', en: 'Choose at least one service type' },
  },
  tax_numbers_incomplete: {
    status: 422,
    title: { fr: 'Numéros de taxes incomplets', en: 'Tax numbers incomplete' },
  },
  gallery_full: { status: 422, title: { fr: 'Galerie pleine', en: 'Gallery full' } },
  cleaner_not_found: { status: 404, title: { fr: 'Nettoyeur introuvable', en: 'Cleaner not found' } },
} as const satisfies Record<string, ErrorDefinition>;
