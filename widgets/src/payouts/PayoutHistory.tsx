import { formatDay, formatMoney } from '../i18n/format.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { ListSection } from './ListSection.tsx';
import type { PayoutsPart } from './parts.ts';
import { weekDates } from './schedule.ts';
import { payoutsTexts } from './texts.ts';
import type { Payout } from './types.ts';

const tones: Record<Payout['status'], BadgeTone> = { pending: 'info', paid: 'success', failed: 'danger' };

export interface PayoutHistoryProps {
  payouts: readonly Payout[];
  headingLevel: 2 | 3 | 4;
}

/** The payouts, newest first: what reached the bank, the fee of an instant one, the week a weekly one paid for. */
export function PayoutHistory({ payouts, headingLevel }: PayoutHistoryProps) {
  const { t, part, locale } = useEntry<PayoutsPart>(payoutsTexts);
  const money = (cents: number) => formatMoney(cents, locale);
  return (
    <ListSection name="history" empty={payouts.length === 0} headingLevel={headingLevel}>
      {payouts.map((payout) => (
        <li key={payout.id} {...part('payout', { state: payout.status })}>
          <div {...part('payoutMain')}>
            <span>{t(`history.${payout.method}`)}</span>
            <span {...part('payoutAmount')}>{money(payout.net)}</span>
          </div>
          <div {...part('payoutMeta')}>
            <span>{formatDay(payout.paidAt ?? payout.createdAt, locale)}</span>
            {payout.period ? <span>{t('history.week', weekDates(payout.period, locale))}</span> : null}
            {payout.fee > 0 ? <span>{t('history.fee', { amount: money(payout.amount), fee: money(payout.fee) })}</span> : null}
            <Badge tone={tones[payout.status]} {...part('payoutStatus')}>
              {t(`history.status.${payout.status}`)}
            </Badge>
          </div>
        </li>
      ))}
    </ListSection>
  );
}
