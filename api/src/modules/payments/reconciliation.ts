import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import { query } from '../../db/sql.ts';
import type { PaymentsLedger } from './ledger.ts';

export const reconciliationQueue = 'payments-reconciliation';

export interface ReconciliationReport {
  since: string;
  checkedPayments: number;
  ledgerBalanced: boolean;
  differences: Array<{
    paymentIntentId: string;
    bookingId: string | null;
    kind: 'charge_without_booking' | 'amount_mismatch' | 'refund_mismatch';
    providerCents: number;
    ledgerCents: number;
  }>;
}

/**
 * Compares, booking by booking, what the provider kept of the client's payments (captured less
 * refunded) with what the ledger says came from the card, and lists every payment of a
 * booking that does not exist (a charge whose booking was never committed).
 */
export async function reconcile(
  deps: { orm: MikroORM; provider: PaymentProvider; ledger: PaymentsLedger },
  days: number,
): Promise<ReconciliationReport> {
  const since = new Date(Date.now() - days * 86_400_000);
  const intents = (await deps.provider.listPaymentIntents(since)).filter((i) => i.status === 'succeeded');
  const em = deps.orm.em.fork();
  const byBooking = new Map<string, { net: number; intents: string[] }>();
  const differences: ReconciliationReport['differences'] = [];
  for (const intent of intents) {
    const bookingId = intent.metadata.bookingId;
    if (!bookingId) continue;
    const group = byBooking.get(bookingId) ?? { net: 0, intents: [] };
    group.net += intent.amountCents - intent.amountRefundedCents;
    group.intents.push(intent.id);
    byBooking.set(bookingId, group);
  }
  for (const [bookingId, group] of byBooking) {
    const [exists] = await query<{ id: string }>(em, 'select id from booking where id = $1', [bookingId]);
    const [row] = await query<{ total: string }>(
      em,
      `select coalesce(sum(e.amount_cents), 0)::text as total from ledger_entry e join ledger_transaction t on t.id = e.transaction_id
        where t.booking_id = $1 and e.account = 'external:card' and t.kind like 'booking.%'`,
      [bookingId],
    );
    const ledgerCents = Number(row?.total ?? 0);
    if (!exists && group.net > 0) {
      differences.push({
        paymentIntentId: group.intents[0] as string,
        bookingId,
        kind: 'charge_without_booking',
        providerCents: group.net,
        ledgerCents,
      });
    } else if (exists && group.net !== ledgerCents) {
      differences.push({
        paymentIntentId: group.intents[0] as string,
        bookingId,
        kind: 'amount_mismatch',
        providerCents: group.net,
        ledgerCents,
      });
    }
  }
  const summary = await deps.ledger.summary(em);
  return { since: since.toISOString(), checkedPayments: intents.length, ledgerBalanced: summary.balanced, differences };
}

/** Daily at 4:00 (Quebec): the report is logged, differences as a warning for the admins. */
export async function startReconciliationJob(
  boss: PgBoss,
  run: () => Promise<ReconciliationReport>,
  log: FastifyBaseLogger,
): Promise<void> {
  await boss.createQueue(reconciliationQueue);
  await boss.findJobs(reconciliationQueue, { id: randomUUID() });
  await boss.schedule(reconciliationQueue, '0 4 * * *', {}, { tz: 'America/Toronto' });
  await boss.work(reconciliationQueue, async () => {
    const report = await run();
    if (report.differences.length > 0 || !report.ledgerBalanced)
      log.warn({ report }, 'payments reconciliation found differences');
    else log.info({ checked: report.checkedPayments }, 'payments reconciliation: no difference');
  });
}
