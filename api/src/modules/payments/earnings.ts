import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../db/sql.ts';

/** One job's earning as the contract's `JobEarning` states it. */
export interface JobEarningDto {
  bookingId: string;
  serviceDate: string;
  city: string;
  gross: number;
  platformFee: number;
  net: number;
  settledAt: string;
  state: 'pending' | 'available' | 'paid';
  payoutId: string | null;
}

/** How many jobs the list shows (newest first); older ones still count in the allocation. */
export const earningsListed = 100;

interface CreditRow {
  entry_id: string;
  kind: string;
  booking_id: string | null;
  net: string;
  platform_fee: string;
  settled_at: Date;
  service_date: string | null;
  city: string | null;
}

interface PayoutRow {
  payout_id: string;
  amount: string;
  status: 'pending' | 'paid' | 'failed';
}

/**
 * Each job's earning, read from the ledger: the settlement of a booking (`booking.settle`) credits
 * the cleaner's earnings with the net and `platform:fees` with the fee, so the gross is their sum —
 * nothing is recomputed from the booking's price. Payouts debit the earnings account; a payout
 * takes the oldest money first (an instant one takes everything owed, a weekly one everything
 * settled before the week), so the payouts still standing (those whose posting was not reversed by
 * `payout.failed`) are laid over the credits in posting order. An earning fully covered is in the
 * payout that covered its last cent; one not (or only partly) covered is still available.
 */
export async function jobEarnings(em: EntityManager, cleanerId: string): Promise<JobEarningDto[]> {
  const account = `cleaner:${cleanerId}:earnings`;
  // Every credit to the earnings (jobs and referral bonuses alike take their turn in payouts);
  // a failed payout's reversal is not new money but the payout undone, left out with the payout.
  const credits = await query<CreditRow>(
    em,
    `select e.id::text as entry_id, t.kind, t.booking_id, (-e.amount_cents)::text as net,
            coalesce((select -sum(f.amount_cents) from ledger_entry f
                       where f.transaction_id = t.id and f.account = 'platform:fees'), 0)::text as platform_fee,
            t.created_at as settled_at, b.local_date::text as service_date, b.property_city as city
       from ledger_entry e
       join ledger_transaction t on t.id = e.transaction_id
       left join booking b on b.id = t.booking_id and t.kind = 'booking.settle'
      where e.account = $1 and e.amount_cents < 0 and t.kind <> 'payout.failed'
      order by e.id`,
    [account],
  );
  const payouts = await query<PayoutRow>(
    em,
    `select p.id as payout_id, e.amount_cents::text as amount, p.status
       from ledger_entry e
       join ledger_transaction t on t.id = e.transaction_id
       join payout p on p.id = split_part(t.idempotency_key, ':', 1)
      where e.account = $1 and t.kind = 'payout'
        and not exists (select 1 from ledger_transaction r where r.idempotency_key = t.idempotency_key || ':failed')
      order by e.id`,
    [account],
  );
  // Running totals: credit i is covered once the payouts' total reaches the credits' total through i.
  let paidUpTo = 0;
  let next = 0;
  let credited = 0;
  const earnings: JobEarningDto[] = [];
  for (const credit of credits) {
    credited += Number(credit.net);
    while (next < payouts.length && paidUpTo < credited) {
      paidUpTo += Number((payouts[next] as PayoutRow).amount);
      next += 1;
    }
    const covering = paidUpTo >= credited && next > 0 ? (payouts[next - 1] as PayoutRow) : null;
    if (credit.kind !== 'booking.settle' || !credit.booking_id) continue;
    const net = Number(credit.net);
    const platformFee = Number(credit.platform_fee);
    earnings.push({
      bookingId: credit.booking_id,
      serviceDate: credit.service_date ?? '',
      city: credit.city ?? '',
      gross: net + platformFee,
      platformFee,
      net,
      settledAt: new Date(credit.settled_at).toISOString(),
      state: covering ? (covering.status === 'paid' ? 'paid' : 'pending') : 'available',
      payoutId: covering?.payout_id ?? null,
    });
  }
  return earnings.reverse().slice(0, earningsListed);
}
