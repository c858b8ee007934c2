import { connect } from 'node:net';
/**
 * Injection: SQL in every string parameter and body field the contract declares (no server
 * error, no row reached through it, no table harmed), CR/LF in everything that reaches the
 * logs (no forged log line), and methods nobody serves.
 */
import { createTestApp, type TestApp, useTestApp } from '@propre/api/test/build-app';
import { ContractValidator } from '@propre/api/test/contract-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractOperation, type JsonSchema, operations, resolve } from '../support/contract.ts';
import { inject } from '../support/inject.ts';
import { checkResponse } from '../support/oracles.ts';
import { realValuesFor } from '../support/real-values.ts';
import { prepareBinarySamples, type RequestParts, validParts, writeRequest } from '../support/requests.ts';
import { createWorld, type Party, type World } from '../support/world.ts';

const sqlInjections = [
  "' OR '1'='1",
  "x'; DROP TABLE app_user; --",
  "' UNION SELECT id, password_hash FROM app_user --",
  '1) OR (1=1',
  "\\'; SELECT pg_sleep(0); --",
];

const isString = (schema: JsonSchema) => {
  const s = resolve(schema);
  return s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string')) || (!s.type && !s.$ref && !s.enum);
};

/** Every place of a request where a string goes: string parameters and top-level string body fields. */
function stringPlaces(op: ContractOperation): Array<{ where: 'path' | 'query' | 'body'; name: string }> {
  const places: Array<{ where: 'path' | 'query' | 'body'; name: string }> = [];
  for (const p of op.parameters)
    if (p.in !== 'header' && isString(p.schema)) places.push({ where: p.in as 'path' | 'query', name: p.name });
  const properties = (op.body?.json?.schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  for (const [name, schema] of Object.entries(properties)) if (isString(schema)) places.push({ where: 'body', name });
  return places;
}

function withValue(parts: RequestParts, place: { where: string; name: string }, value: string): RequestParts {
  const next: RequestParts = {
    ...parts,
    path: { ...parts.path },
    query: parts.query.filter(([k]) => k !== place.name),
    body: parts.body ? { ...parts.body, json: structuredClone(parts.body.json) } : undefined,
  };
  if (place.where === 'path') next.path[place.name] = value;
  if (place.where === 'query') next.query.push([place.name, value]);
  if (place.where === 'body' && next.body?.json && typeof next.body.json === 'object') {
    (next.body.json as Record<string, unknown>)[place.name] = value;
  }
  return next;
}

describe('SQL injection in every string parameter', () => {
  const t = useTestApp();
  const validator = new ContractValidator();
  let world: World;
  let tablesBefore: string[];
  let usersBefore: number;
  const sql = (query: string) => t.app.propre.db.orm.em.getConnection().execute(query) as Promise<Array<Record<string, unknown>>>;

  beforeAll(async () => {
    world = await createWorld(t);
    await prepareBinarySamples();
    tablesBefore = (await sql(`select table_name from information_schema.tables where table_schema = 'public' order by 1`)).map(
      (r) => String(r.table_name),
    );
    usersBefore = Number((await sql('select count(*)::int as n from app_user'))[0]?.n);
  }, 120_000);

  const targets = operations.filter((op) => stringPlaces(op).length > 0);

  for (const op of targets) {
    it(`${op.id}: ${stringPlaces(op)
      .map((p) => p.name)
      .join(', ')}`, async () => {
      const party: Party = (['clientA', 'cleanerA', 'pending', 'admin', 'partnerA', 'anonymous'] as const)
        .map((name) => world.parties[name])
        .find((p) => op.roles.includes(p.role)) as Party;
      const real = await realValuesFor(world, op, party);
      const parts = [1, 2, 3, 4, 5].map((seed) => validParts(op, seed, real, true)).find(Boolean);
      if (!parts) throw new Error(`${op.id}: no valid request`);
      Object.assign(parts.path, real);
      const headers = await world.headersFor(party);
      const problems: string[] = [];
      for (const place of stringPlaces(op)) {
        for (const payload of sqlInjections) {
          const request = writeRequest(withValue(parts, place, payload), `${place.where} ${place.name} = ${payload}`);
          request.headers = { ...request.headers, ...headers };
          const res = await inject(t.app, request, `10.55.${targets.indexOf(op)}.1`);
          problems.push(...checkResponse(op, request, res, validator).map((p) => `${request.kind}: ${p}`));
          // An id made of SQL names nothing: a path parameter never reaches a row through it.
          if (place.where === 'path' && res.statusCode < 400) problems.push(`${request.kind}: answered ${res.statusCode}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  afterAll(async () => {
    if (!t.app) return;
    const tablesAfter = (
      await sql(`select table_name from information_schema.tables where table_schema = 'public' order by 1`)
    ).map((r) => String(r.table_name));
    expect(tablesAfter).toEqual(tablesBefore);
    expect(Number((await sql('select count(*)::int as n from app_user'))[0]?.n)).toBeGreaterThanOrEqual(usersBefore);
  });
});

describe('request logs cannot be forged', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps CR/LF in URLs, headers and bodies inside one JSON log line', async () => {
    const forged = '\r\n{"level":30,"msg":"forged: admin signed in"}\n';
    const urls = [
      `/api/places/cities?q=${encodeURIComponent(forged)}`,
      `/api/cleaners/${encodeURIComponent(forged)}`,
      `/api/nowhere${encodeURIComponent(forged)}`,
    ];
    for (const url of urls) {
      await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-request-id': forged, 'user-agent': forged.replace(/[\r\n]/g, ' ') },
      });
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: forged, password: forged },
      headers: { 'accept-language': forged.replace(/[\r\n]/g, ' ') },
    });
    expect(lines.some((line) => line.includes('%0D%0A'))).toBe(true);
    const serverLines = lines;
    // Whatever was logged, every line is one JSON record, and none is the forged one.
    for (const line of serverLines) {
      expect(line.endsWith('\n')).toBe(true);
      expect(line.slice(0, -1)).not.toMatch(/[\r\n]/);
      const record = JSON.parse(line) as { msg?: string };
      expect(record.msg ?? '').not.toMatch(/^forged/);
    }
  });
});

describe('methods nobody serves', () => {
  const t = useTestApp();
  for (const method of ['TRACE', 'CONNECT', 'PROPFIND', 'PATCH']) {
    it(`${method} /api/health is refused with a problem, never echoed`, async () => {
      const res = await t.app.inject({ method: method as 'GET', url: '/api/health', headers: { cookie: 'secret=1' } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body).not.toContain('secret=1');
    });
  }

  it('a method HTTP does not know (TRACK, FOO) is refused by the server itself, never echoed', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { hostname, port } = new URL(address);
    for (const method of ['TRACK', 'FOO']) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), hostname, () => {
          socket.write(`${method} /api/health HTTP/1.1\r\nHost: x\r\nCookie: secret=1\r\nConnection: close\r\n\r\n`);
        });
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString();
        });
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(answer).not.toContain('secret=1');
    }
  });
});
