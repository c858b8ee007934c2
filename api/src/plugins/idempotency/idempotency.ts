import { createHash } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { query, type Statement } from '../../db/sql.ts';
import { AppError, type ErrorDefinition, errorsOf, type RaisedFieldError } from '../errors/app-error.ts';
import type { Localized } from '../errors/locale.ts';

/**
 * `Idempotency-Key` for every operation that moves money or creates a booking (Stripe's
 * semantics): the same key and the same request answer the stored response again (refusals
 * too); the same key with another request is refused (422); while the first still runs, a
 * second is refused (409); keys are kept 24 hours per user.
 */
export const idempotencyErrors = {
  idempotency_key_reused: {
    status: 422,
    title: {
      fr: 'Cette clé d’idempotence a servi à une autre requête',
      en: 'This idempotency key was used for another request',
    },
  },
  idempotency_request_in_progress: {
    status: 409,
    title: {
      fr: 'Une requête avec cette clé d’idempotence est en cours',
      en: 'A request with this idempotency key is in progress',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;

const fail = errorsOf(idempotencyErrors);

/** How long a key is remembered (Stripe keeps them 24 hours). */
export const idempotencyKeyLifetimeMs = 24 * 3_600_000;
/** A claim older than this is taken to belong to a request that died, and may be taken over. */
export const abandonedClaimMs = 2 * 60_000;

/**
 * A stored answer: the success body, the refusal the first request got, or — when the process
 * died between the work's commit and storing its body — what the work committed, from which
 * the answer is rebuilt.
 */
type StoredResponse =
  | { kind: 'success'; status: number; body: unknown }
  | { kind: 'committed'; status: number; reference: unknown }
  | {
      kind: 'error';
      status: number;
      code: string;
      detail: string | Localized | null;
      errors: RaisedFieldError[] | null;
    };

export interface IdempotentResult<T> {
  status: number;
  body: T;
  replayed: boolean;
}

/** The request's body in a canonical form (keys sorted at every level), hashed. */
export function requestHash(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

/**
 * Marks the key answered inside the work's own transaction, with a reference to what it
 * created (ids), from which `recover` rebuilds the answer should the process die before the
 * full answer is stored.
 */
export type SaveReference = (tx: EntityManager, status: number, reference: unknown) => Promise<void>;

/**
 * Stores the full answer inside the work's own transaction: for work that can build its answer
 * before committing, one statement fewer after the commit, and no window in which the answer
 * must be rebuilt.
 */
export type SaveAnswer = (tx: EntityManager, status: number, body: unknown) => Promise<void>;

/**
 * The statement that stores the full answer (its parameters numbered from `firstParameter`), for
 * work that writes it in one of its own statements, inside its transaction: the key counts as
 * answered once this is asked for, as with `SaveAnswer`.
 */
export type AnswerStatement = (status: number, body: unknown, firstParameter: number) => Statement;

export interface IdempotencyStore {
  /**
   * Runs `work` once per (user, key): the same key with the same request answers the stored
   * response again (a refusal is thrown again); with another request, `idempotency_key_reused`;
   * while the first still runs, `idempotency_request_in_progress`. The claim is committed
   * before the work starts, so concurrent requests see it. Work that commits a transaction
   * should mark the key with `saveReference` inside it, so a process killed half-way leaves
   * both or neither: never a booking whose key still looks unanswered (which a retry, once the
   * claim is abandoned, would create again). Unexpected failures (5xx) release the key, so the
   * client may retry them.
   */
  run<T>(
    scope: { userId: string; key: string; operation: string; hash: string },
    work: (
      saveReference: SaveReference,
      saveAnswer: SaveAnswer,
      answerStatement: AnswerStatement,
    ) => Promise<{ status: number; body: T }>,
    recover?: (reference: unknown) => Promise<T>,
  ): Promise<IdempotentResult<T>>;
}

export function createIdempotencyStore(orm: MikroORM): IdempotencyStore {
  const sql = (text: string, values: unknown[]) => query(orm.em.fork(), text, values);

  async function claim(scope: { userId: string; key: string; operation: string; hash: string }): Promise<boolean> {
    const now = Date.now();
    // An expired key, or a claim abandoned by a request that died, is taken over.
    const rows = await query(
      orm.em.fork(),
      `insert into idempotency_key (user_id, key, operation, request_hash, state, created_at)
       values ($1, $2, $3, $4, 'in_progress', $5)
       on conflict (user_id, key) do update
         set operation = excluded.operation, request_hash = excluded.request_hash, state = 'in_progress',
             response_status = null, response_body = null, created_at = excluded.created_at
         where idempotency_key.created_at < $6
            or (idempotency_key.state = 'in_progress' and idempotency_key.created_at < $7
                and idempotency_key.operation = excluded.operation and idempotency_key.request_hash = excluded.request_hash)
       returning user_id`,
      [
        scope.userId,
        scope.key,
        scope.operation,
        scope.hash,
        new Date(now),
        new Date(now - idempotencyKeyLifetimeMs),
        new Date(now - abandonedClaimMs),
      ],
    );
    return rows.length > 0;
  }

  const storeSql = `update idempotency_key set state = 'done', response_status = $1, response_body = $2 where user_id = $3 and key = $4`;
  const storeValues = (scope: { userId: string; key: string }, response: StoredResponse) => [
    response.status,
    JSON.stringify(response),
    scope.userId,
    scope.key,
  ];
  /** In the work's transaction when given one (the answer commits with the work), else alone. */
  async function store(scope: { userId: string; key: string }, response: StoredResponse, tx?: EntityManager): Promise<void> {
    await query(tx ?? orm.em.fork(), storeSql, storeValues(scope, response));
  }

  return {
    async run(scope, work, recover) {
      if (!(await claim(scope))) {
        const [row] = await sql(
          'select operation, request_hash, state, response_body from idempotency_key where user_id = $1 and key = $2',
          [scope.userId, scope.key],
        );
        if (!row || row.operation !== scope.operation || row.request_hash !== scope.hash) {
          throw fail('idempotency_key_reused', {
            detail: {
              fr: 'Cette clé Idempotency-Key a déjà servi à une autre requête; utilisez une nouvelle clé.',
              en: 'This Idempotency-Key was already used for another request; use a new key.',
            },
          });
        }
        if (row.state !== 'done') {
          throw fail('idempotency_request_in_progress', {
            detail: {
              fr: 'Une requête avec cette clé est en cours; réessayez dans un instant.',
              en: 'A request with this key is in progress; try again in a moment.',
            },
            headers: { 'retry-after': '1' },
          });
        }
        const stored = (
          typeof row.response_body === 'string' ? JSON.parse(row.response_body) : row.response_body
        ) as StoredResponse;
        if (stored.kind === 'committed') {
          if (!recover) throw new Error(`No way to rebuild the answer of ${scope.operation}`);
          return { status: stored.status, body: await recover(stored.reference), replayed: true };
        }
        if (stored.kind === 'error') {
          throw new AppError(stored.code, stored.status, {
            ...(stored.detail ? { detail: stored.detail } : {}),
            ...(stored.errors ? { errors: stored.errors } : {}),
          });
        }
        return { status: stored.status, body: stored.body as never, replayed: true };
      }
      try {
        let answered = false;
        const result = await work(
          // Stored last in the work's transaction: the write travels with its commit.
          async (tx, status, reference) => {
            await store(scope, { kind: 'committed', status, reference }, tx);
          },
          async (tx, status, body) => {
            await store(scope, { kind: 'success', status, body }, tx);
            answered = true;
          },
          (status, body, first) => {
            answered = true;
            return {
              text: `update idempotency_key set state = 'done', response_status = $${first}, response_body = $${first + 1}
                      where user_id = $${first + 2} and key = $${first + 3}`,
              values: storeValues(scope, { kind: 'success', status, body }),
            };
          },
        );
        if (!answered) await store(scope, { kind: 'success', status: result.status, body: result.body });
        return { ...result, replayed: false };
      } catch (error) {
        if (error instanceof AppError && error.status < 500) {
          await store(scope, {
            kind: 'error',
            status: error.status,
            code: error.code,
            detail: error.detail ?? null,
            errors: error.errors ?? null,
          });
        } else {
          await sql('delete from idempotency_key where user_id = $1 and key = $2', [scope.userId, scope.key]);
        }
        throw error;
      }
    },
  };
}

/**
 * Runs an operation's work under the caller's Idempotency-Key: the request is its operation,
 * path parameters and body (so one key on two bookings is two requests), the answer is stored
 * (success or refusal), and a replay says so with `Idempotent-Replayed: true`.
 */
export async function idempotent<T>(
  store: IdempotencyStore,
  request: FastifyRequest,
  reply: FastifyReply,
  operation: string,
  work: () => Promise<{ status: number; body: T }>,
): Promise<T> {
  const user = request.auth?.user;
  const key = request.headers['idempotency-key'];
  if (!user || typeof key !== 'string') throw new Error(`${operation} needs a signed-in caller and an Idempotency-Key`);
  const result = await store.run(
    { userId: user.id, key, operation, hash: requestHash({ params: request.params ?? {}, body: request.body ?? null }) },
    work,
  );
  reply.header('cache-control', 'no-store');
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  reply.code(result.status);
  return result.body;
}
