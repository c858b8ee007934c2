import type { ISession, IUser } from '../../modules/accounts/accounts.entities.ts';

/** Who may call an operation, as its `x-roles` lists them. */
export type Actor = 'anonymous' | 'pending' | 'client' | 'cleaner' | 'admin';
export const actors: readonly Actor[] = ['anonymous', 'pending', 'client', 'cleaner', 'admin'];

export interface RequestAuth {
  user: IUser;
  session: ISession;
  /** How the token arrived: cookie-authenticated writes must carry a CSRF token. */
  via: 'bearer' | 'cookie';
}

export function actorOf(auth: RequestAuth | null): Actor {
  if (!auth) return 'anonymous';
  return auth.user.role ?? 'pending';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, or null for an anonymous caller. */
    auth: RequestAuth | null;
  }
  interface FastifyContextConfig {
    /** From the operation's `x-roles`: who may call it. */
    roles?: readonly Actor[];
  }
}
