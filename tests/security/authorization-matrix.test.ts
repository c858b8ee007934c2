/**
 * The authorisation matrix, derived from the contract: two households (a client and a cleaner
 * each), a pending account, an admin and a visitor. Every operation × every party: roles the
 * operation does not list get 401/403; for operations on someone's data (an id in the path),
 * everyone but its owners gets 404/403 and the owners do not; no list ever shows another
 * party's data. A path parameter missing from the data-owner registry fails the suite.
 */

import { assertLedgerBalanced } from '@propre/api/src/modules/payments/ledger.ts';
import { useTestApp } from '@propre/api/test/build-app';
import { ContractValidator } from '@propre/api/test/contract-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractOperation, operations, pathParameters } from '../support/contract.ts';
import { inject } from '../support/inject.ts';
import { checkResponse } from '../support/oracles.ts';
import { prepareBinarySamples, validParts, writeRequest } from '../support/requests.ts';
import { kindOf, type Made, type MakeContext, resourceKinds } from '../support/resources.ts';
import { createWorld, type Party, type PartyName, partyNames, type World } from '../support/world.ts';

const t = useTestApp();
const validator = new ContractValidator();
let world: World;
/** Every value made for the matrix, with its owners: nobody else may see it in a list. */
const inventory: Made[] = [];

beforeAll(async () => {
  world = await createWorld(t);
  await prepareBinarySamples();
}, 120_000);

afterAll(async () => {
  if (t.app) await assertLedgerBalanced(t.app.propre.db.orm.em.fork());
});

const ownerPreference: PartyName[] = ['clientA', 'cleanerA', 'pending', 'admin', 'partnerA'];
const isPublic = (op: ContractOperation) => op.roles.includes('anonymous');
const ownedParams = (op: ContractOperation) => pathParameters(op).filter((p) => resourceKinds[p.name]?.access === 'owned');

/** Makes every path value of the operation, owned by household A (or the first party that can own them). */
async function makeValues(
  op: ContractOperation,
  owner: Party,
): Promise<{ values: Record<string, string>; owners: Set<PartyName> }> {
  const context: MakeContext = { path: op.path, params: {} };
  const owners = new Set<PartyName>();
  for (const p of pathParameters(op)) {
    const kind = kindOf(p.name, op.id);
    const made = await kind.make(world, owner, context);
    context.params[p.name] = made.value;
    if (kind.access === 'owned') {
      for (const name of made.owners) owners.add(name);
      inventory.push(made);
    }
  }
  return { values: context.params, owners };
}

/** A request the contract accepts, with these path values (and real ids in the body). */
function requestFor(op: ContractOperation, values: Record<string, string>) {
  for (let seed = 1; seed < 50; seed += 1) {
    const parts = validParts(op, seed, values, true);
    if (parts) {
      Object.assign(parts.path, values);
      return writeRequest(parts, 'valid');
    }
  }
  throw new Error(`${op.id}: no valid request could be generated`);
}

/** The same path with every owned id replaced by one of the same shape that exists nowhere. */
function absentValues(op: ContractOperation, values: Record<string, string>): Record<string, string> {
  const absent = { ...values };
  for (const p of ownedParams(op)) {
    const value = values[p.name] as string;
    absent[p.name] = value.replace(/[0-9a-z](?=[0-9a-z]{0,3}$)/g, (c) => (c === '0' ? '1' : '0'));
  }
  return absent;
}

async function send(op: ContractOperation, party: Party, values: Record<string, string>) {
  const request = requestFor(op, values);
  request.headers = { ...(await world.headersFor(party)), ...request.headers };
  const res = await inject(t.app, request, `10.77.${partyNames.indexOf(party.name)}.${Math.floor(Math.random() * 250) + 1}`);
  const contract = checkResponse(op, { ...request, kind: 'authorisation' }, res, validator);
  let code: string | undefined;
  try {
    code = res.statusCode >= 400 ? JSON.parse(res.body).code : undefined;
  } catch {}
  return { status: res.statusCode, code, body: res.body, contract };
}

describe('the data-owner registry', () => {
  it('knows every path parameter of the contract', () => {
    const unknown = operations.flatMap((op) =>
      pathParameters(op)
        .filter((p) => !resourceKinds[p.name])
        .map((p) => `${op.id} {${p.name}}`),
    );
    expect(unknown, 'register these in tests/support/resources.ts').toEqual([]);
  });
});

describe('every operation × every party', () => {
  for (const op of operations) {
    it(`${op.id} (${op.roles.join(', ')})`, async () => {
      const owned = ownedParams(op);
      const ownerRoles = owned.length > 0 ? (kindOf(owned[0]?.name as string, op.id).ownerRoles ?? []) : [];
      const preferred = ownerPreference.map((name) => world.parties[name]);
      const owner =
        preferred.find((p) => op.roles.includes(p.role) && (owned.length === 0 || ownerRoles.includes(p.role))) ??
        Object.values(world.parties).find((p) => p.side === 'A' && ownerRoles.includes(p.role)) ??
        world.parties.clientA;
      for (const party of Object.values(world.parties)) await world.ensure(party);
      const { values, owners } = await makeValues(op, owner);
      const adminsMay = owned.length > 0 && owned.every((p) => resourceKinds[p.name]?.admins);
      const failures: string[] = [];

      const allowed = (p: Party) => owners.has(p.name) || (p.role === 'admin' && adminsMay);
      // Everyone who may not reach the data first, then its owners (the first owner is checked
      // even after a write: a write that wrongly succeeded for someone else shows there).
      const parties = Object.values(world.parties);
      const ordered = [
        ...parties.filter((p) => !allowed(p)),
        ...[...owners].map((name) => world.parties[name]),
        ...parties.filter((p) => allowed(p) && !owners.has(p.name)),
      ];
      let firstOwner = true;
      for (const party of ordered) {
        const res = await send(op, party, values);
        const where = `${party.name} (${party.role}) → ${res.status} ${res.code ?? ''}`;
        failures.push(...res.contract.map((c) => `${party.name}: ${c}`));
        // A partner's secret key speaks only on partners' operations: elsewhere the caller is a visitor.
        const role = party.role === 'partner' && !op.roles.includes('partner') ? 'anonymous' : party.role;
        if (role === 'anonymous' && party.role === 'partner' && op.roles.includes('anonymous')) continue;
        if (!op.roles.includes(role)) {
          const expected = role === 'anonymous' ? [401, 'unauthenticated'] : [403, 'forbidden'];
          if (res.status !== expected[0] || res.code !== expected[1])
            failures.push(`${where}: role not listed, expected ${expected.join(' ')}`);
          continue;
        }
        if (res.code === 'unauthenticated' || res.code === 'forbidden') {
          failures.push(`${where}: the role is listed in x-roles but was refused`);
          continue;
        }
        if (owned.length === 0 || isPublic(op)) continue;
        if (!allowed(party) && res.status !== 404 && res.status !== 403) {
          // A refusal that comes before the lookup (a date in the past) is fine as long as it
          // is exactly what a missing id gets: it tells nothing about someone else's data.
          const absent = await send(op, party, absentValues(op, values));
          if (absent.status !== res.status || absent.code !== res.code || res.status < 400) {
            failures.push(
              `${where}: not an owner of ${JSON.stringify(values)}, expected 404, 403 or what a missing id gets ` +
                `(${absent.status} ${absent.code ?? ''}): ${res.body.slice(0, 200)}`,
            );
          }
        }
        // An owner may be refused for the state of the data (403 "messaging only for confirmed
        // bookings"), never told it does not exist or that the role may not call.
        if (allowed(party) && (op.method === 'GET' || firstOwner) && (res.status === 404 || res.code === 'forbidden')) {
          failures.push(`${where}: an owner was refused: ${res.body.slice(0, 200)}`);
        }
        if (allowed(party)) firstOwner = false;
      }
      expect(failures).toEqual([]);
    });
  }
});

describe('lists and reads never show another party’s data', () => {
  it('no answer to a GET carries ids or emails owned by someone else', async () => {
    // What anyone may see (public profiles, their gallery) is not private to its owner.
    const publicText: string[] = [];
    const reads = operations.filter((op) => op.method === 'GET' && ownedParams(op).length === 0);
    const answers: Array<{ op: ContractOperation; party: Party; body: string }> = [];
    for (const op of reads) {
      for (const party of Object.values(world.parties)) {
        if (!op.roles.includes(party.role)) continue;
        const { values } = await makeValues(op, party.role === 'anonymous' ? world.parties.cleanerA : party);
        const res = await send(op, party, values);
        if (party.role === 'anonymous') publicText.push(res.body);
        answers.push({ op, party, body: res.body });
      }
    }
    const everyone = publicText.join('\n');
    const secrets = [
      ...inventory.filter((m) => !everyone.includes(m.value)),
      ...Object.values(world.parties)
        .filter((p) => p.email)
        .map((p) => ({ value: p.email as string, owners: [p.name] })),
    ];
    expect(secrets.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const { op, party, body } of answers) {
      if (party.role === 'admin') continue;
      for (const secret of secrets) {
        if (!secret.owners.includes(party.name) && body.includes(secret.value)) {
          leaks.push(`${op.id} as ${party.name} shows ${secret.value} of ${secret.owners.join('/')}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });
});
