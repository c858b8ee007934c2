/**
 * What the sign-in window (`/embed/sign-in` on the marketplace's origin) and the embed on the
 * partner's page say to each other: the window's query parameters and the message it posts to
 * its opener. Shared by both sides (the reference app imports it from `@propre/widgets/embed`).
 */
export const signInWindowPath = '/embed/sign-in';

/** The message the window posts to the partner's page, restricted to its origin. */
export const signInMessageType = 'propre:embed-code';

export interface SignInMessage {
  type: typeof signInMessageType;
  code: string;
  /** The embed's `state`, sent back unchanged: the answer is to this window, not another. */
  state: string;
}

export interface SignInWindowParams {
  clientId: string;
  codeChallenge: string;
  state: string;
  redirectOrigin: string;
  lang: 'fr' | 'en';
}

export function signInWindowUrl(apiBase: string, params: SignInWindowParams): string {
  const url = new URL(signInWindowPath, apiBase);
  url.search = new URLSearchParams({
    client_id: params.clientId,
    code_challenge: params.codeChallenge,
    code_challenge_method: 'S256',
    state: params.state,
    redirect_origin: params.redirectOrigin,
    lang: params.lang,
  }).toString();
  return url.href;
}

/** The window's parameters from its address; null when one is missing (not opened by an embed). */
export function readSignInWindowParams(search: string): SignInWindowParams | null {
  const query = new URLSearchParams(search);
  const clientId = query.get('client_id');
  const codeChallenge = query.get('code_challenge');
  const state = query.get('state');
  const redirectOrigin = query.get('redirect_origin');
  if (!clientId || !codeChallenge || !state || !redirectOrigin || query.get('code_challenge_method') !== 'S256') return null;
  return { clientId, codeChallenge, state, redirectOrigin, lang: query.get('lang') === 'en' ? 'en' : 'fr' };
}

export function isSignInMessage(data: unknown): data is SignInMessage {
  const message = data as Partial<SignInMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === signInMessageType &&
    typeof message.code === 'string' &&
    typeof message.state === 'string'
  );
}
