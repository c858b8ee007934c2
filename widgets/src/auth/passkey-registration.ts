/**
 * The browser half of adding a passkey (WebAuthn): the API's JSON options into what
 * `navigator.credentials.create()` takes, and the new credential into the JSON the API
 * verifies. Loaded only when a person presses "add a passkey" (see PasskeySettings).
 */
import type { components } from '@propre/sdk';
import { fromBase64Url, toBase64Url } from '@propre/sdk';
import { credentialJSON, descriptorsFromJSON, unlessDismissed } from '../forms/webauthn.ts';

export type PasskeyCreationOptionsJSON = components['schemas']['PasskeyRegistrationOptions'];
export type PasskeyRegistrationJSON = components['schemas']['PasskeyRegistrationCredential'];

/** The API's options as `navigator.credentials.create()` wants them (bytes instead of strings). */
export function creationOptionsFromJSON(options: PasskeyCreationOptionsJSON): PublicKeyCredentialCreationOptions {
  const { challenge, user, excludeCredentials, hints: _hints, attestationFormats: _formats, extensions, ...rest } = options;
  return {
    ...rest,
    challenge: fromBase64Url(challenge),
    user: { ...user, id: fromBase64Url(user.id) },
    pubKeyCredParams: options.pubKeyCredParams,
    ...(excludeCredentials && { excludeCredentials: descriptorsFromJSON(excludeCredentials) }),
    ...(extensions && { extensions: extensions as AuthenticationExtensionsClientInputs }),
  };
}

/** The new credential as the API expects it (`PublicKeyCredential.toJSON()` of WebAuthn Level 3). */
export function registrationToJSON(credential: PublicKeyCredential): PasskeyRegistrationJSON {
  const response = credential.response as AuthenticatorAttestationResponse;
  const transports = typeof response.getTransports === 'function' ? response.getTransports() : undefined;
  const publicKey = typeof response.getPublicKey === 'function' ? response.getPublicKey() : null;
  const algorithm = typeof response.getPublicKeyAlgorithm === 'function' ? response.getPublicKeyAlgorithm() : undefined;
  const authenticatorData = typeof response.getAuthenticatorData === 'function' ? response.getAuthenticatorData() : null;
  return {
    ...credentialJSON(credential),
    response: {
      clientDataJSON: toBase64Url(response.clientDataJSON),
      attestationObject: toBase64Url(response.attestationObject),
      ...(authenticatorData && { authenticatorData: toBase64Url(authenticatorData) }),
      ...(transports && { transports: transports.slice(0, 16) }),
      ...(algorithm !== undefined && { publicKeyAlgorithm: algorithm }),
      ...(publicKey && { publicKey: toBase64Url(publicKey) }),
    },
  };
}

/**
 * Asks the browser (and the person) to create a passkey for this site. Resolves with the
 * credential to send to the API, or null when the person closed the prompt.
 */
export async function createPasskey(options: PasskeyCreationOptionsJSON): Promise<PasskeyRegistrationJSON | null> {
  const credential = await unlessDismissed(() => navigator.credentials.create({ publicKey: creationOptionsFromJSON(options) }));
  return credential ? registrationToJSON(credential) : null;
}
