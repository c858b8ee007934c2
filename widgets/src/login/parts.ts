/**
 * The login entry's named parts: each is `login<Part>` as `data-part`, the class
 * `propre-login__<part>`, and `appearance.elements.login<Part>` for a partner's own class. The
 * frame's own parts (heading, alert, submit, footer) are the forms kit's (`formTitle`…).
 */
export const loginParts = [
  'root',
  'identifier',
  'password',
  'forgotPassword',
  'options',
  'remember',
  'divider',
  'passkey',
  'passkeyIcon',
  'createAccount',
] as const;

export type LoginPart = (typeof loginParts)[number];
