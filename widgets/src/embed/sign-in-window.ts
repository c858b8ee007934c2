import { type PropreClient, type PropreSession, toBase64Url } from '@propre/sdk';
import type { SignInWindow } from '../booking/index.ts';
import { isSignInMessage, signInWindowUrl } from './sign-in-protocol.ts';

export interface SignInWindowOptions {
  apiBase: string;
  key: string;
  lang: 'fr' | 'en';
  client: PropreClient;
  session: PropreSession;
}

const windowFeatures = 'popup,width=480,height=720';
const closedPollMs = 400;

function randomText(bytes: number): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

async function challengeOf(verifier: string): Promise<string> {
  return toBase64Url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
}

/**
 * The embed's sign-in (docs/adr/0015): a window on the marketplace's own origin, where its
 * cookies are first-party and the password is typed on its own page, signs the person in and
 * posts back a one-time code; the code and the verifier only this page knows buy a 15-minute
 * bearer token, kept in memory. At expiry the session is forgotten: the next step that needs
 * the account shows the button again (one click when the window's sign-in is still live).
 */
export function createSignInWindow({ apiBase, key, lang, client, session }: SignInWindowOptions): SignInWindow {
  const apiOrigin = new URL(apiBase).origin;
  let expiry: ReturnType<typeof setTimeout> | undefined;

  const waitForCode = (popup: Window, state: string) =>
    new Promise<string | null>((resolve) => {
      const done = (code: string | null) => {
        window.removeEventListener('message', listen);
        clearInterval(watch);
        resolve(code);
      };
      // Only the window we opened, from our origin, answering this very request.
      const listen = (event: MessageEvent) => {
        if (event.origin !== apiOrigin || event.source !== popup || !isSignInMessage(event.data)) return;
        if (event.data.state === state) done(event.data.code);
      };
      const watch = setInterval(() => {
        if (popup.closed) done(null);
      }, closedPollMs);
      window.addEventListener('message', listen);
    });

  return async () => {
    // Opened at once, in the click's own turn (a window opened after an await is blocked), then sent on.
    const popup = window.open('about:blank', 'propre-sign-in', windowFeatures);
    if (!popup) return 'blocked';
    const verifier = randomText(32);
    const state = randomText(16);
    try {
      const codeChallenge = await challengeOf(verifier);
      popup.location.href = signInWindowUrl(apiBase, {
        clientId: key,
        codeChallenge,
        state,
        redirectOrigin: location.origin,
        lang,
      });
    } catch (error) {
      popup.close();
      throw error;
    }
    const code = await waitForCode(popup, state);
    if (!code) return 'closed';
    const { data } = await client.POST('/api/auth/embed/token', { body: { code, codeVerifier: verifier } });
    if (!data) throw new TypeError('The API answered the code exchange without a session.');
    session.adopt({ user: data.user, token: data.token });
    clearTimeout(expiry);
    expiry = setTimeout(
      () => {
        if (session.getToken() === data.token) session.clear();
      },
      Math.max(0, new Date(data.expiresAt).getTime() - Date.now()),
    );
    return 'signed-in';
  };
}
