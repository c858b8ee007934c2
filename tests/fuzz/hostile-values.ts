/**
 * The fuzzer's generators for what issue 21 found: NUL and lone UTF-16 surrogates in every
 * string of a request, dates and cursors at the ends of JavaScript's range (past PostgreSQL's),
 * huge and negative numbers, and every enum value with its case changed. Each is applied to a
 * valid request of the operation, so the rest of the request is right and the hostile value is
 * what the API has to answer well (4xx, never 5xx). The strings of a valid request only:
 * object keys are the schema's.
 */
import fc from 'fast-check';
import { type GeneratedRequest, mutate, preview, type RequestParts, writeRequest } from '../support/requests.ts';

/** Characters PostgreSQL refuses in text, or that are not text at all. */
const unreadable = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\ud83d'];

const jsExtremes = ['-271821-04-20T00:00:00.000Z', '+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00.000Z'];
const dateStrings = [
  ...jsExtremes,
  '0000-01-01',
  '0001-01-01T00:00:00Z',
  '9999-12-31',
  '275760-09-13',
  '-271821-04-20',
  '1969-12-31T23:59:59.999Z',
  '4714-11-24T00:00:00Z',
  '294277-01-01T00:00:00Z',
];
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const cursors = [
  ...jsExtremes.map((at) => base64url([at, 'bkg_01jd5x3m9q4r7k2v8w6n0p1s3t'])),
  base64url([jsExtremes[0], '\u0000']),
  base64url({ k: 1e308, id: 'usr_01jd5x3m9q4r7k2v8w6n0p1s3t' }),
  base64url({ k: -1e308, id: '\u0000' }),
  base64url({ k: 'NaN', id: [] }),
  base64url(null),
  base64url('\ud800'),
  `usr_${'z'.repeat(26)}`,
  '%00',
];
const numbers = [
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  2 ** 63,
  -(2 ** 63),
  2 ** 64,
  1e20,
  -1e15,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  -1,
  -2_147_483_649,
  8.64e15,
  -8.64e15,
];

// Issue 34, finding 4: digits of other scripts (Arabic-Indic, Devanagari, Bengali, Thai,
// fullwidth, mathematical bold) and numbers written out, compounds included, which the phone
// filter reads as digits: any string may hold them, and the API must still answer 4xx at worst.
const scriptZeros = [0x660, 0x966, 0x9e6, 0xe50, 0xff10, 0x1d7ce];
const inScript = (digits: string, zero: number) => [...digits].map((d) => String.fromCodePoint(zero + Number(d))).join('');
const spelled = [
  'cinq cent quatorze cinq cent cinquante-cinq zéro cent vingt-trois',
  'quatre-vingt-dix-neuf soixante et onze dix-sept',
  'five hundred and fourteen, oh, twenty one',
  'cent cent cent et et et zéro-zéro',
];
const numberText: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.stringMatching(/^\d{1,14}$/), fc.constantFrom(...scriptZeros)).map(([digits, zero]) => inScript(digits, zero)),
  fc.constantFrom(...spelled),
  fc
    .array(fc.constantFrom('cinq', 'cent', 'vingt', 'et', 'dix', 'sept', 'zéro', 'four', 'hundred', '-', ' '), { maxLength: 40 })
    .map((words) => words.join(' ')),
);

// Issue 34, finding 1: the rate limiter's keys come from the caller's address (IPv6 grouped by
// /64) and from what the body names (an email): each run may come from another address, so the
// limiter meets many distinct keys, as under a spread-out attack, and must stay bounded.
const byte = fc.nat({ max: 255 });
const group = fc.nat({ max: 0xffff }).map((n) => n.toString(16));
export const callerAddress: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(byte, byte, byte, byte).map((parts) => parts.join('.')),
  fc.array(group, { minLength: 8, maxLength: 8 }).map((groups) => groups.join(':')),
  fc.tuple(group, group).map(([a, b]) => `2001:db8:${a}:${b}::1`),
  fc.tuple(byte, byte).map(([a, b]) => `::ffff:192.0.${a}.${b}`),
);

/** Single hostile values, for any place of a request. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  numberText,
  fc.constantFrom(...dateStrings),
  fc.constantFrom(...cursors),
  fc.constantFrom(...numbers),
  fc.constantFrom(...numbers.map(String)),
  fc.tuple(fc.constantFrom(...unreadable), fc.string({ maxLength: 12 })).map(([char, text]) => `${text}${char}${text}`),
);

export type HostileInput =
  | { kind: 'unreadable in every string'; char: string; position: number }
  | { kind: 'case changed'; pick: number; upper: boolean }
  | { kind: 'hostile value'; target: 'body' | 'query' | 'path'; pick: number; value: unknown };

export const hostileInput: fc.Arbitrary<HostileInput> = fc.oneof(
  fc.record({
    kind: fc.constant('unreadable in every string' as const),
    char: fc.constantFrom(...unreadable),
    position: fc.nat({ max: 64 }),
  }),
  fc.record({ kind: fc.constant('case changed' as const), pick: fc.nat(), upper: fc.boolean() }),
  fc.record({
    kind: fc.constant('hostile value' as const),
    target: fc.constantFrom('body' as const, 'query' as const, 'path' as const),
    pick: fc.nat(),
    value: hostileValue,
  }),
);

type Place = { get(): string; set(value: string): void };

/**
 * Every string of the request a client chooses: path and query values, body strings. A URL
 * cannot hold a lone surrogate (it is written as UTF-8), so paths get the NUL only.
 */
function stringsOf(parts: RequestParts, char: string): Place[] {
  const places: Place[] = [];
  for (const name of Object.keys(parts.path)) {
    if (char !== '\u0000') break;
    places.push({ get: () => parts.path[name] as string, set: (v) => (parts.path[name] = v) });
  }
  parts.query.forEach((entry) => {
    if (typeof entry[1] === 'string') places.push({ get: () => entry[1] as string, set: (v) => (entry[1] = v) });
  });
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const key of Object.keys(node)) {
      const holder = node as Record<string, unknown>;
      if (typeof holder[key] === 'string') places.push({ get: () => holder[key] as string, set: (v) => (holder[key] = v) });
      else walk(holder[key]);
    }
  };
  walk(parts.body?.json);
  return places;
}

function copy(parts: RequestParts): RequestParts {
  return {
    op: parts.op,
    path: { ...parts.path },
    query: parts.query.map(([k, v]) => [k, v]),
    headers: { ...parts.headers },
    body: parts.body ? { ...parts.body, json: structuredClone(parts.body.json) } : undefined,
  };
}

const swapCase = (text: string, upper: boolean) =>
  [...text].map((c, i) => ((i % 2 === 0) === upper ? c.toUpperCase() : c.toLowerCase())).join('');

/** The valid request with the hostile input applied, or undefined when it changes nothing. */
export function applyHostile(valid: RequestParts, input: HostileInput): GeneratedRequest | undefined {
  if (input.kind === 'hostile value') {
    const name = {
      body: 'body: a value replaced',
      query: 'query: a parameter replaced or added',
      path: 'path: a parameter replaced',
    }[input.target];
    try {
      const request = mutate(valid, name, input.pick, input.value);
      return request.kind === 'valid' ? undefined : request;
    } catch (error) {
      // A lone surrogate cannot be written into a path (encodeURIComponent throws): no request.
      if (error instanceof URIError) return undefined;
      throw error;
    }
  }
  const parts = copy(valid);
  const places = stringsOf(parts, input.kind === 'unreadable in every string' ? input.char : '\u0000');
  if (input.kind === 'unreadable in every string') {
    if (places.length === 0) return undefined;
    for (const place of places) {
      const text = place.get();
      const at = input.position % (text.length + 1);
      place.set(`${text.slice(0, at)}${input.char}${text.slice(at)}`);
    }
    return writeRequest(parts, `${places.length} strings with ${preview(input.char)}`);
  }
  // Enum values are the strings of a valid request that are words: change their case.
  const words = places.filter((place) => /^[a-z][a-z_]*$/.test(place.get()));
  const place = words[input.pick % Math.max(words.length, 1)];
  if (!place) return undefined;
  const before = place.get();
  const after = swapCase(before, input.upper);
  if (after === before) return undefined;
  place.set(after);
  return writeRequest(parts, `${preview(before)} as ${preview(after)}`);
}
