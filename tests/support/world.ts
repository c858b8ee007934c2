/**
 * The people of the security suites: an anonymous visitor, a pending account, two clients,
 * two cleaners and an admin, in two households (A and B) that each own data in every area.
 * Sessions are issued fresh on demand, so an operation that ends a session (logout, deletion)
 * does not disturb the next request.
 */

import { User } from '@propre/api/src/modules/accounts/accounts.entities.ts';
import { listedCleaner } from '@propre/api/src/modules/bookings/bookings.fixtures.ts';
import { newPartner } from '@propre/api/src/modules/partners/partners.fixtures.ts';
import { propertyMaker } from '@propre/api/test/bookings-edges';
import type { TestApp } from '@propre/api/test/build-app';
import { bearer, nextIp, userWithRole } from '@propre/api/test/factories';
import type { Actor } from './contract.ts';

export type PartyName =
  | 'anonymous'
  | 'pending'
  | 'clientA'
  | 'clientB'
  | 'cleanerA'
  | 'cleanerB'
  | 'admin'
  | 'partnerA'
  | 'partnerB';
export const partyNames: readonly PartyName[] = [
  'anonymous',
  'pending',
  'clientA',
  'clientB',
  'cleanerA',
  'cleanerB',
  'admin',
  'partnerA',
  'partnerB',
];

export interface Party {
  name: PartyName;
  role: Actor;
  /** The household whose data the party owns; admins and visitors belong to none. */
  side: 'A' | 'B' | null;
  userId: string | null;
  email: string | null;
  password: string | null;
  /** A partner's secret key: partners' servers call with it, not with a session. */
  secret?: string;
}

export interface World {
  t: TestApp;
  parties: Record<PartyName, Party>;
  properties: ReturnType<typeof propertyMaker>;
  /** A new session token for the party (undefined for the visitor). */
  tokenFor(party: Party): Promise<string | undefined>;
  /** Authorization header of a fresh session, or none. */
  headersFor(party: Party): Promise<Record<string, string>>;
  /** Brings a party back to its role when an operation changed or deleted its account. */
  ensure(party: Party): Promise<void>;
  /** Values shared by the resource makers (a booking in progress per household…). */
  cache: Map<string, unknown>;
  /** A fresh calendar day offset, so bookings and blocks never collide. */
  nextDayOffset(): number;
}

async function makeParty(t: TestApp, name: PartyName, role: Actor, side: Party['side']): Promise<Party> {
  if (role === 'anonymous') return { name, role, side, userId: null, email: null, password: null };
  if (role === 'partner') {
    const partner = await newPartner(t, name === 'partnerA' ? 'Gestion Immo Québec' : 'Habitations Laval');
    return { name, role, side, userId: null, email: null, password: null, secret: partner.secret };
  }
  const session =
    role === 'cleaner'
      ? await listedCleaner(t, {}, name === 'cleanerA' ? 'Sophie Gagnon' : 'Julie Lavoie')
      : await userWithRole(t, role as 'pending' | 'client' | 'admin');
  return { name, role, side, userId: session.user.id, email: session.user.email, password: session.password };
}

export async function createWorld(t: TestApp): Promise<World> {
  const roles: Record<PartyName, [Actor, Party['side']]> = {
    anonymous: ['anonymous', null],
    pending: ['pending', null],
    clientA: ['client', 'A'],
    clientB: ['client', 'B'],
    cleanerA: ['cleaner', 'A'],
    cleanerB: ['cleaner', 'B'],
    admin: ['admin', null],
    partnerA: ['partner', 'A'],
    partnerB: ['partner', 'B'],
  };
  const parties = {} as Record<PartyName, Party>;
  for (const name of partyNames) {
    const [role, side] = roles[name];
    parties[name] = await makeParty(t, name, role, side);
  }
  let day = 20;
  const world: World = {
    t,
    parties,
    properties: propertyMaker(t),
    cache: new Map(),
    nextDayOffset: () => {
      day += 1;
      return day;
    },
    async tokenFor(party) {
      if (party.secret) return party.secret;
      if (!party.userId) return undefined;
      const em = t.app.propre.db.orm.em.fork();
      const user = await em.findOneOrFail(User, { id: party.userId });
      const issued = t.app.propre.sessions.issue(em, user, false);
      await em.flush();
      return issued.token;
    },
    async headersFor(party) {
      const token = await world.tokenFor(party);
      return token ? bearer({ token }) : {};
    },
    async ensure(party) {
      if (!party.userId) return;
      const em = t.app.propre.db.orm.em.fork();
      const user = await em.findOne(User, { id: party.userId });
      const role = user?.role ?? 'pending';
      if (user && !user.deletedAt && role === party.role) return;
      const fresh = await makeParty(t, party.name, party.role, party.side);
      Object.assign(party, fresh);
      for (const key of [...world.cache.keys()]) if (key.includes(party.name)) world.cache.delete(key);
    },
  };
  return world;
}

export { nextIp };
