import type { ErrorDefinition } from '../../plugins/errors/app-error.ts';

/** Also answered by bookings: `city_not_served` (places area's catalogue). */
export const bookingErrors = {
  booking_not_found: { status: 404, title: { fr: 'Réservation introuvable', en: 'Booking not found' } },
  booking_transition_not_allowed: {
    status: 409,
    title: { fr: 'Action impossible pour cette réservation', en: 'Action not allowed for this booking' },
  },
  booking_request_expired: {
    status: 409,
    title: { fr: 'La demande de réservation a expiré', en: 'The booking request has expired' },
  },
  booking_start_passed: {
    status: 409,
    title: { fr: 'L’heure de la réservation est passée', en: 'The booking’s start has passed' },
  },
  postpone_too_late: {
    status: 409,
    title: {
      fr: 'Report possible jusqu’à 24 heures avant le début',
      en: 'Postponing is possible up to 24 hours before the start',
    },
  },
  slot_unavailable: {
    status: 409,
    title: { fr: 'Ce créneau n’est plus disponible', en: 'This time slot is no longer available' },
  },
  property_not_found: { status: 422, title: { fr: 'Propriété introuvable', en: 'Property not found' } },
  cleaner_not_bookable: {
    status: 422,
    title: { fr: 'Ce nettoyeur ne peut pas être réservé', en: 'This cleaner cannot be booked' },
  },
  cleaner_unavailable: {
    status: 422,
    title: {
      fr: 'Ce nettoyeur ne prend pas de réservations pour le moment',
      en: 'This cleaner is not taking bookings at the moment',
    },
  },
  service_type_not_offered: {
    status: 422,
    title: { fr: 'Service non offert par ce nettoyeur', en: 'Service not offered by this cleaner' },
  },
  pets_not_tolerated: {
    status: 422,
    title: { fr: 'Ce nettoyeur n’accepte pas cet animal', en: 'This cleaner does not accept this pet' },
  },
  property_type_not_priced: {
    status: 422,
    title: { fr: 'Aucun prix pour ce type de propriété', en: 'No price for this type of property' },
  },
  discount_code_invalid: { status: 422, title: { fr: 'Code de réduction invalide', en: 'Invalid discount code' } },
  payment_failed: {
    status: 402,
    title: {
      fr: 'Une erreur est survenue lors du paiement, veuillez réessayer',
      en: 'An error occurred during payment, please try again',
    },
  },
  payment_requires_action: {
    status: 402,
    title: { fr: 'Votre banque demande une confirmation', en: 'Your bank asks for a confirmation' },
  },
  refund_failed: { status: 502, title: { fr: 'Le remboursement a échoué', en: 'The refund failed' } },
  too_far_from_property: {
    status: 422,
    title: { fr: 'Vous êtes trop loin de la propriété', en: 'You are too far from the property' },
  },
  punch_in_too_early: {
    status: 409,
    title: { fr: 'Trop tôt pour pointer l’arrivée', en: 'Too early to punch in' },
  },
  checklist_not_submitted: {
    status: 409,
    title: {
      fr: 'Soumettez la liste de contrôle avant de pointer le départ',
      en: 'Submit the checklist before punching out',
    },
  },
  checklist_locked: {
    status: 409,
    title: { fr: 'La liste de contrôle ne peut plus changer', en: 'The checklist can no longer change' },
  },
  checklist_tasks_locked: {
    status: 409,
    title: {
      fr: 'Les tâches ne changent plus pendant le ménage',
      en: 'The tasks cannot change during the cleaning',
    },
  },
  checklist_incomplete: {
    status: 422,
    title: {
      fr: 'Toutes les tâches doivent être complétées',
      en: 'All tasks must be completed',
    },
  },
  photos_required: {
    status: 422,
    title: {
      fr: 'Les photos avant et après sont requises',
      en: 'Before and after photos are required',
    },
  },
  photos_not_allowed: {
    status: 403,
    title: { fr: 'Le client n’a pas autorisé les photos', en: 'The client did not allow photos' },
  },
  photos_locked: {
    status: 409,
    title: {
      fr: 'Les photos se prennent pendant le ménage',
      en: 'Photos are taken during the cleaning',
    },
  },
  too_many_photos: { status: 422, title: { fr: 'Trop de photos', en: 'Too many photos' } },
  photo_not_found: { status: 404, title: { fr: 'Photo introuvable', en: 'Photo not found' } },
} as const satisfies Record<string, ErrorDefinition>;
