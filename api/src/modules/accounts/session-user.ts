import type { ISession, IUser } from './accounts.entities.ts';

// The permission gate (plugins/auth) knows a session's user only by id and role; handlers read
// the whole account the session query loaded, so the accounts area widens the gate's types here.
declare module '../../plugins/auth/request-auth.ts' {
  interface SessionUser extends IUser {}
  interface SessionRecord extends Omit<ISession, 'user'> {}
}
