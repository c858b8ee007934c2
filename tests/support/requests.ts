/**
 * Requests generated from the contract: valid ones from each operation's schemas
 * (json-schema-faker, retried until the contract's own Ajv accepts them) and mutated ones
 * (fast-check) that break them in the ways attackers and buggy clients do.
 */

import { photo } from '@propre/api/src/modules/bookings/work.fixtures.ts';
import { pdfFile } from '@propre/api/src/modules/verification/verification.fixtures.ts';
import { createContractAjv, schemaRef } from '@propre/api/src/plugins/contract/validation.ts';
import fc from 'fast-check';
import { generateSync } from 'json-schema-faker';
import { type ContractOperation, doc, type JsonSchema, type Parameter } from './contract.ts';

export interface GeneratedRequest {
  method: string;
  /** Path with its parameters filled in (encoded). */
  url: string;
  headers: Record<string, string>;
  /** JSON text, bytes, or nothing. */
  payload?: string | Buffer;
  /** What the request is: `valid`, or the mutation applied. */
  kind: string;
}

/** Values for parameters and body fields taken from the world (real ids), by name. */
export type RealValues = Record<string, string>;

const ajv = createContractAjv(doc, { coerce: false });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();
function validatorFor(pointer: string) {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile(schemaRef(pointer));
    validators.set(pointer, validate);
  }
  return validate;
}

const components = (doc as unknown as { components: unknown }).components;

/** A value the schema accepts, from a seed; undefined when none was found in 30 tries. */
export function validValue(schema: JsonSchema, pointer: string, seed: number): unknown {
  const validate = validatorFor(pointer);
  for (let attempt = 0; attempt < 30; attempt += 1) {
    let value: unknown;
    try {
      value = generateSync(
        { ...schema, components } as never,
        {
          seed: seed * 31 + attempt,
          refDepthMax: 3,
          maxDefaultItems: 3,
          minDateTime: '2026-01-01',
          maxDateTime: '2028-12-31',
        } as never,
      );
    } catch {
      // The generator gives up on some seeds of some schemas; the next seed does better.
      continue;
    }
    if (validate(structuredClone(value))) return value;
  }
  return undefined;
}

// Bodies of the binary media types the contract accepts: one small valid file of each.
const binarySamples = new Map<string, Buffer>();
export async function prepareBinarySamples(): Promise<void> {
  const image = (format: 'jpeg' | 'png' | 'webp') => photo(format, 800, 400);
  binarySamples.set('image/jpeg', await image('jpeg'));
  binarySamples.set('image/png', await image('png'));
  binarySamples.set('image/webp', await image('webp'));
  binarySamples.set('application/pdf', pdfFile('fuzz'));
  binarySamples.set(
    'text/calendar',
    Buffer.from(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//fuzz//EN\r\nBEGIN:VEVENT\r\nUID:fuzz-1\r\nDTSTART:20270105T140000Z\r\nDTEND:20270105T160000Z\r\nSUMMARY:Occupé\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
    ),
  );
}

export function binarySample(mediaType: string, where: string): Buffer {
  const sample = binarySamples.get(mediaType);
  if (!sample) {
    throw new Error(`${where}: no sample body for media type ${mediaType}; add one to tests/support/requests.ts`);
  }
  return sample;
}

function encodeQuery(values: Array<[string, unknown]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of values) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(name, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The parts of a request before it is written out, so mutations can change any of them. */
export interface RequestParts {
  op: ContractOperation;
  path: Record<string, string>;
  query: Array<[string, unknown]>;
  headers: Record<string, string>;
  body: { type: string; json?: unknown; raw?: string | Buffer } | undefined;
}

export function writeRequest(parts: RequestParts, kind: string): GeneratedRequest {
  const url =
    parts.op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(parts.path[name] ?? '')) +
    encodeQuery(parts.query);
  const headers = { ...parts.headers };
  let payload: string | Buffer | undefined;
  if (parts.body) {
    headers['content-type'] = parts.body.type;
    payload = parts.body.raw ?? JSON.stringify(parts.body.json);
  }
  return { method: parts.op.method, url, headers, ...(payload !== undefined ? { payload } : {}), kind };
}

function paramValue(p: Parameter, seed: number, real: RealValues, useReal: boolean): unknown {
  if (useReal && real[p.name] !== undefined) return real[p.name];
  const value = validValue(p.schema, p.pointer, seed);
  if (value === undefined && p.required) throw new Error(`cannot generate a valid ${p.in} parameter ${p.name}`);
  return value;
}

/**
 * A valid request: every parameter and the body from their schemas; real ids (owned by the
 * caller) in place of path parameters and body fields of the same name when `useReal`.
 * Returns undefined when the body schema yields no valid value (reported by the caller).
 */
export function validParts(op: ContractOperation, seed: number, real: RealValues, useReal: boolean): RequestParts | undefined {
  const parts: RequestParts = { op, path: {}, query: [], headers: {}, body: undefined };
  let n = 0;
  for (const p of op.parameters) {
    n += 1;
    // Optional query parameters are left out half the time, as callers do.
    if (!p.required && (seed + n) % 2 === 0) continue;
    const value = paramValue(p, seed + n * 7919, real, useReal);
    if (value === undefined) continue;
    if (p.in === 'path') parts.path[p.name] = String(value);
    else if (p.in === 'query') parts.query.push([p.name, value]);
    else parts.headers[p.name.toLowerCase()] = String(value);
  }
  if (op.body && (op.body.required || seed % 3 !== 0)) {
    const json = op.body.json;
    if (json) {
      const value = validValue(json.schema, json.pointer, seed);
      if (value === undefined) return undefined;
      if (useReal && value && typeof value === 'object' && !Array.isArray(value)) {
        const record = value as Record<string, unknown>;
        for (const key of Object.keys(record)) if (real[key] !== undefined) record[key] = real[key];
        // A real id may break a cross-field rule of the schema; keep the generated one then.
        if (!validatorFor(json.pointer)(structuredClone(record))) return validParts(op, seed + 1, real, false);
      }
      parts.body = { type: 'application/json', json: value };
    } else {
      const type = op.body.mediaTypes[seed % op.body.mediaTypes.length] as string;
      parts.body = { type, raw: binarySample(type, op.id) };
    }
  }
  return parts;
}

// ---- mutations ----------------------------------------------------------------------------

const boundaryNumbers = [0, -0, -1, 1, 0.5, -0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), 1e21, 1e308, -1e308, 5e-324];

/** Values that break schemas and the code behind them. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...boundaryNumbers),
  fc.constantFrom(null, true, false, '', ' ', '\u0000', '\u202e', '😀', 'é'.normalize('NFD'), '%00', '%', '\\', "'", '"'),
  fc.constantFrom(
    "' OR '1'='1",
    '1; DROP TABLE app_user;--',
    "' UNION SELECT password_hash FROM app_user--",
    '$1',
    '../../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    '<script>alert(1)</script>',
    'line\r\nX-Injected: 1',
    '{"$gt":""}',
    '2026-02-30',
    '24:00',
    '9999-12-31T23:59:59Z',
    'NaN',
    'Infinity',
    `usr_${'0'.repeat(26)}`,
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'é'.repeat(n)),
  fc.constantFrom([], {}, [[]], { a: { b: { c: { d: {} } } } }, ['x'], [1, 2, 3]),
  fc.integer(),
  fc.double(),
);

const prototypeKeys = ['__proto__', 'constructor', 'prototype'];

/** An object whose own property is `key`, as JSON.parse would make it (even for __proto__). */
function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify({ ...target, [`\u0000${key}`]: value }).replace(`"\\u0000${key}"`, JSON.stringify(key)));
}

type Mutation = (parts: RequestParts, pick: number, value: unknown) => { parts: RequestParts; kind: string } | undefined;

function clone(parts: RequestParts): RequestParts {
  return {
    op: parts.op,
    path: { ...parts.path },
    query: parts.query.map(([k, v]) => [k, v]),
    headers: { ...parts.headers },
    body: parts.body ? { ...parts.body, json: structuredClone(parts.body.json) } : undefined,
  };
}

function jsonObject(parts: RequestParts): Record<string, unknown> | undefined {
  const json = parts.body?.json;
  return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined;
}

/** Every place inside a JSON value, as a path of keys. */
function placesIn(value: unknown, prefix: Array<string | number> = [], out: Array<Array<string | number>> = []) {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const path = [...prefix, Array.isArray(value) ? Number(key) : key];
      out.push(path);
      placesIn(child, path, out);
    }
  }
  return out;
}

function setAt(root: unknown, path: Array<string | number>, value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = value;
}

const mutations: Record<string, Mutation> = {
  'body: a value replaced'(parts, pick, value) {
    const places = placesIn(parts.body?.json);
    const place = places[pick % Math.max(places.length, 1)];
    if (!place) return undefined;
    const next = clone(parts);
    setAt(next.body?.json, place, value);
    return { parts: next, kind: `body ${place.join('.')} = ${preview(value)}` };
  },
  'body: a required property missing'(parts, pick) {
    const object = jsonObject(parts);
    const required = (parts.op.body?.json?.schema.required as string[] | undefined) ?? [];
    if (!object || required.length === 0) return undefined;
    const name = required[pick % required.length] as string;
    const next = clone(parts);
    delete (next.body as { json: Record<string, unknown> }).json[name];
    return { parts: next, kind: `body without ${name}` };
  },
  'body: an extra property'(parts, pick, value) {
    const object = jsonObject(parts);
    if (!object) return undefined;
    const key = ['role', 'isAdmin', 'status', 'id', 'userId', 'paid', 'priceCents', ...prototypeKeys][pick % 10] as string;
    const next = clone(parts);
    (next.body as { json: unknown }).json = withOwnKey(object, key, value);
    return { parts: next, kind: `body with extra ${key}` };
  },
  'body: __proto__ pollution'(parts, pick) {
    const object = jsonObject(parts) ?? {};
    const key = prototypeKeys[pick % prototypeKeys.length] as string;
    const next = clone(parts);
    next.body = {
      type: 'application/json',
      json: withOwnKey(object, key, key === 'constructor' ? { prototype: { role: 'admin' } } : { role: 'admin', isAdmin: true }),
    };
    return { parts: next, kind: `body with ${key}` };
  },
  'body: wrong type'(parts, _pick, value) {
    const next = clone(parts);
    next.body = { type: 'application/json', json: Array.isArray(value) ? value : [value] };
    return { parts: next, kind: `body is ${preview(next.body.json)}` };
  },
  'body: malformed or binary'(parts, pick) {
    const next = clone(parts);
    const raws: Array<[string, string | Buffer]> = [
      ['application/json', '{"a":'],
      ['application/json', ''],
      ['application/json', '{"a":1,"a":2}'],
      ['application/json', `${'['.repeat(5_000)}${']'.repeat(5_000)}`],
      ['image/jpeg', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
      ['application/pdf', Buffer.from('MZ\x90\x00not a pdf', 'latin1')],
      ['image/png', Buffer.alloc(0)],
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'role=admin'],
      [parts.body?.type ?? 'application/octet-stream', Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02])],
    ];
    const [type, raw] = raws[pick % raws.length] as [string, string | Buffer];
    next.body = { type, raw };
    return { parts: next, kind: `body ${type} ${preview(raw.toString().slice(0, 20))}` };
  },
  'path: a parameter replaced'(parts, pick, value) {
    const names = Object.keys(parts.path);
    const name = names[pick % Math.max(names.length, 1)];
    if (!name) return undefined;
    const next = clone(parts);
    next.path[name] = typeof value === 'string' ? value : JSON.stringify(value);
    return { parts: next, kind: `path ${name} = ${preview(value)}` };
  },
  'query: a parameter replaced or added'(parts, pick, value) {
    const declared = parts.op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    const names = [...declared, 'role', '__proto__', 'limit'];
    const name = names[pick % names.length] as string;
    const next = clone(parts);
    next.query = next.query.filter(([k]) => k !== name);
    next.query.push([name, pick % 3 === 0 ? [value, value] : value]);
    return { parts: next, kind: `query ${name} = ${preview(value)}` };
  },
  'query: a required parameter missing'(parts, pick) {
    const required = parts.op.parameters.filter((p) => p.in === 'query' && p.required);
    const victim = required[pick % Math.max(required.length, 1)];
    if (!victim) return undefined;
    const next = clone(parts);
    next.query = next.query.filter(([k]) => k !== victim.name);
    return { parts: next, kind: `query without ${victim.name}` };
  },
  'header: a parameter or the language replaced'(parts, pick, value) {
    const declared = parts.op.parameters.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase());
    const names = [...declared, 'accept-language', 'x-request-id', 'x-csrf-token'];
    const name = names[pick % names.length] as string;
    const next = clone(parts);
    next.headers[name] = (typeof value === 'string' ? value : JSON.stringify(value)).replace(/[\r\n\0]/g, ' ');
    return { parts: next, kind: `header ${name} = ${preview(value)}` };
  },
};

export const mutationNames = Object.keys(mutations);

/** Applies the named mutation, or the next one that applies to this operation. */
export function mutate(parts: RequestParts, name: string, pick: number, value: unknown): GeneratedRequest {
  const first = mutationNames.indexOf(name);
  for (let i = 0; i < mutationNames.length; i += 1) {
    const mutation = mutations[mutationNames[(first + i) % mutationNames.length] as string];
    const mutated = mutation?.(parts, pick, value);
    if (mutated) return writeRequest(mutated.parts, mutated.kind);
  }
  return writeRequest(parts, 'valid');
}

export function preview(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 57)}…(${text.length})` : text;
}

/** The inputs of one fuzz run: a seed for the valid request, whether to use real ids, a mutation. */
export const runInput = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 30 }),
  useReal: fc.boolean(),
  mutation: fc.option(fc.record({ name: fc.constantFrom(...mutationNames), pick: fc.nat(), value: nastyValue }), {
    freq: 2,
  }),
});
export type RunInput = typeof runInput extends fc.Arbitrary<infer T> ? T : never;
