/**
 * The bundled contract as the security and fuzz suites read it: every operation with who may
 * call it, its parameters and body schemas resolved, so the suites cover operations added
 * later without a list of their own.
 */

import { type Actor, actors } from '@propre/api/src/plugins/auth/request-auth.ts';
import { listOperations, type OperationEntry, resolveRef } from '@propre/api/src/plugins/contract/spec-document.ts';
import { type OpenAPIV31Document, openapi } from '@propre/openapi';

export const doc = openapi as OpenAPIV31Document;
export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  /** JSON Pointer of the schema in the bundled document, for Ajv. */
  pointer: string;
}

export interface ContractOperation {
  id: string;
  method: string;
  path: string;
  roles: Actor[];
  parameters: Parameter[];
  /** The request body: the JSON schema for application/json, or only the media types for binary bodies. */
  body: { required: boolean; mediaTypes: string[]; json?: { schema: JsonSchema; pointer: string } } | undefined;
  /** Statuses the contract declares (`200`, `4XX`, `default`). */
  statuses: string[];
  /** Schema of the 200 JSON body, when there is one. */
  entry: OperationEntry;
}

export function resolve(value: unknown): JsonSchema {
  return resolveRef(doc, value, '').value as JsonSchema;
}

function toOperation(entry: OperationEntry): ContractOperation {
  const parameters: Parameter[] = entry.parameters
    .filter(({ parameter }) => parameter.in !== 'cookie')
    .map(({ parameter, pointer }) => {
      const schemaRef = resolveRef(doc, parameter.schema, `${pointer}/schema`);
      return {
        name: parameter.name,
        in: parameter.in as Parameter['in'],
        required: parameter.required === true || parameter.in === 'path',
        schema: schemaRef.value as JsonSchema,
        pointer: schemaRef.pointer,
      };
    });
  const content = entry.requestBody?.content ?? {};
  const jsonPointer = content['application/json'];
  return {
    id: entry.operationId,
    method: entry.method.toUpperCase(),
    path: entry.path,
    roles: (entry.operation['x-roles'] as Actor[] | undefined) ?? [],
    parameters,
    body: entry.requestBody
      ? {
          required: entry.requestBody.required,
          mediaTypes: Object.keys(content),
          ...(jsonPointer
            ? {
                json: {
                  schema: resolveRef(doc, { $ref: `#${jsonPointer}` }, jsonPointer).value as JsonSchema,
                  pointer: jsonPointer,
                },
              }
            : {}),
        }
      : undefined,
    statuses: Object.keys((entry.operation.responses ?? {}) as Record<string, unknown>),
    entry,
  };
}

/** Every operation of the bundled contract. */
export const operations: ContractOperation[] = listOperations(doc).map(toOperation);

export const pathParameters = (op: ContractOperation) => op.parameters.filter((p) => p.in === 'path');

/** Does the contract declare this status for the operation (exactly, as nXX, or as default)? */
export function declares(op: ContractOperation, status: number): boolean {
  const s = String(status);
  return op.statuses.includes(s) || op.statuses.includes(`${s[0]}XX`) || op.statuses.includes('default');
}

export { type Actor, actors };
