/**
 * Lists the operations whose contract declares an `Idempotency-Key` header parameter, as
 * `METHOD /path/{template}`, into src/generated/idempotent-operations.ts. The client gives
 * those calls a fresh key when the caller sends none.
 *
 *   node scripts/idempotent-operations.ts          write the file
 *   node scripts/idempotent-operations.ts --check  fail when the file is out of date
 *
 * A test (idempotent-operations.test.ts) runs the check too, so CI fails on drift.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const generatedFile = fileURLToPath(new URL('../src/generated/idempotent-operations.ts', import.meta.url));

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
}
type PathItem = { parameters?: Parameter[] } & Partial<Record<(typeof methods)[number], { parameters?: Parameter[] }>>;
export interface ContractDocument {
  paths?: Record<string, PathItem>;
  components?: { parameters?: Record<string, Parameter> };
}

/** `METHOD /path` of every operation taking an Idempotency-Key header, sorted. */
export function idempotentOperationsOf(document: ContractDocument): string[] {
  const resolve = (parameter: Parameter): Parameter => {
    const prefix = '#/components/parameters/';
    if (!parameter.$ref) return parameter;
    if (!parameter.$ref.startsWith(prefix)) throw new Error(`Unsupported parameter reference ${parameter.$ref}`);
    const target = document.components?.parameters?.[parameter.$ref.slice(prefix.length)];
    if (!target) throw new Error(`Unresolved parameter reference ${parameter.$ref}`);
    return resolve(target);
  };
  const takesKey = (parameters: Parameter[] = []) =>
    parameters.map(resolve).some((p) => p.in === 'header' && p.name?.toLowerCase() === 'idempotency-key');
  const found: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item[method];
      if (operation && (takesKey(item.parameters) || takesKey(operation.parameters)))
        found.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return found.sort();
}

export function render(operations: string[]): string {
  const items = operations.map((operation) => `  '${operation}',\n`).join('');
  return `// Generated from @propre/openapi/openapi.json by sdk/scripts/idempotent-operations.ts. Do not edit.
// Operations whose contract declares an Idempotency-Key header: the client generates a key for them.
export const idempotentOperations: readonly string[] = [${items ? `\n${items}` : ''}];
`;
}

export function loadContract(): ContractDocument {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve('@propre/openapi/openapi.json'), 'utf8')) as ContractDocument;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const expected = render(idempotentOperationsOf(loadContract()));
  if (process.argv.includes('--check')) {
    if (readFileSync(generatedFile, 'utf8') !== expected) {
      console.error('sdk/src/generated/idempotent-operations.ts is out of date: run `pnpm --filter @propre/sdk generate`.');
      process.exit(1);
    }
  } else {
    writeFileSync(generatedFile, expected);
  }
}
