/**
 * Fuzzes every operation of the bundled contract through the real app: valid requests from the
 * schemas and mutated ones, as each role the operation admits, with real ids half the time.
 * Oracles: no 5xx; only declared statuses, with bodies the contract describes; problems are
 * problem+json; a valid request is never refused as invalid. FUZZ_RUNS sets the runs per
 * operation (100 by default), FUZZ_SEED replays a run.
 */

import { assertLedgerBalanced } from '@propre/api/src/modules/payments/ledger.ts';
import { createTestApp, type TestApp } from '@propre/api/test/build-app';
import { ContractValidator } from '@propre/api/test/contract-validator';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractOperation, operations } from '../support/contract.ts';
import { inject, type Observed } from '../support/inject.ts';
import { checkResponse } from '../support/oracles.ts';
import { realValuesFor } from '../support/real-values.ts';
import {
  type GeneratedRequest,
  mutate,
  prepareBinarySamples,
  type RealValues,
  runInput,
  validParts,
  writeRequest,
} from '../support/requests.ts';
import { createWorld, type Party, type World } from '../support/world.ts';
import { applyHostile, callerAddress, hostileInput } from './hostile-values.ts';

const runs = Number(process.env.FUZZ_RUNS ?? 100);
const seed = Number(process.env.FUZZ_SEED ?? 20_261_122);
const concurrency = 8;

let t: TestApp;
let world: World;
const validator = new ContractValidator();
const figures = {
  operations: 0,
  requests: 0,
  valid: 0,
  mutated: 0,
  hostile: 0,
  addresses: 0,
  serverErrors: 0,
  findings: 0,
  startedAt: 0,
};
const fuzzInput = fc
  .record({
    run: runInput,
    hostile: fc.option(hostileInput, { freq: 2 }),
    // A quarter of the runs come from an address of their own (see hostile-values.ts).
    address: fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: callerAddress, weight: 1 }),
  })
  .map(({ run, hostile, address }) => ({ ...run, hostile, address }));
const covered = new Map<string, number>();
const real = new Map<string, RealValues>();

beforeAll(async () => {
  figures.startedAt = performance.now();
  t = await createTestApp();
  world = await createWorld(t);
  await prepareBinarySamples();
  // Every real id is made before any fuzzing, so what the fuzzer changes (a full gallery, a
  // cleaner who no longer offers a service) cannot stop the makers.
  for (const op of operations) {
    for (const role of op.roles) real.set(`${op.id} ${role}`, await realValuesFor(world, op, partyFor(role)));
  }
}, 180_000);

afterAll(async () => {
  if (!t) return;
  await assertLedgerBalanced(t.app.propre.db.orm.em.fork());
  const seconds = ((performance.now() - figures.startedAt) / 1000).toFixed(1);
  process.stdout.write(
    `[fuzz] ${figures.operations} operations, ${figures.requests} requests (${figures.valid} valid, ${figures.mutated} mutated, ` +
      `${figures.hostile} of them hostile, ${figures.addresses} from an address of their own), ${runs} runs each, seed ${seed}, ${seconds} s, ` +
      `${figures.serverErrors} × 5xx, ${figures.findings} findings\n`,
  );
  await t.close();
});

function partyFor(role: string): Party {
  const byRole: Record<string, Party> = {
    anonymous: world.parties.anonymous,
    pending: world.parties.pending,
    client: world.parties.clientA,
    cleaner: world.parties.cleanerA,
    admin: world.parties.admin,
    partner: world.parties.partnerA,
  };
  return byRole[role] as Party;
}

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (Math.imul(h, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return h;
}

async function fuzz(op: ContractOperation): Promise<string[]> {
  const inputs = fc.sample(fuzzInput, { numRuns: runs, seed: seed ^ hash(op.id) });
  const ip = `10.${200 + (Math.abs(hash(op.id)) % 50)}.${Math.abs(hash(op.id)) % 250}.${(figures.operations % 250) + 1}`;
  const findings: string[] = [];
  // One session per role for the operation: an operation that ends it (sign-out) sees its
  // later runs as a caller whose session is over, which is one more case to answer well.
  const sessions = new Map<string, Record<string, string>>();
  for (const role of op.roles) {
    const party = partyFor(role);
    await world.ensure(party);
    sessions.set(role, await world.headersFor(party));
  }
  for (let start = 0; start < inputs.length; start += concurrency) {
    const chunk = inputs.slice(start, start + concurrency);
    await Promise.all(
      chunk.map(async (input, i) => {
        const role = op.roles[(start + i) % op.roles.length] as string;
        const parts = validParts(op, input.seed, real.get(`${op.id} ${role}`) ?? {}, input.useReal);
        if (!parts) {
          findings.push(`${op.id}: no valid body could be generated from the schema (seed ${input.seed})`);
          return;
        }
        // A third of the runs take a hostile value of issue 21's kinds (see hostile-values.ts) instead.
        const hostile = input.hostile ? applyHostile(parts, input.hostile) : undefined;
        if (hostile) figures.hostile += 1;
        if (input.address) figures.addresses += 1;
        const request: GeneratedRequest | undefined =
          hostile ??
          (input.mutation
            ? mutate(parts, input.mutation.name, input.mutation.pick, input.mutation.value)
            : writeRequest(parts, 'valid'));
        request.headers = { ...sessions.get(role), ...request.headers };
        const observed: Observed = await inject(t.app, request, input.address ?? ip);
        figures.requests += 1;
        if (observed.statusCode >= 500) figures.serverErrors += 1;
        if (request.kind === 'valid') figures.valid += 1;
        else figures.mutated += 1;
        for (const problem of checkResponse(op, request, observed, validator)) {
          findings.push(`${op.id} as ${role}: ${problem}\n    ${request.method} ${request.url.slice(0, 300)} [${request.kind}]`);
        }
      }),
    );
  }
  figures.operations += 1;
  covered.set(op.id, inputs.length);
  figures.findings += findings.length;
  return findings;
}

describe(`fuzzing every operation of the contract (${runs} runs each)`, () => {
  for (const op of operations) {
    it(op.id, { timeout: 60_000 + runs * 600 }, async () => {
      const findings = await fuzz(op);
      expect(findings.slice(0, 8).join('\n'), `${findings.length} findings`).toBe('');
    });
  }

  it('covered every operation of the contract', () => {
    const short = operations.filter((op) => (covered.get(op.id) ?? 0) < runs).map((op) => op.id);
    expect(short).toEqual([]);
  });
});
