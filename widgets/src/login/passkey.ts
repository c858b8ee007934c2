/**
 * The browser half of signing in with a passkey (WebAuthn): turns the API's JSON options into
 * what `navigator.credentials.get()` takes, and the assertion it returns into the JSON the API
 * verifies. Kept in its own module so the login widget imports it only when a person chooses
 * the passkey (see LoginWidget), and so it can be tested alone.
 */
import { type components, fromBase64Url, toBase64Url } from '@propre/sdk';
import { credentialJSON, descriptorsFromJSON, unlessDismissed } from '../forms/webauthn.ts';

export type PasskeyRequestOptionsJSON = components['schemas']['PasskeyRequestOptions'];
export type PasskeyAssertionJSON = components['schemas']['PasskeyAuthenticationCredential'];

/** Whether this browser can sign in with a passkey at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && !!navigator.credentials;
}

/** The API's options as `navigator.credentials.get()` wants them (bytes instead of strings). */
export function requestOptionsFromJSON(options: PasskeyRequestOptionsJSON): PublicKeyCredentialRequestOptions {
  const { challenge, allowCredentials, hints: _hints, extensions, ...rest } = options;
  return {
    ...rest,
    challenge: fromBase64Url(challenge),
    ...(allowCredentials && { allowCredentials: descriptorsFromJSON(allowCredentials) }),
    ...(extensions && { extensions: extensions as AuthenticationExtensionsClientInputs }),
  };
}

/** The assertion as the API expects it (`PublicKeyCredential.toJSON()` of WebAuthn Level 3). */
export function assertionToJSON(credential: PublicKeyCredential): PasskeyAssertionJSON {
  const response = credential.response as AuthenticatorAssertionResponse;
  return {
    ...credentialJSON(credential),
    response: {
      clientDataJSON: toBase64Url(response.clientDataJSON),
      authenticatorData: toBase64Url(response.authenticatorData),
      signature: toBase64Url(response.signature),
      ...(response.userHandle && { userHandle: toBase64Url(response.userHandle) }),
    },
  };
}

/**
 * Asks the browser (and the person) for a passkey of this site. Resolves with the assertion to
 * send to the API, or null when the person closed the prompt (NotAllowedError / AbortError).
 */
export async function getPasskeyAssertion(
  options: PasskeyRequestOptionsJSON,
  signal?: AbortSignal,
): Promise<PasskeyAssertionJSON | null> {
  const credential = await unlessDismissed(() =>
    navigator.credentials.get({ publicKey: requestOptionsFromJSON(options), ...(signal && { signal }) }),
  );
  return credential ? assertionToJSON(credential) : null;
}
