import type { OpenAPIV31Document } from '@propre/openapi';

/** The `$id` under which the whole contract is registered with Ajv. */
export const specId = 'openapi.json';

export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export interface ParameterObject {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema?: unknown;
}

/** An operation of the contract, with the JSON Pointers its validators reference. */
export interface OperationEntry {
  operationId: string;
  method: HttpMethod;
  /** Path as written in the contract: `/api/bookings/{bookingId}`. */
  path: string;
  /** Pointer to the operation object inside the document. */
  pointer: string;
  operation: Record<string, unknown>;
  parameters: Array<{ parameter: ParameterObject; pointer: string }>;
  /** Media types the request body accepts, with the pointer to each schema. */
  requestBody: { required: boolean; content: Record<string, string> } | undefined;
}

export function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Follows a local `$ref` chain and returns the target with its pointer. */
export function resolveRef(doc: unknown, value: unknown, pointer: string): { value: unknown; pointer: string } {
  let current = value;
  let at = pointer;
  const seen = new Set<string>();
  while (current && typeof current === 'object' && typeof (current as { $ref?: unknown }).$ref === 'string') {
    const ref = (current as { $ref: string }).$ref;
    if (!ref.startsWith('#/') || seen.has(ref)) throw new Error(`Unresolvable $ref ${ref} at ${at}`);
    seen.add(ref);
    at = ref.slice(1);
    current = at
      .split('/')
      .slice(1)
      .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
  }
  return { value: current, pointer: at };
}

/** Lists every operation of the document, resolving parameter and request-body references. */
export function listOperations(doc: OpenAPIV31Document): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths)) {
    const itemPointer = `/paths/${escapePointer(path)}`;
    const item = resolveRef(doc, rawItem, itemPointer);
    const pathItem = item.value as Record<string, unknown>;
    const shared = (pathItem.parameters as unknown[] | undefined) ?? [];
    for (const method of httpMethods) {
      const operation = pathItem[method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      const pointer = `${item.pointer}/${method}`;
      const own = (operation.parameters as unknown[] | undefined) ?? [];
      const byKey = new Map<string, { parameter: ParameterObject; pointer: string }>();
      shared.forEach((p, i) => {
        const r = resolveRef(doc, p, `${item.pointer}/parameters/${i}`);
        const parameter = r.value as ParameterObject;
        byKey.set(`${parameter.in}:${parameter.name}`, { parameter, pointer: r.pointer });
      });
      own.forEach((p, i) => {
        const r = resolveRef(doc, p, `${pointer}/parameters/${i}`);
        const parameter = r.value as ParameterObject;
        byKey.set(`${parameter.in}:${parameter.name}`, { parameter, pointer: r.pointer });
      });
      let requestBody: OperationEntry['requestBody'];
      if (operation.requestBody) {
        const r = resolveRef(doc, operation.requestBody, `${pointer}/requestBody`);
        const body = r.value as { required?: boolean; content?: Record<string, unknown> };
        const content: Record<string, string> = {};
        for (const mediaType of Object.keys(body.content ?? {})) {
          content[mediaType] = `${r.pointer}/content/${escapePointer(mediaType)}/schema`;
        }
        requestBody = { required: body.required === true, content };
      }
      entries.push({
        operationId: String(operation.operationId),
        method,
        path,
        pointer,
        operation,
        parameters: [...byKey.values()],
        requestBody,
      });
    }
  }
  return entries;
}

/** `/api/bookings/{bookingId}` → `/api/bookings/:bookingId` */
export function toFastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}
