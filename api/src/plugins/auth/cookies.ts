import type { FastifyReply } from 'fastify';
import type { SessionRecord } from './request-auth.ts';

export const sessionCookie = 'propre_session';
export const csrfCookie = 'propre_csrf';

/**
 * Sets the browser-app cookies of a new session: the token, HttpOnly so scripts cannot read
 * it, and the CSRF token, readable so the app can echo it in X-CSRF-Token. "Remember me"
 * sessions persist across browser restarts; others end with the browser session.
 */
export function setSessionCookies(
  reply: FastifyReply,
  token: string,
  session: Pick<SessionRecord, 'remember' | 'expiresAt' | 'csrfToken'>,
): void {
  const maxAge = session.remember ? Math.floor((session.expiresAt.getTime() - Date.now()) / 1000) : undefined;
  const common = { path: '/', secure: true, sameSite: 'lax' as const, ...(maxAge ? { maxAge } : {}) };
  reply.setCookie(sessionCookie, token, { ...common, httpOnly: true });
  reply.setCookie(csrfCookie, session.csrfToken, { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(sessionCookie, { path: '/', secure: true, sameSite: 'lax', httpOnly: true });
  reply.clearCookie(csrfCookie, { path: '/', secure: true, sameSite: 'lax' });
}
