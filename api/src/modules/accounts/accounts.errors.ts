import type { ErrorDefinition } from '../../plugins/errors/app-error.ts';

export const accountErrors = {
  invalid_credentials: {
    status: 401,
    title: { fr: 'Identifiants invalides', en: 'Invalid credentials' },
  },
  username_taken: { status: 409, title: { fr: 'Nom d’utilisateur déjà pris', en: 'Username already taken' } },
  email_taken: { status: 409, title: { fr: 'Courriel déjà utilisé', en: 'Email already used' } },
  invalid_referral_code: { status: 422, title: { fr: 'Code de parrainage invalide', en: 'Invalid referral code' } },
  password_too_common: {
    status: 422,
    title: { fr: 'Mot de passe trop courant', en: 'Password too common' },
  },
  terms_version_outdated: {
    status: 422,
    title: { fr: 'Conditions d’utilisation à accepter de nouveau', en: 'Terms of service changed' },
  },
  role_already_selected: { status: 409, title: { fr: 'Rôle déjà choisi', en: 'Role already chosen' } },
  current_password_required: {
    status: 422,
    title: { fr: 'Mot de passe actuel requis', en: 'Current password required' },
  },
  current_password_incorrect: {
    status: 422,
    title: { fr: 'Mot de passe actuel incorrect', en: 'Current password incorrect' },
  },
  confirmation_mismatch: {
    status: 422,
    title: { fr: 'Mot de confirmation incorrect', en: 'Confirmation word does not match' },
  },
  reset_token_invalid: { status: 422, title: { fr: 'Lien de réinitialisation invalide', en: 'Invalid reset link' } },
  reset_token_expired: { status: 422, title: { fr: 'Lien de réinitialisation expiré', en: 'Reset link expired' } },
  reset_token_used: { status: 422, title: { fr: 'Lien de réinitialisation déjà utilisé', en: 'Reset link already used' } },
  account_has_open_bookings: {
    status: 409,
    title: { fr: 'Réservations en cours', en: 'Bookings still open' },
  },
  account_suspended: {
    status: 403,
    title: {
      fr: 'Compte suspendu. Communiquez avec le soutien.',
      en: 'Account suspended. Please contact support.',
    },
  },
  rate_limited: {
    status: 429,
    title: { fr: 'Trop de tentatives', en: 'Too many requests' },
  },
} as const satisfies Record<string, ErrorDefinition>;
