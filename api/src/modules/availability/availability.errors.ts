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
  google_calendar_state_mismatch: {
    status: 422,
    title: { fr: 'Connexion à Google expirée ou inconnue', en: 'Unknown or expired Google connection' },
  },
  google_calendar_refused: {
    status: 422,
    title: { fr: 'Google a refusé l’accès à l’agenda', en: 'Google refused access to the calendar' },
  },
  google_calendar_unreachable: {
    status: 503,
    title: { fr: 'Google Agenda ne répond pas', en: 'Google Calendar is not answering' },
  },
  google_calendar_not_connected: {
    status: 409,
    title: { fr: 'Google Agenda n’est pas connecté', en: 'Google Calendar is not connected' },
  },
  google_calendar_unavailable: {
    status: 503,
    title: { fr: 'Synchronisation Google indisponible', en: 'Google sync unavailable' },
  },
} as const satisfies Record<string, ErrorDefinition>;
