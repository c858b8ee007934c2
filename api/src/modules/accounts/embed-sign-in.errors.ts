import type { ErrorDefinition } from '../../plugins/errors/app-error.ts';

/** Refusals of the embed's sign-in window and of its code exchange. */
export const embedSignInErrors = {
  embed_client_invalid: {
    status: 422,
    title: { fr: 'Clé publique inconnue ou révoquée', en: 'Unknown or revoked publishable key' },
  },
  embed_code_invalid: {
    status: 400,
    title: {
      fr: 'Code de connexion inconnu, déjà utilisé ou expiré',
      en: 'Sign-in code unknown, already used or expired',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;
