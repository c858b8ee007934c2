import type { ErrorDefinition } from '../errors/app-error.ts';

/** The permission gate's refusals: no session, a role the operation does not admit, no CSRF proof, an unknown key. */
export const authErrors = {
  unauthenticated: {
    status: 401,
    title: { fr: 'Connexion requise', en: 'Sign-in required' },
  },
  forbidden: {
    status: 403,
    title: { fr: 'Accès refusé', en: 'Access denied' },
  },
  csrf_token_missing: {
    status: 403,
    title: {
      fr: 'Jeton de sécurité manquant ou impossible à obtenir',
      en: 'Security token missing or unobtainable',
    },
  },
  partner_api_key_invalid: {
    status: 401,
    title: { fr: 'Clé d’API inconnue ou révoquée', en: 'Unknown or revoked API key' },
  },
} as const satisfies Record<string, ErrorDefinition>;
