import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../db/sql.ts';

/** `PR-2026-000123`: PR for Propre, the year of issue, then that year's sequence on six digits (more past 999 999). */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `PR-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next number of the year, inside the caller's transaction. The year's row is created or
 * incremented in one statement, which holds its lock until the transaction ends: concurrent
 * issues take their turn, and an issue that rolls back gives its number back, so the sequence
 * has no gaps and no duplicates.
 */
export async function nextInvoiceSequence(tx: EntityManager, year: number): Promise<number> {
  const rows = await query<{ last_number: number }>(
    tx,
    `insert into invoice_sequence (year, last_number) values ($1, 1)
       on conflict (year) do update set last_number = invoice_sequence.last_number + 1
     returning last_number`,
    [year],
  );
  const sequence = Number(rows[0]?.last_number);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new Error(`invoice sequence for ${year} not returned`);
  return sequence;
}
