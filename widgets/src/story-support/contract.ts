import openapi from '@propre/openapi/openapi.json' with { type: 'json' };
import type { operations } from '@propre/openapi/types';

/** Every operation of the contract, by its operationId (`search.findCleaners`). */
export type OperationId = keyof operations;

type Responses<Op extends OperationId> = operations[Op]['responses'];

/** The statuses the contract lists for an operation (200, 422, 500…). */
export type StatusOf<Op extends OperationId> = keyof Responses<Op> & number;

/** The body the contract declares for one status of an operation; `undefined` when it has none (204). */
export type BodyOf<Op extends OperationId, S extends StatusOf<Op>> = Responses<Op>[S] extends { content: infer C }
  ? C[keyof C]
  : undefined;

type Json = Record<string, unknown>;

export interface ContractOperation {
  operationId: OperationId;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The contract's path template, `/api/cleaners/{slug}`. */
  path: string;
  /** The operation's `responses` object, as the bundled contract has it. */
  responses: Record<string, Json>;
}

export interface ContractResponse {
  /** The media type the contract declares (`application/json`, `application/problem+json`), or null for no body. */
  mediaType: string | null;
  /** JSON Pointer of the body schema inside the bundled document, or null for no body. */
  schemaPointer: string | null;
}

const document = openapi as unknown as { paths: Record<string, Record<string, Json>>; components: Json };
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The bundled contract, as the validator compiles it. */
export const contractDocument: object = openapi;

/** The method and path of an operation, read from the bundled contract. Throws for an unknown id. */
export function findOperation(operationId: OperationId): ContractOperation {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operation = item[method] as Json | undefined;
      if (operation?.operationId === operationId) {
        return { operationId, method, path, responses: operation.responses as Record<string, Json> };
      }
    }
  }
  throw new Error(`No operation "${operationId}" in the contract`);
}

/**
 * Where the contract describes the body of one status of an operation. A response given as a
 * `$ref` to `#/components/responses/...` is followed, so the pointer always lands on a schema.
 */
export function findResponse(operationId: OperationId, status: number): ContractResponse {
  const { method, path, responses } = findOperation(operationId);
  let response = responses[String(status)];
  let pointer = `/paths/${escapePointer(path)}/${method}/responses/${status}`;
  if (!response) throw new Error(`The contract lists no ${status} answer for "${operationId}"`);
  const ref = response.$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/responses/', '');
    response = (document.components.responses as Record<string, Json>)[name] as Json;
    pointer = `/components/responses/${escapePointer(name)}`;
  }
  const content = response.content as Record<string, unknown> | undefined;
  const mediaType = content ? Object.keys(content)[0] : undefined;
  if (!mediaType) return { mediaType: null, schemaPointer: null };
  return { mediaType, schemaPointer: `${pointer}/content/${escapePointer(mediaType)}/schema` };
}

/** `/api/cleaners/{slug}` → `/api/cleaners/:slug`, the form MSW matches. */
export const toMswPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');
