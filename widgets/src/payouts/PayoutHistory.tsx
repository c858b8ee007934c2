import { useId } from 'react';
import { formatDay, formatMoney } from '../i18n/format.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { Card } from '../ui/Card.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { PayoutsPart } from './parts.ts';
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
  const id = useId();
  const money = (cents: number) => formatMoney(cents, locale);
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...part('history')} aria-labelledby={id}>
      <Heading id={id} {...part('sectionTitle')}>
        {t('history.title')}
      </Heading>
      {payouts.length === 0 ? (
        <EmptyState
          title={t('history.empty')}
          body={t('history.emptyBody')}
          headingLevel={Math.min(headingLevel + 1, 4) as 3 | 4}
        />
      ) : (
        <Card padding="none">
          <ul {...part('historyList')}>
            {payouts.map((payout) => (
              <li key={payout.id} {...part('payout', { state: payout.status })}>
                <div {...part('payoutMain')}>
                  <span>{t(`history.${payout.method}`)}</span>
                  <span {...part('payoutAmount')}>{money(payout.net)}</span>
                </div>
                <div {...part('payoutMeta')}>
                  <span>{formatDay(payout.paidAt ?? payout.createdAt, locale)}</span>
                  {payout.period ? <span>{t('history.week', { week: payout.period })}</span> : null}
                  {payout.fee > 0 ? (
                    <span>{t('history.fee', { amount: money(payout.amount), fee: money(payout.fee) })}</span>
                  ) : null}
                  <Badge tone={tones[payout.status]} {...part('payoutStatus')}>
                    {t(`history.status.${payout.status}`)}
                  </Badge>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
