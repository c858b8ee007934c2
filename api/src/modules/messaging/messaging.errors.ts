import type { ErrorDefinition } from '../../plugins/errors/app-error.ts';

/**
 * Messaging's codes. Those starting with `socket_` are answered in ERROR frames of /ws/messages
 * (their status says which HTTP status they correspond to); the others also as HTTP problems.
 */
export const messagingErrors = {
  conversation_not_found: {
    status: 404,
    title: { fr: 'Conversation introuvable', en: 'Conversation not found' },
  },
  messaging_confirmed_bookings_only: {
    status: 403,
    title: {
      fr: 'La messagerie est disponible seulement pour les réservations confirmées',
      en: 'Messaging is available only for confirmed bookings',
    },
  },
  conversation_closed: {
    status: 403,
    title: {
      fr: 'Cette réservation est terminée : la conversation est en lecture seule',
      en: 'This booking has ended: the conversation is read-only',
    },
  },
  message_contains_phone_number: {
    status: 422,
    title: {
      fr: 'Numéro de téléphone détecté : gardez vos échanges sur la plateforme',
      en: 'Phone number detected: keep your conversations on the platform',
    },
  },
  message_not_found: { status: 404, title: { fr: 'Message introuvable', en: 'Message not found' } },
  admin_message_not_found: { status: 404, title: { fr: 'Message introuvable', en: 'Message not found' } },
  message_recipient_not_found: { status: 404, title: { fr: 'Utilisateur introuvable', en: 'User not found' } },
  socket_origin_forbidden: {
    status: 403,
    title: { fr: 'Origine non autorisée pour la messagerie', en: 'Origin not allowed for messaging' },
  },
  socket_auth_failed: {
    status: 401,
    title: { fr: 'Authentification de la connexion refusée', en: 'Connection authentication refused' },
  },
  socket_auth_timeout: {
    status: 401,
    title: { fr: 'Délai d’authentification dépassé', en: 'Connection timeout: not authenticated in time' },
  },
  socket_not_authenticated: {
    status: 401,
    title: { fr: 'Authentifiez d’abord la connexion', en: 'Authenticate the connection first' },
  },
  socket_frame_invalid: {
    status: 400,
    title: { fr: 'Message de connexion invalide', en: 'Failed to parse message' },
  },
} as const satisfies Record<string, ErrorDefinition>;
