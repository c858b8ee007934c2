/**
 * The auth entry's named parts: each is `auth<Part>` as `data-part`, the class
 * `propre-auth__<part>`, and `appearance.elements.auth<Part>` for a partner's own class. The
 * forms' frame (heading, alert, submit, footer) is the forms kit's (`formTitle`…).
 */
export const authParts = [
  // The /auth page's tabs.
  'tabs',
  // Each form's root.
  'register',
  'selectRole',
  'forgotPassword',
  'resetPassword',
  // Inside the forms.
  'field',
  'terms',
  'termsLink',
  'notice',
  'link',
  'signIn',
  'backToLogin',
  'askAgain',
  'again',
  // Client or cleaner.
  'role',
  'roleCards',
  'roleCard',
  'roleInput',
  'roleIcon',
  'roleText',
  'roleLabel',
  'roleHint',
  // A new password and its strength.
  'password',
  'strength',
  'strengthBars',
  'strengthBar',
  'strengthLabel',
  // Passkeys in the account settings.
  'passkeys',
  'passkeysHeader',
  'passkeysTitle',
  'passkeysSubtitle',
  'passkeysList',
  'passkeysItem',
  'passkeysItemText',
  'passkeysName',
  'passkeysMeta',
  'passkeysEmpty',
  'passkeysAdd',
] as const;

export type AuthPart = (typeof authParts)[number];
