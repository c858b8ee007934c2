/**
 * What adding a passkey (auth) and signing in with one (login) do alike in the browser: the API's
 * credential lists with their ids as bytes, the fields every credential's JSON has, and a prompt the
 * person may close. Small and free of React: each passkey module imports it only when it loads.
 */
import { fromBase64Url, toBase64Url } from '@propre/sdk';

interface DescriptorJSON {
  id: string;
  type: 'public-key';
  transports?: readonly string[] | undefined;
}

/** The API's credential descriptors (`allowCredentials`, `excludeCredentials`) with their ids as bytes. */
export function descriptorsFromJSON(list: readonly DescriptorJSON[]): PublicKeyCredentialDescriptor[] {
  return list.map(({ id, type, transports }) => ({
    id: fromBase64Url(id),
    type,
    ...(transports && { transports: transports as AuthenticatorTransport[] }),
  }));
}

export interface CredentialJSON {
  id: string;
  rawId: string;
  type: 'public-key';
  authenticatorAttachment?: 'platform' | 'cross-platform';
  clientExtensionResults: Record<string, unknown>;
}

/** The fields every credential's JSON has (`PublicKeyCredential.toJSON()` of WebAuthn Level 3), its response aside. */
export function credentialJSON(credential: PublicKeyCredential): CredentialJSON {
  const attachment = credential.authenticatorAttachment;
  return {
    id: credential.id,
    rawId: toBase64Url(credential.rawId),
    type: 'public-key',
    ...(attachment === 'platform' || attachment === 'cross-platform' ? { authenticatorAttachment: attachment } : {}),
    clientExtensionResults: { ...credential.getClientExtensionResults() },
  };
}

/** Runs the browser's passkey prompt: null when the person closed it (NotAllowedError / AbortError). */
export async function unlessDismissed(prompt: () => Promise<Credential | null>): Promise<PublicKeyCredential | null> {
  try {
    return (await prompt()) as PublicKeyCredential | null;
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return null;
    throw error;
  }
}
