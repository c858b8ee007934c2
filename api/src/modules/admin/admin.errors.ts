import type { ErrorDefinition } from '../../plugins/errors/app-error.ts';

/** The admin area's own refusals (permission denied is the common `forbidden`). */
export const adminErrors = {
  user_not_found: { status: 404, title: { fr: 'Utilisateur introuvable', en: 'User not found' } },
  admin_not_suspendable: {
    status: 409,
    title: { fr: 'Un administrateur ne peut pas être suspendu', en: 'An administrator cannot be suspended' },
  },
  user_already_suspended: { status: 409, title: { fr: 'Compte déjà suspendu', en: 'Account already suspended' } },
  user_not_suspended: { status: 409, title: { fr: 'Ce compte n’est pas suspendu', en: 'This account is not suspended' } },
} as const satisfies Record<string, ErrorDefinition>;
