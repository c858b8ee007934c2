import type { ErrorDefinition } from '../../plugins/errors/app-error.ts';

/** Refusals of partners' keys, origins and webhook endpoints. */
export const partnerErrors = {
  partner_origin_not_allowed: {
    status: 403,
    title: {
      fr: 'Cette clé publique n’est pas autorisée pour cette origine',
      en: 'This publishable key is not allowed from this origin',
    },
  },
  partner_not_found: {
    status: 404,
    title: { fr: 'Partenaire introuvable', en: 'Partner not found' },
  },
  partner_api_key_not_found: {
    status: 404,
    title: { fr: 'Clé d’API introuvable', en: 'API key not found' },
  },
  partner_api_key_revoked: {
    status: 409,
    title: { fr: 'Cette clé d’API est révoquée', en: 'This API key is revoked' },
  },
  webhook_endpoint_not_found: {
    status: 404,
    title: { fr: 'Point de terminaison introuvable', en: 'Webhook endpoint not found' },
  },
  webhook_endpoint_disabled: {
    status: 409,
    title: { fr: 'Ce point de terminaison est désactivé', en: 'This webhook endpoint is disabled' },
  },
  webhook_delivery_not_found: {
    status: 404,
    title: { fr: 'Envoi de webhook introuvable', en: 'Webhook delivery not found' },
  },
  publishable_key_origins_required: {
    status: 422,
    title: {
      fr: 'Une clé publique doit nommer les origines autorisées, une clé secrète aucune',
      en: 'A publishable key needs its allowed origins, a secret key none',
    },
  },
  origin_invalid: {
    status: 422,
    title: { fr: 'Origine invalide', en: 'Invalid origin' },
  },
  webhook_url_not_allowed: {
    status: 422,
    title: { fr: 'Adresse de webhook refusée', en: 'Webhook URL not allowed' },
  },
  partner_limit_reached: {
    status: 409,
    title: { fr: 'Limite atteinte', en: 'Limit reached' },
  },
} as const satisfies Record<string, ErrorDefinition>;
