import type { ErrorDefinition } from '../../plugins/errors/app-error.ts';

export const passkeyErrors = {
  passkey_invalid: {
    status: 401,
    title: { fr: 'Connexion par clé d’accès refusée', en: 'Passkey sign-in refused' },
  },
  passkey_registration_invalid: {
    status: 422,
    title: { fr: 'Clé d’accès impossible à vérifier', en: 'Passkey could not be verified' },
  },
  passkey_challenge_expired: {
    status: 422,
    title: { fr: 'Demande de clé d’accès expirée', en: 'Passkey request expired' },
  },
  passkey_already_registered: {
    status: 409,
    title: { fr: 'Clé d’accès déjà enregistrée', en: 'Passkey already registered' },
  },
  passkey_not_found: {
    status: 404,
    title: { fr: 'Clé d’accès introuvable', en: 'Passkey not found' },
  },
} as const satisfies Record<string, ErrorDefinition>;
