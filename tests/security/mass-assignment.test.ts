/**
 * Mass assignment, from the contract: a write body that names a field its schema does not
 * declare (role, ids, status, prices, paid flags) is refused with the field pointed at, and
 * changes nothing; a body that names someone else's data by id changes nothing either; the
 * few sensitive fields a schema does declare each have a check of their effect in the database.
 */

import { assertLedgerBalanced } from '@propre/api/src/modules/payments/ledger.ts';
import { useTestApp } from '@propre/api/test/build-app';
import { bearer, nextIp, signupBody } from '@propre/api/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractOperation, operations, pathParameters, resolve } from '../support/contract.ts';
import { inject } from '../support/inject.ts';
import { prepareBinarySamples, validParts, writeRequest } from '../support/requests.ts';
import { type MakeContext, resourceKinds } from '../support/resources.ts';
import { createWorld, type Party, type World } from '../support/world.ts';

const t = useTestApp();
let world: World;

beforeAll(async () => {
  world = await createWorld(t);
  await prepareBinarySamples();
}, 120_000);

afterAll(async () => {
  if (t.app) await assertLedgerBalanced(t.app.propre.db.orm.em.fork());
});

/** Fields a caller must never set through a body the schema does not open to them. */
const sensitive = [
  'role',
  'isAdmin',
  'admin',
  'id',
  'userId',
  'clientId',
  'cleanerId',
  'ownerId',
  'bookingId',
  'status',
  'paymentStatus',
  'paid',
  'isPaid',
  'price',
  'priceCents',
  'totalCents',
  'depositCents',
  'amountCents',
  'verified',
  'verificationStatus',
  'listed',
  'deletedAt',
  'createdAt',
];

/** Properties a body schema declares, through allOf/anyOf/oneOf/then too. */
function declared(schema: Record<string, unknown>, out = new Set<string>()): Set<string> {
  const s = resolve(schema);
  for (const key of Object.keys((s.properties as Record<string, unknown> | undefined) ?? {})) out.add(key);
  for (const group of ['allOf', 'anyOf', 'oneOf'] as const) {
    for (const sub of (s[group] as Record<string, unknown>[] | undefined) ?? []) declared(sub, out);
  }
  for (const branch of ['then', 'else'] as const) if (s[branch]) declared(s[branch] as Record<string, unknown>, out);
  return out;
}

const writes = operations.filter((op) => op.body?.json);
const partyFor = (op: ContractOperation): Party =>
  (['clientA', 'cleanerA', 'pending', 'admin', 'partnerA', 'anonymous'] as const)
    .map((name) => world.parties[name])
    .find((p) => op.roles.includes(p.role)) as Party;

async function realValues(op: ContractOperation, party: Party) {
  const context: MakeContext = { path: op.path, params: {} };
  for (const p of pathParameters(op)) {
    const kind = resourceKinds[p.name];
    if (!kind) throw new Error(`${op.id}: {${p.name}} is not in the data-owner registry`);
    const owner = kind.ownerRoles.includes(party.role)
      ? party
      : (Object.values(world.parties).find((q) => q.side === 'A' && kind.ownerRoles.includes(q.role)) ?? party);
    context.params[p.name] = (await kind.make(world, owner, context)).value;
  }
  return context.params;
}

/** Row counts of every table of the app: a refused write must leave them all as they were. */
async function tableCounts(): Promise<Record<string, number>> {
  const connection = t.app.propre.db.orm.em.getConnection();
  const tables = (await connection.execute(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as Array<{ table_name: string }>;
  const counts: Record<string, number> = {};
  // Sessions are issued for the callers; notifications are written by background jobs of earlier steps.
  for (const { table_name: name } of tables.filter((r) => !['session', 'notification'].includes(r.table_name))) {
    const [row] = (await connection.execute(`select count(*)::int as n from "${name}"`)) as Array<{ n: number }>;
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

describe('fields a write body does not declare', () => {
  for (const op of writes) {
    it(`${op.id} refuses them, pointing at each, and writes nothing`, async () => {
      const party = partyFor(op);
      const values = await realValues(op, party);
      const names = declared(op.body?.json?.schema ?? {});
      const extra = sensitive.filter((name) => !names.has(name));
      // A small valid body, so the extra fields are what is refused, not the size.
      const size = (p: ReturnType<typeof validParts>) => (p ? JSON.stringify(p.body?.json ?? {}).length : Infinity);
      const parts = Array.from({ length: 20 }, (_, i) => validParts(op, i + 1, values, true)).reduce(
        (best, p) => (size(p) < size(best) ? p : best),
        undefined as ReturnType<typeof validParts>,
      );
      if (!parts) throw new Error(`${op.id}: no valid body could be generated`);
      const body = (parts.body?.json ?? {}) as Record<string, unknown>;
      for (const name of extra) body[name] = name === 'role' ? 'admin' : name.endsWith('Id') ? party.userId : true;
      Object.assign(parts.path, values);
      const request = writeRequest(parts, 'mass assignment');
      request.headers = { ...request.headers, ...(await world.headersFor(party)) };
      const before = await tableCounts();
      const res = await inject(t.app, request, nextIp());
      if (op.entry.operation['x-raw-body']) {
        // A body read raw and authenticated by its signature (the payment webhook): an unsigned
        // one is refused whatever it holds, and changes nothing.
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(await tableCounts()).toEqual(before);
        return;
      }
      expect(res.statusCode, res.body).toBe(400);
      const problem = JSON.parse(res.body) as { code: string; errors: Array<{ pointer: string }> };
      expect(problem.code).toBe('validation_failed');
      const pointed = new Set(problem.errors.map((e) => e.pointer));
      expect(extra.filter((name) => !pointed.has(`/body/${name}`))).toEqual([]);
      expect(await tableCounts()).toEqual(before);
    });
  }
});

/**
 * The sensitive fields some schemas do declare, each with the check of what it may change.
 * A new one fails the first test below until its check is written here.
 */
const declaredChecks: Record<string, () => Promise<void>> = {
  async 'auth.signup role'() {
    await signupAsAdmin('/api/auth/signup');
  },
  async 'auth.register role'() {
    await signupAsAdmin('/api/register');
  },
  async 'auth.selectRole role'() {
    const party = world.parties.pending;
    await world.ensure(party);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/select-role',
      headers: await world.headersFor(party),
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(await roleOf(party.userId as string)).toBeNull();
  },
  async 'auth.createEmbedAuthorization clientId'() {
    // `clientId` names a partner's publishable key (OAuth's word), never a person: another
    // account's id in its place is refused, and no sign-in code is made.
    const party = world.parties.clientA;
    await world.ensure(party);
    const before = await tableCounts();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/embed/authorizations',
      headers: await world.headersFor(party),
      payload: {
        clientId: world.parties.clientB.userId,
        codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        codeChallengeMethod: 'S256',
        redirectOrigin: 'https://partenaire.example',
      },
      remoteAddress: nextIp(),
    });
    expect([400, 422], res.body).toContain(res.statusCode);
    expect(await tableCounts()).toEqual(before);
  },
  async 'messaging.sendAdminMessage userId'() {
    // Only admins address a user; anyone else is refused before anything is written.
    await refusedToNonAdmin('POST', '/api/admin/messages', { userId: world.parties.clientB.userId, text: 'Bonjour' });
  },
  async 'growth.createBlogPost status'() {
    await refusedToNonAdmin('POST', '/api/admin/blog/posts', {
      slug: 'billet-publie',
      status: 'published',
      fr: { title: 'Un billet', summary: 'Un résumé assez long.', body: 'Un corps de billet assez long pour passer.' },
    });
  },
  async 'growth.updateBlogPost status'() {
    const post = await resourceKinds.postId?.make(world, world.parties.admin, { path: '', params: {} });
    await refusedToNonAdmin('PATCH', `/api/admin/blog/posts/${post?.value}`, { status: 'published' });
  },
  async 'bookings.quote cleanerId'() {
    // Any listed cleaner may be quoted; a client or an admin in their place is not a cleaner.
    await bookWithCleaner('/api/bookings/quote', world.parties.clientB.userId as string);
    await bookWithCleaner('/api/bookings/quote', world.parties.admin.userId as string);
  },
  async 'bookings.create cleanerId'() {
    await bookWithCleaner('/api/bookings', world.parties.clientB.userId as string);
    await bookWithCleaner('/api/bookings', world.parties.admin.userId as string);
  },
  async 'payments.runWeeklyPayouts cleanerId'() {
    // Only admins start a payout run, for one cleaner or all; a cleaner naming themself is refused.
    await refusedToNonAdmin('POST', '/api/admin/payouts/weekly-run', { cleanerId: world.parties.cleanerA.userId });
  },
};

async function refusedToNonAdmin(method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) {
  for (const party of [world.parties.clientA, world.parties.cleanerA]) {
    const before = await tableCounts();
    const res = await t.request({ method, url, headers: await world.headersFor(party), payload });
    expect([party.name, res.statusCode, res.json().code]).toEqual([party.name, 403, 'forbidden']);
    expect(await tableCounts()).toEqual(before);
  }
}

async function roleOf(userId: string): Promise<string | null> {
  const [row] = (await t.app.propre.db.orm.em
    .getConnection()
    .execute('select role from app_user where id = ?', [userId])) as Array<{ role: string | null }>;
  return row?.role ?? null;
}

async function signupAsAdmin(url: string) {
  const body = { ...signupBody(), role: 'admin' };
  const res = await t.request({ method: 'POST', url, payload: body, remoteAddress: nextIp() });
  expect(res.statusCode).toBe(400);
  const rows = await t.app.propre.db.orm.em.getConnection().execute('select role from app_user where email = ?', [body.email]);
  expect(rows).toEqual([]);
}

async function bookWithCleaner(url: string, cleanerId: string) {
  const client = world.parties.clientA;
  const property = await world.properties.add(client.userId as string, { type: 'house', city: 'Montréal' });
  const before = await tableCounts();
  const res = await t.request({
    method: 'POST',
    url,
    headers: { ...bearer({ token: (await world.tokenFor(client)) as string }), 'idempotency-key': `mass-${Date.now()}` },
    payload: {
      cleanerId,
      propertyId: property.id,
      date: '2027-06-15',
      startTime: '09:00',
      durationHours: 4,
      frequency: 'once',
      serviceType: 'basic',
      ...(url === '/api/bookings' ? { paymentMethodId: 'pm_card_visa' } : {}),
    },
  });
  expect([404, 422]).toContain(res.statusCode);
  const after = await tableCounts();
  expect(after.booking).toBe(before.booking);
  expect(after.ledger_entry).toBe(before.ledger_entry);
}

describe('sensitive fields a schema declares', () => {
  it('each has a check of its effect', () => {
    // Bodies authenticated by a signature (x-raw-body: the payment webhook) come from the provider, not a user.
    const found = writes
      .filter((op) => !op.entry.operation['x-raw-body'])
      .flatMap((op) =>
        [...declared(op.body?.json?.schema ?? {})].filter((name) => sensitive.includes(name)).map((name) => `${op.id} ${name}`),
      );
    expect(found.filter((key) => !declaredChecks[key])).toEqual([]);
  });

  for (const [key, check] of Object.entries(declaredChecks)) {
    it(`${key}: cannot be turned against the rules`, async () => {
      const [opId] = key.split(' ');
      expect(
        operations.some((op) => op.id === opId),
        `${opId} is no longer in the contract`,
      ).toBe(true);
      await check();
    });
  }
});

describe('ids of someone else’s data in a write body', () => {
  // Body fields named like a registered owned kind (propertyId…) are refused with the other
  // household's value, and nothing is written.
  const cases = writes.flatMap((op) =>
    [...declared(op.body?.json?.schema ?? {})]
      .filter((name) => resourceKinds[name]?.access === 'owned')
      .map((name) => ({ op, name })),
  );

  it('there are such fields to check', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  for (const { op, name } of cases) {
    it(`${op.id}: ${name} of household B, sent by household A`, async () => {
      const party = partyFor(op);
      const kind = resourceKinds[name];
      if (!kind) throw new Error('unreachable');
      const victim = Object.values(world.parties).find((p) => p.side === 'B' && kind.ownerRoles.includes(p.role)) as Party;
      const stolen = (await kind.make(world, victim, { path: op.path, params: {} })).value;
      const pathValues = await realValues(op, party);
      const values = { ...pathValues, [name]: stolen };
      const before = await tableCounts();
      let refused = 0;
      for (let seed = 1; seed <= 5; seed += 1) {
        const parts = validParts(op, seed, values, true);
        if (!parts) continue;
        Object.assign(parts.path, pathValues);
        parts.body ??= { type: 'application/json', json: {} };
        (parts.body.json as Record<string, unknown>)[name] = stolen;
        const request = writeRequest(parts, 'foreign id');
        request.headers = { ...request.headers, ...(await world.headersFor(party)) };
        const res = await inject(t.app, request, nextIp());
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        refused += 1;
      }
      expect(refused).toBeGreaterThan(0);
      const after = await tableCounts();
      for (const table of ['booking', 'ledger_entry', 'ledger_transaction', 'pay_payment_intent']) {
        if (table in before) expect([table, after[table]]).toEqual([table, before[table]]);
      }
    });
  }
});
