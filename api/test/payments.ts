import { randomBytes } from 'node:crypto';
import { query as sqlQuery } from '../src/db/sql.ts';
import type { TestApp } from './build-app.ts';

// Reading what the local payment provider stored, for tests of any area that takes payments.

export interface StoredEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

async function query<T>(t: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  return sqlQuery<T>(t.app.propre.db.orm.em.fork(), sql, params);
}

/** The types of the events written about one object (payment intent, refund, card, customer), oldest first. */
export async function eventTypesOf(t: TestApp, objectId: string): Promise<string[]> {
  const rows = await query<{ type: string }>(t, 'select type from pay_event where object_id = $1 order by sequence', [objectId]);
  return rows.map((row) => row.type);
}

/** A payment intent's row and its payment method's row, as stored. */
export async function paymentRows(
  t: TestApp,
  paymentIntentId: string,
): Promise<{ intent: Record<string, unknown>; method: Record<string, unknown> | undefined }> {
  const [intent] = await query<Record<string, unknown>>(t, 'select * from pay_payment_intent where id = $1', [paymentIntentId]);
  if (!intent) throw new Error(`No payment intent ${paymentIntentId}`);
  const [method] = await query<Record<string, unknown>>(t, 'select * from pay_payment_method where id = $1', [
    intent.payment_method_id,
  ]);
  return { intent, method };
}

export function providerTestKit(t: TestApp) {
  return {
    /** A user as the provider sees one; the provider does not require an account row. */
    user() {
      const suffix = randomBytes(5).toString('hex');
      return { id: `usr_test${suffix}`, email: `client.${suffix}@example.ca`, name: 'Client Test' };
    },
    /** A new provider customer. */
    async customer(): Promise<string> {
      return t.app.propre.payments.provider.ensureCustomer(this.user());
    },
    async count(fromWhere: string, params: unknown[] = []): Promise<number> {
      const [row] = await query<{ n: string }>(t, `select count(*)::text as n from ${fromWhere}`, params);
      return Number(row?.n ?? 0);
    },
    async events(objectId: string, type?: string): Promise<StoredEvent[]> {
      return query<StoredEvent>(
        t,
        `select id, type, data from pay_event where object_id = $1 ${type ? 'and type = $2' : ''} order by sequence`,
        type ? [objectId, type] : [objectId],
      );
    },
  };
}
