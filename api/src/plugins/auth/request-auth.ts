import type { SessionRecord, SessionUser } from '../../modules/accounts/sessions.ts';

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

export interface RequestAuth {
  /** Detached from any EntityManager: services load the user by id to change it. */
  user: SessionUser;
  session: SessionRecord;
  /** How the token arrived: cookie-authenticated writes must carry a CSRF token. */
  via: 'bearer' | 'cookie';
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
