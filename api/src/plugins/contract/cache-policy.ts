import type { OpenAPIV31Document } from '@propre/openapi';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type OperationEntry, resolveRef } from './spec-document.ts';

/** The `Cache-Control` value an operation answers with, by response status. */
export interface CachePolicy {
  /** Declared values, by status code as the contract writes it (`200`, `201`, `503`…). */
  byStatus: ReadonlyMap<string, string>;
  /** What a problem answer gets: `no-store` when every declared answer is `no-store`, else nothing. */
  onError: string | undefined;
}

/**
 * Reads an operation's cache policy from its responses' `Cache-Control` header declarations: a
 * header whose schema is a `const` is the value to send. The contract is the one place a cache
 * policy is written; a handler sets the header only where the contract lists choices (`enum`).
 */
export function cachePolicyOf(doc: OpenAPIV31Document, entry: OperationEntry): CachePolicy | null {
  const byStatus = new Map<string, string>();
  const responses = (entry.operation.responses ?? {}) as Record<string, unknown>;
  for (const [status, raw] of Object.entries(responses)) {
    const response = resolveRef(doc, raw, `${entry.pointer}/responses/${status}`).value as { headers?: Record<string, unknown> };
    const name = Object.keys(response.headers ?? {}).find((h) => h.toLowerCase() === 'cache-control');
    if (!name) continue;
    const header = resolveRef(doc, response.headers?.[name], '').value as { schema?: unknown };
    const schema = resolveRef(doc, header.schema, '').value as { const?: unknown; enum?: unknown } | undefined;
    // An `enum` leaves the choice to the handler: the answer depends on who asks (search: a
    // client's own feedback changes the page), which no single declared value can say.
    if (Array.isArray(schema?.enum)) continue;
    if (typeof schema?.const !== 'string') {
      throw new Error(`${entry.operationId} → ${status}: a Cache-Control header is declared without a const value to send`);
    }
    byStatus.set(status, schema.const);
  }
  if (byStatus.size === 0) return null;
  // A personal answer's refusal is personal too (it can name the caller's own resources).
  const onError = [...byStatus.values()].every((v) => v === 'no-store') ? 'no-store' : undefined;
  return { byStatus, onError };
}

/** The route-level onSend hook that applies a policy: the declared value for the status sent, if any. */
export function applyCachePolicy(policy: CachePolicy) {
  return (_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    const status = reply.statusCode;
    const value = policy.byStatus.get(String(status)) ?? (status >= 400 ? policy.onError : undefined);
    if (value !== undefined) reply.header('cache-control', value);
    done(null, payload);
  };
}
