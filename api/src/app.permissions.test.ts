import { openapi } from '@propre/openapi';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app.ts';
import { userWithRole } from '../test/factories.ts';
import { User } from './modules/accounts/accounts.entities.ts';
import { type Actor, actors } from './plugins/auth/request-auth.ts';
import { listOperations, type OperationEntry } from './plugins/contract/spec-document.ts';

const t = useTestApp();
const operations = listOperations(openapi);
const userIds = new Map<Actor, string>();

let partnerSecret = '';

beforeAll(async () => {
  for (const actor of actors) {
    if (actor === 'anonymous') continue;
    if (actor === 'partner') {
      // A partner is no user: its server calls with a secret key.
      partnerSecret = (await t.app.propre.partners.create({ name: 'Partenaire', contactEmail: 'api@partner.example' })).secretKey
        .secret;
      continue;
    }
    const session = await userWithRole(t, actor);
    userIds.set(actor, session.user.id);
  }
});

/** A fresh session for the actor, so an operation that ends sessions does not disturb the next. */
async function tokenFor(actor: Actor): Promise<string | undefined> {
  if (actor === 'partner') return partnerSecret;
  const id = userIds.get(actor);
  if (!id) return undefined;
  const em = t.app.propre.db.orm.em.fork();
  const user = await em.findOneOrFail(User, { id });
  const issued = t.app.propre.sessions.issue(em, user, false);
  await em.flush();
  return issued.token;
}

function requestFor(op: OperationEntry, token: string | undefined): InjectOptions {
  const url = op.path.replace(/\{[^}]+\}/g, (name) => (name === '{userId}' ? (userIds.get('client') ?? '') : 'x'));
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const types = Object.keys(op.requestBody?.content ?? {});
  if (types.includes('application/json')) return { method: op.method.toUpperCase() as 'POST', url, headers, payload: {} };
  if (types[0]) {
    return {
      method: op.method.toUpperCase() as 'POST',
      url,
      headers: { ...headers, 'content-type': types[0] },
      payload: Buffer.from('x'),
    };
  }
  return { method: op.method.toUpperCase() as 'GET', url, headers };
}

describe('permissions: every operation × every role', () => {
  it('every operation declares who may call it', () => {
    const undeclared = operations.filter((op) => {
      const roles = op.operation['x-roles'];
      return !Array.isArray(roles) || roles.length === 0 || !roles.every((r) => (actors as readonly unknown[]).includes(r));
    });
    expect(undeclared.map((op) => op.operationId)).toEqual([]);
  });

  it('admins reach only admin operations and their own account', () => {
    // One address serves a verification document's file to its owner and to the reviewing
    // admin, so the URL in a document works for both; the service checks who may read it.
    const sharedWithOwners = ['/api/verification/documents/{documentId}/file'];
    // A booking's address serves its client, its cleaner and admins, who may read it and
    // perform either side's transitions; the service answers 404 to anyone else.
    const sharedWithParties = (path: string) => path.startsWith('/api/bookings/{bookingId}');
    const forAdmins = operations.filter((op) => (op.operation['x-roles'] as string[]).includes('admin')).map((op) => op.path);
    const allowed = forAdmins.filter(
      (path) =>
        !path.startsWith('/api/admin') &&
        !path.startsWith('/api/users/me') &&
        !path.startsWith('/api/auth') &&
        !['/api/login', '/api/logout', '/api/register'].includes(path) &&
        !sharedWithOwners.includes(path) &&
        !sharedWithParties(path),
    );
    const publicPaths = operations
      .filter((op) => (op.operation['x-roles'] as string[]).includes('anonymous'))
      .map((op) => op.path);
    expect(allowed.filter((path) => !publicPaths.includes(path))).toEqual([]);
  });

  for (const op of operations) {
    it(`${op.operationId}: only ${(op.operation['x-roles'] as string[] | undefined)?.join(', ')}`, async () => {
      const roles = op.operation['x-roles'] as Actor[];
      for (const actor of actors) {
        const res = await t.request(requestFor(op, await tokenFor(actor)));
        const code = res.statusCode >= 400 ? res.json().code : undefined;
        // A partner's secret key is no sign-in: outside partners' operations it is anonymous.
        const as = actor === 'partner' && !roles.includes('partner') ? 'anonymous' : actor;
        if (roles.includes(as)) {
          expect([code, actor]).not.toEqual(['unauthenticated', actor]);
          expect([code, actor]).not.toEqual(['forbidden', actor]);
        } else if (as === 'anonymous') {
          expect([res.statusCode, code, actor]).toEqual([401, 'unauthenticated', actor]);
        } else {
          expect([res.statusCode, code, actor]).toEqual([403, 'forbidden', actor]);
        }
      }
    });
  }
});
