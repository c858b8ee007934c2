import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type IdempotencyStore, requestHash } from './idempotency.ts';

/** How work marks the caller's key inside its own transactions. */
export interface KeyHooks<T> {
  /** In the transaction that commits the work: the key now names what it made (`recover` rebuilds the answer from it). */
  saveReference(tx: EntityManager, reference: unknown): Promise<void>;
  /** In the transaction that completes the work: the answer itself. */
  saveAnswer(tx: EntityManager, body: T): Promise<void>;
}

/**
 * `idempotent()` for work that commits its own transactions: the key is marked inside them. With
 * the answer stored after the work committed instead, a process killed in between leaves the key
 * unanswered although the work was done; once the claim counts as abandoned, the retry runs the
 * work again — and answers a refusal for a payout that was made (`insufficient_balance`), or
 * makes a second payout under the same key when more money came in meanwhile. The request's hash
 * is the one `idempotent()` computes, so both recognise the same keys.
 */
export async function idempotentInTransaction<T>(
  store: IdempotencyStore,
  request: FastifyRequest,
  reply: FastifyReply,
  operation: string,
  status: number,
  work: (keys: KeyHooks<T>) => Promise<T>,
  recover: (reference: unknown) => Promise<T>,
): Promise<T> {
  const user = request.auth?.user;
  const key = request.headers['idempotency-key'];
  if (!user || typeof key !== 'string') throw new Error(`${operation} needs a signed-in caller and an Idempotency-Key`);
  const result = await store.run<T>(
    { userId: user.id, key, operation, hash: requestHash({ params: request.params ?? {}, body: request.body ?? null }) },
    async (saveReference, saveAnswer) => ({
      status,
      body: await work({
        saveReference: (tx, reference) => saveReference(tx, status, reference),
        saveAnswer: (tx, body) => saveAnswer(tx, status, body),
      }),
    }),
    recover,
  );
  reply.header('cache-control', 'no-store');
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  reply.code(result.status);
  return result.body;
}
