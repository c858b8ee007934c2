import type { operations } from '@propre/openapi';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : undefined;
type BodyOf<K extends OperationId> =
  Op<K> extends { requestBody: infer R }
    ? JsonContent<R>
    : Op<K> extends { requestBody?: infer R }
      ? JsonContent<NonNullable<R>> | undefined
      : undefined;
type PartOf<K extends OperationId, P extends 'path' | 'query' | 'header'> = Op<K>['parameters'] extends infer Params
  ? Params extends Record<P, infer V>
    ? [V] extends [never]
      ? Record<string, never>
      : NonNullable<V>
    : Record<string, never>
  : Record<string, never>;

type SuccessStatus = 200 | 201 | 202;
/** The JSON bodies of an operation's 2xx responses. */
export type SuccessBody<K extends OperationId> = {
  [S in keyof Op<K>['responses']]: S extends SuccessStatus ? JsonContent<Op<K>['responses'][S]> : never;
}[keyof Op<K>['responses']];

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<K>;
  Params: PartOf<K, 'path'>;
  Querystring: PartOf<K, 'query'>;
  Headers: PartOf<K, 'header'>;
}>;

/**
 * Serves one operation. Return the success body (sent with the status set on `reply`, 200 by
 * default), or send another declared response through `reply` and return it.
 */
export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<SuccessBody<K> | FastifyReply>;

export type OperationHandlers<K extends OperationId = OperationId> = { [P in K]: OperationHandler<P> };

/** Handlers as the registrar sees them: by operationId, untyped. */
export type HandlerTable = Record<string, (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>>;

/** Declares an area's handlers with their request and response types checked against the contract. */
export function defineHandlers<K extends OperationId>(handlers: OperationHandlers<K>): HandlerTable {
  return handlers as unknown as HandlerTable;
}
