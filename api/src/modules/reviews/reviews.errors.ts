import type { ErrorDefinition } from '../../plugins/errors/app-error.ts';

/** Also answered by reviews: `booking_not_found` (bookings area), for a booking that is not the caller's. */
export const reviewErrors = {
  review_ratings_incomplete: {
    status: 400,
    title: { fr: 'Un avis demande une note dans chaque catégorie', en: 'A review requires a rating in every category' },
  },
  review_booking_not_completed: {
    status: 409,
    title: { fr: 'Seule une réservation terminée peut être évaluée', en: 'Only a completed booking can be reviewed' },
  },
  review_already_exists: {
    status: 409,
    title: { fr: 'Cette réservation a déjà un avis', en: 'This booking already has a review' },
  },
  review_not_found: { status: 404, title: { fr: 'Avis introuvable', en: 'Review not found' } },
  review_reply_exists: {
    status: 409,
    title: { fr: 'Vous avez déjà répondu à cet avis', en: 'You already answered this review' },
  },
  review_already_hidden: { status: 409, title: { fr: 'Cet avis est déjà masqué', en: 'This review is already hidden' } },
  review_not_hidden: { status: 409, title: { fr: 'Cet avis n’est pas masqué', en: 'This review is not hidden' } },
} as const satisfies Record<string, ErrorDefinition>;
