import { formatLocalDate, formatMoney } from '../i18n/format.ts';
import { Card } from '../ui/Card.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { PayoutsPart } from './parts.ts';
import { payoutsTexts } from './texts.ts';
import type { MyPayouts } from './types.ts';

export interface BalancesProps {
  balances: MyPayouts['balances'];
  /** The next weekly payout's date (YYYY-MM-DD). */
  nextPayout: string;
}

/** The ledger's balances as three figures: available now, in Friday's payout, paid out so far. */
export function Balances({ balances, nextPayout }: BalancesProps) {
  const { t, part, locale } = useEntry<PayoutsPart>(payoutsTexts);
  const figures = [
    { key: 'available', amount: balances.available, note: t('balances.availableNote') },
    {
      key: 'weekly',
      amount: balances.weeklyPayable,
      note: t('balances.weeklyNote', { date: formatLocalDate(nextPayout, locale) }),
    },
    { key: 'paidOut', amount: balances.paidOut, note: t('balances.paidOutNote') },
  ] as const;
  return (
    <dl {...part('balances')} aria-label={t('balances.label')}>
      {figures.map((figure) => (
        <Card key={figure.key} padding="sm" {...part('balance', { state: figure.key })}>
          <dt {...part('balanceLabel')}>{t(`balances.${figure.key}`)}</dt>
          <dd {...part('balanceAmount', { className: 'propre-figure-value' })}>{formatMoney(figure.amount, locale)}</dd>
          <dd {...part('balanceNote')}>{figure.note}</dd>
        </Card>
      ))}
    </dl>
  );
}
