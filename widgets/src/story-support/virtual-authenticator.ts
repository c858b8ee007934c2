import { cdp } from 'vitest/browser';

/**
 * Adds Chromium's virtual authenticator (DevTools protocol) for the widget tests: a platform
 * authenticator that keeps passkeys and verifies the person without a prompt. Returns its id.
 */
export async function addVirtualAuthenticator(): Promise<string> {
  const devtools = cdp();
  await devtools.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = (await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })) as { authenticatorId: string };
  return authenticatorId;
}

export async function removeVirtualAuthenticator(authenticatorId: string): Promise<void> {
  await cdp().send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
}
