/**
 * Generates, from the bundled contract, the query option factories of `@propre/sdk/query` and
 * the invalidation map they apply:
 *
 * - src/query/<area>.ts, one file per operationId prefix (`bookings.get` → `get` in
 *   bookings.ts): a GET gives query options (path parameters in path order, then the query
 *   object), a write gives mutation options that take only the client: its path, query and body
 *   are the mutation's variables (`mutate({ path: { bookingId }, body })`), and its `meta`
 *   carries its entry of the invalidation map;
 * - src/query/areas.ts, the namespaces (`export * as bookings from './bookings.ts'`);
 * - src/generated/invalidations.ts, for each write, the GET path templates it makes stale.
 *
 * Invalidation rule (derived, no annotation in the contract): a write makes stale
 *   1. the GETs at its own path or below it, and at each of its ancestors exactly
 *      (`POST /api/bookings/{bookingId}/accept` → `/api/bookings/{bookingId}`, `/api/bookings`);
 *      a parameter segment matches any parameter segment (`{cleanerId}` ~ `{slug}`);
 *   2. the GETs sharing one of its tags, `admin` aside (it names an audience, not a resource:
 *      an admin write refreshes its own area and the public pages of that area, not every admin
 *      screen);
 *   3. `GET /api/users/me` when its answer carries the current user (`User`, or a `user` property);
 *   4. everything (`'*'`) when its answer opens or closes a session (`AuthSession`, `LogoutResult`).
 * Exceptions the contract does not say, in `exceptions` below: writes that change nothing a GET
 * reads (a price quote, a passkey challenge, a reset e-mail, a socket ticket) make nothing stale,
 * and deleting one's own account ends the session. Effects across areas that neither paths nor
 * tags show are added from `alsoStale` (the onboarding's progress counts the picture, the
 * availability and the documents).
 * At run time (`propreMutationCache`) a listed template with a path parameter named like one of
 * the write's is narrowed to the same value (accepting booking bkg_1 refreshes bkg_1's queries only).
 *
 * Operations that take a required header other than Idempotency-Key (the payment provider's
 * signed webhook) are servers' business: they get no factory.
 *
 *   node scripts/query-factories.ts          write the files
 *   node scripts/query-factories.ts --check  fail when a file is out of date
 *
 * A test (query-factories.test.ts) runs the check too, so CI fails on drift.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadContract } from './idempotent-operations.ts';

const queryDir = fileURLToPath(new URL('../src/query/', import.meta.url));
const invalidationsFile = fileURLToPath(new URL('../src/generated/invalidations.ts', import.meta.url));

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Method = (typeof methods)[number];

interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
}
interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
}
interface Content {
  [media: string]: { schema?: Schema };
}
interface Response {
  $ref?: string;
  content?: Content;
}
interface OperationObject {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Content };
  responses?: Record<string, Response>;
}
type PathItem = { parameters?: Parameter[] } & Partial<Record<Method, OperationObject>>;
export interface ContractDocument {
  paths?: Record<string, PathItem>;
  components?: {
    parameters?: Record<string, Parameter>;
    responses?: Record<string, Response>;
    schemas?: Record<string, Schema>;
  };
}

/** One operation as the factories need it. */
export interface Op {
  id: string;
  area: string;
  name: string;
  method: Method;
  path: string;
  summary: string;
  tags: string[];
  pathParams: string[];
  query: 'none' | 'optional' | 'required';
  /** How the body is sent: none, JSON, a Blob, or text of that media type. */
  body: 'none' | 'json' | 'blob' | `text/${string}`;
  /** How a GET's answer is read. */
  read: 'json' | 'blob' | 'text';
  /** Schema names of the JSON answers of 2xx responses, and whether one carries a user. */
  answers: string[];
  answersUser: boolean;
}

const refName = (ref: string, prefix: string) => {
  if (!ref.startsWith(prefix)) throw new Error(`Unsupported reference ${ref}`);
  return ref.slice(prefix.length);
};

export function operationsOf(document: ContractDocument): Op[] {
  const components = document.components ?? {};
  const parameter = (p: Parameter): Parameter => {
    if (!p.$ref) return p;
    const found = components.parameters?.[refName(p.$ref, '#/components/parameters/')];
    if (!found) throw new Error(`Unresolved parameter ${p.$ref}`);
    return parameter(found);
  };
  const response = (r: Response): Response => {
    if (!r.$ref) return r;
    const found = components.responses?.[refName(r.$ref, '#/components/responses/')];
    if (!found) throw new Error(`Unresolved response ${r.$ref}`);
    return response(found);
  };
  const schema = (s: Schema | undefined): Schema | undefined =>
    s?.$ref ? components.schemas?.[refName(s.$ref, '#/components/schemas/')] : s;
  const schemaName = (s: Schema | undefined) => (s?.$ref ? refName(s.$ref, '#/components/schemas/') : undefined);

  const ops: Op[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const id = operation.operationId;
      if (!id?.includes('.')) throw new Error(`${method.toUpperCase()} ${path}: operationId must be "area.name"`);
      const [area = '', name = ''] = id.split('.');
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(parameter);
      const headers = parameters.filter((p) => p.in === 'header' && p.required && p.name?.toLowerCase() !== 'idempotency-key');
      if (headers.length > 0) continue;
      const query = parameters.filter((p) => p.in === 'query');
      const content = operation.requestBody?.content ?? {};
      const media = Object.keys(content);
      const body: Op['body'] =
        media.length === 0
          ? 'none'
          : media.includes('application/json')
            ? 'json'
            : (media.find((type): type is `text/${string}` => type.startsWith('text/')) ?? 'blob');
      const successes = Object.entries(operation.responses ?? {})
        .filter(([status]) => status.startsWith('2'))
        .map(([, r]) => response(r).content ?? {});
      const answerTypes = successes.flatMap((c) => Object.keys(c));
      const jsonAnswers = successes.map((c) => c['application/json']?.schema).filter((s) => s !== undefined);
      ops.push({
        id,
        area,
        name,
        method,
        path,
        summary: operation.summary ?? '',
        tags: operation.tags ?? [],
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map(([, param = '']) => param),
        query: query.length === 0 ? 'none' : query.some((p) => p.required) ? 'required' : 'optional',
        body,
        read:
          answerTypes.length === 0 || answerTypes.some((type) => type.endsWith('json'))
            ? 'json'
            : answerTypes.every((type) => type.startsWith('text/'))
              ? 'text'
              : 'blob',
        answers: jsonAnswers.map(schemaName).filter((n) => n !== undefined),
        answersUser: jsonAnswers.some((s) => schemaName(s) === 'User' || schemaName(schema(s)?.properties?.user) === 'User'),
      });
    }
  }
  return ops;
}

const segments = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => /^\{\w+\}$/.test(segment);
const sameSegment = (a: string, b: string) => a === b || (isParam(a) && isParam(b));
/** Whether `path` starts with the segments of `prefix`. */
const under = (path: string[], prefix: string[]) =>
  path.length >= prefix.length && prefix.every((segment, i) => sameSegment(segment, path[i] ?? ''));

const sessionAnswers = new Set(['AuthSession', 'LogoutResult']);

/** What the rules cannot see (see the header): the write's effect, by operationId. */
export const exceptions: Record<string, '*' | string[]> = {
  'auth.forgotPassword': [],
  'auth.startPasskeyLogin': [],
  'auth.startPasskeyRegistration': [],
  'bookings.quote': [],
  'messaging.createSocketTicket': [],
  'users.deleteMe': '*',
};

/** Effects across areas the rules cannot see, added to the write's list: by operationId. */
const onboarding = '/api/cleaners/me/onboarding';
export const alsoStale: Record<string, string[]> = {
  'availability.createBlock': [onboarding],
  'availability.deleteBlock': [onboarding],
  'availability.setWeeklyTemplate': [onboarding],
  'users.uploadAvatar': [onboarding, '/api/cleaners/me/profile'],
  'verification.deleteDocument': [onboarding],
  'verification.uploadDocument': [onboarding],
};

/** For each write, by operationId: `'*'` or the GET path templates it makes stale, sorted. */
export function invalidationsOf(ops: Op[]): Record<string, '*' | string[]> {
  const gets = ops.filter((op) => op.method === 'get');
  const map: Record<string, '*' | string[]> = {};
  for (const write of ops.filter((op) => op.method !== 'get').sort((a, b) => a.id.localeCompare(b.id))) {
    const exception = exceptions[write.id];
    if (exception !== undefined) {
      map[write.id] = exception;
      continue;
    }
    if (write.answers.some((name) => sessionAnswers.has(name))) {
      map[write.id] = '*';
      continue;
    }
    const own = segments(write.path);
    const tags = write.tags.filter((tag) => tag !== 'admin');
    const stale = gets
      .filter((get) => {
        const target = segments(get.path);
        return (
          under(target, own) ||
          (target.length < own.length && under(own, target)) ||
          get.tags.some((tag) => tags.includes(tag)) ||
          (write.answersUser && get.path === '/api/users/me')
        );
      })
      .map((get) => get.path);
    map[write.id] = [...new Set([...stale, ...(alsoStale[write.id] ?? [])])].sort();
  }
  return map;
}

const header = '// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.\n';
const reserved = new Set(['delete', 'new', 'function', 'default', 'import', 'export', 'in', 'for', 'if', 'do', 'class']);

/** The name of an operation's entry in the generated file: `bookings.accept` → `bookingsAccept`. */
export const entryName = (id: string) => id.replace(/\.(\w)/, (_, first: string) => first.toUpperCase());

export function renderInvalidations(map: Record<string, '*' | string[]>, ops: Op[] = []): string {
  const where = new Map(ops.map((op) => [op.id, `${op.method.toUpperCase()} ${op.path}`]));
  const entries = Object.entries(map)
    .map(([id, stale]) => {
      const value = stale === '*' ? `'*'` : stale.length === 0 ? '[]' : `[\n${stale.map((path) => `  '${path}',\n`).join('')}]`;
      return `/** \`${where.get(id) ?? id}\` */\nexport const ${entryName(id)} = ${value} as const;\n`;
    })
    .join('');
  const byId = Object.keys(map)
    .map((id) => `  '${id}': ${entryName(id)},\n`)
    .join('');
  return `${header}// For each write operation, the GET path templates it makes stale, or '*' when it opens or
// closes a session (every query is reset). The rule is in sdk/scripts/query-factories.ts.
// One constant per operation, so a bundle carries only the entries of the factories it uses.

${entries}
/** The whole map, by operationId. */
export const invalidations = {
${byId}} as const satisfies Record<string, '*' | readonly string[]>;

export type WriteOperationId = keyof typeof invalidations;
`;
}

function renderFactory(op: Op): string {
  const exported = reserved.has(op.name) ? `${op.name}_` : op.name;
  const summary = op.summary ? `: ${op.summary.replace(/\*\//g, '*\\/')}` : '';
  const doc = `/** \`${op.method.toUpperCase()} ${op.path}\`${summary}. */`;
  const declare = `${reserved.has(op.name) ? '' : 'export '}function ${exported}`;
  // Declared, not inferred: the declaration files then name the SDK's types, not openapi-fetch's internals.
  if (op.method !== 'get') {
    // A write takes only the client: its path, query and body are the mutation's variables.
    const text = op.body.startsWith('text/') ? `, '${op.body}'` : '';
    return `${doc}
${declare}(client: PropreClient): MutationOptions<'${op.method}', '${op.path}'> {
  return mutationFor(client, '${op.method}', '${op.path}', ${entryName(op.id)}${text});
}
`;
  }
  const args = ['client: PropreClient', ...op.pathParams.map((param) => `${param}: PathParam<'${op.id}', '${param}'>`)];
  if (op.query !== 'none') args.push(`query${op.query === 'optional' ? '?' : ''}: Query<'${op.id}'>`);
  const params = [
    ...(op.pathParams.length > 0 ? [`path: { ${op.pathParams.join(', ')} }`] : []),
    ...(op.query !== 'none' ? ['query'] : []),
  ];
  const paramsArg = params.length > 0 ? `{ ${params.join(', ')} }` : '{}';
  const read = op.read !== 'json' ? `, '${op.read}'` : '';
  const call = `queryFor(client, '${op.path}'${params.length > 0 || read ? `, ${paramsArg}` : ''}${read})`;
  return `${doc}
${declare}(${args.join(', ')}): QueryOptions<'${op.path}'${read}> {
  return ${call};
}
`;
}

export function renderArea(ops: Op[]): string {
  const usesGet = ops.some((op) => op.method === 'get');
  const usesWrite = ops.some((op) => op.method !== 'get');
  const gets = ops.filter((op) => op.method === 'get');
  const types = [
    ...(gets.some((op) => op.pathParams.length > 0) ? ['type PathParam'] : []),
    ...(gets.some((op) => op.query !== 'none') ? ['type Query'] : []),
  ];
  const values = [
    ...(usesWrite ? ['mutationFor', 'type MutationOptions'] : []),
    ...(usesGet ? ['queryFor', 'type QueryOptions'] : []),
  ];
  const imports = [...values, ...types].sort((a, b) => a.replace('type ', '').localeCompare(b.replace('type ', '')));
  const renamed = ops.filter((op) => reserved.has(op.name)).map((op) => `${op.name}_ as ${op.name}`);
  const entries = ops.filter((op) => op.method !== 'get').map((op) => entryName(op.id));
  const stale = entries.length > 0 ? `import { ${entries.sort().join(', ')} } from '../generated/invalidations.ts';\n` : '';
  return `${header}import type { PropreClient } from '../client.ts';
${stale}import { ${imports.join(', ')} } from './operations.ts';

${ops.map(renderFactory).join('\n')}${renamed.length > 0 ? `\nexport { ${renamed.join(', ')} };\n` : ''}`;
}

export function renderAreas(areas: string[]): string {
  return `${header}${areas.map((area) => `export * as ${area} from './${area}.ts';\n`).join('')}`;
}

/** Every generated file, by absolute path. */
export function generatedFiles(document: ContractDocument = loadContract() as ContractDocument): Map<string, string> {
  const ops = operationsOf(document);
  const areas = [...new Set(ops.map((op) => op.area))].sort();
  const files = new Map<string, string>();
  for (const area of areas)
    files.set(`${queryDir}${area}.ts`, format(`${queryDir}${area}.ts`, renderArea(ops.filter((op) => op.area === area))));
  files.set(`${queryDir}areas.ts`, format(`${queryDir}areas.ts`, renderAreas(areas)));
  files.set(invalidationsFile, renderInvalidations(invalidationsOf(ops), ops));
  return files;
}

/** Generated area files on disk that the contract no longer has. */
function staleAreaFiles(files: Map<string, string>): string[] {
  return readdirSync(queryDir)
    .map((name) => `${queryDir}${name}`)
    .filter((file) => !files.has(file) && readFileSync(file, 'utf8').startsWith(header));
}

const biome = fileURLToPath(new URL('../../node_modules/.bin/biome', import.meta.url));

/** The file as the repository's formatter and import order have it, so `biome ci` passes on it. */
function format(file: string, text: string): string {
  return execFileSync(biome, ['check', '--write', `--stdin-file-path=${file}`], { input: text, encoding: 'utf8' });
}

/** Files that differ from what the contract generates (missing, changed or left over). */
export function drift(files = generatedFiles()): string[] {
  const changed = [...files].filter(([file, text]) => {
    try {
      return readFileSync(file, 'utf8') !== text;
    } catch {
      return true;
    }
  });
  return [...changed.map(([file]) => file), ...staleAreaFiles(files)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = generatedFiles();
  if (process.argv.includes('--check')) {
    const outOfDate = drift(files);
    if (outOfDate.length > 0) {
      console.error(`Out of date: ${outOfDate.join(', ')}. Run \`pnpm --filter @propre/sdk generate\`.`);
      process.exit(1);
    }
  } else {
    for (const file of staleAreaFiles(files)) unlinkSync(file);
    for (const [file, text] of files) writeFileSync(file, text);
  }
}
