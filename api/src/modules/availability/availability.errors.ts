import type { ErrorDefinition } from '../../plugins/errors/app-error.ts';

export const availabilityErrors = {
  availability_slot_exists: {
    status: 409,
    title: { fr: 'Ce créneau existe déjà pour cette date', en: 'This slot already exists for this date' },
  },
  availability_block_not_found: {
    status: 404,
    title: { fr: 'Disponibilité introuvable', en: 'Availability block not found' },
  },
  availability_not_an_occurrence: {
    status: 422,
    title: { fr: 'Aucune disponibilité à cette date', en: 'No occurrence on this date' },
  },
  calendar_unreadable: {
    status: 422,
    title: { fr: 'Calendrier illisible', en: 'Unreadable calendar' },
  },
  calendar_too_many_events: {
    status: 422,
    title: { fr: 'Calendrier trop chargé', en: 'Too many calendar events' },
  },
} as const satisfies Record<string, ErrorDefinition>;
