import { type ErrorDefinition, errorsOf } from './app-error.ts';

/** Codes shared by every operation: transport, validation and unexpected failures. */
export const commonErrors = {
  bad_request: { status: 400, title: { fr: 'Requête invalide', en: 'Bad request' } },
  malformed_json: { status: 400, title: { fr: 'JSON mal formé', en: 'Malformed JSON' } },
  validation_failed: {
    status: 400,
    title: { fr: 'Vérifiez tous les champs', en: 'Check all fields' },
  },
  not_found: { status: 404, title: { fr: 'Introuvable', en: 'Not found' } },
  method_not_allowed: { status: 405, title: { fr: 'Méthode non permise', en: 'Method not allowed' } },
  conflict: { status: 409, title: { fr: 'Conflit', en: 'Conflict' } },
  already_exists: { status: 409, title: { fr: 'Existe déjà', en: 'Already exists' } },
  related_resource_missing: {
    status: 409,
    title: { fr: 'Ressource liée introuvable', en: 'Related resource missing' },
  },
  payload_too_large: { status: 413, title: { fr: 'Fichier ou contenu trop volumineux', en: 'Payload too large' } },
  unsupported_media_type: { status: 415, title: { fr: 'Type de contenu non pris en charge', en: 'Unsupported media type' } },
  image_unreadable: {
    status: 422,
    title: { fr: 'Image illisible', en: 'Unreadable image' },
  },
  image_too_many_pixels: {
    status: 422,
    title: { fr: 'Image trop grande', en: 'Image too large' },
  },
  server_busy: {
    status: 429,
    title: { fr: 'Trop de traitements en cours', en: 'Too much work in progress' },
  },
  internal_error: {
    status: 500,
    title: {
      fr: 'Une erreur est survenue. Veuillez réessayer plus tard.',
      en: 'Something went wrong. Please try again later.',
    },
  },
  service_unavailable: {
    status: 503,
    title: { fr: 'Service indisponible', en: 'Service unavailable' },
  },
} as const satisfies Record<string, ErrorDefinition>;

/** Raises a shared code (`validation_failed`, `not_found`…) with its catalogued status. */
export const commonFail = errorsOf(commonErrors);
