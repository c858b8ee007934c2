import type { MikroORM } from '@mikro-orm/postgresql';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import type { PaymentsLedger } from './ledger.ts';

export function paymentsRoutes({ orm, ledger }: { orm: MikroORM; ledger: PaymentsLedger }) {
  return defineHandlers({
    'payments.getLedgerSummary': async (_request, reply) => {
      const summary = await ledger.summary(orm.em.fork());
      reply.header('cache-control', 'no-store');
      return summary;
    },
  });
}
