import type { FastifyRequest } from 'fastify';

/** Who may call an operation, as its `x-roles` lists them. */
export type Actor = 'anonymous' | 'pending' | 'client' | 'cleaner' | 'admin' | 'partner';
export const actors: readonly Actor[] = ['anonymous', 'pending', 'client', 'cleaner', 'admin', 'partner'];

/** A partner's server, authenticated by one of its secret keys. */
export interface PartnerAuth {
  partnerId: string;
  keyId: string;
}

/** How the gate recognises partners' secret keys (the partners area provides it). */
export interface PartnerSecretKeys {
  /** Whether a bearer token is shaped like a secret key (then it is never a session token). */
  isSecretKey(token: string): boolean;
  /** The live key's partner, or null. */
  resolve(token: string): Promise<PartnerAuth | null>;
}

/**
 * The signed-in user as the gate hands it to handlers: a detached snapshot no EntityManager
 * manages. The gate needs only its id and role; the accounts area, which reads it, widens it to
 * its user record by declaration merging (in `modules/accounts/accounts.entities.ts`), so this plugin
 * names no area.
 */
export interface SessionUser {
  id: string;
  role: 'client' | 'cleaner' | 'admin' | null | undefined;
}

/** The session a request came with, detached like its user (also widened by the accounts area). */
export interface SessionRecord {
  id: string;
  userId: string;
  csrfToken: string;
  remember: boolean;
  expiresAt: Date;
}

/** How the gate finds the session behind a token (the accounts area's session store). */
export interface SessionResolver {
  resolve(token: string): Promise<{ user: SessionUser; session: SessionRecord } | null>;
}

export interface RequestAuth {
  /** Detached from any EntityManager: services load the user by id to change it. */
  user: SessionUser;
  session: SessionRecord;
  /** How the token arrived: cookie-authenticated writes must carry a CSRF token. */
  via: 'bearer' | 'cookie';
}

/** The signed-in user of an operation whose `x-roles` exclude anonymous callers (the gate let only them in). */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.auth) throw new Error('requireUser on an operation open to anonymous callers');
  return request.auth.user;
}

export function actorOf(auth: RequestAuth | null, partner: PartnerAuth | null = null): Actor {
  if (partner) return 'partner';
  if (!auth) return 'anonymous';
  return auth.user.role ?? 'pending';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, or null for an anonymous caller. */
    auth: RequestAuth | null;
    /** The partner whose secret key authenticated the call, or null. */
    partner: PartnerAuth | null;
  }
  interface FastifyContextConfig {
    /** From the operation's `x-roles`: who may call it. */
    roles?: readonly Actor[];
  }
}
