import { formatDay, formatLocalDate, formatMoney } from '../i18n/format.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { ListSection } from './ListSection.tsx';
import type { PayoutsPart } from './parts.ts';
import { payoutsTexts } from './texts.ts';
import type { JobEarning, Payout } from './types.ts';

const tones: Record<JobEarning['state'], BadgeTone> = { available: 'primary', pending: 'info', paid: 'success' };

export interface JobEarningsProps {
  earnings: readonly JobEarning[];
  /** The payouts, to name the one that took each earning. */
  payouts: readonly Payout[];
  headingLevel: 2 | 3 | 4;
}

/**
 * Each job's earning as the ledger posted it, newest first: the day and the city, what the
 * cleaner charged less the platform's fee, the net, and where it is (available, being paid out,
 * paid out by which payout).
 */
export function JobEarnings({ earnings, payouts, headingLevel }: JobEarningsProps) {
  const { t, part, locale } = useEntry<PayoutsPart>(payoutsTexts);
  const money = (cents: number) => formatMoney(cents, locale);
  const byId = new Map(payouts.map((payout) => [payout.id, payout]));
  return (
    <ListSection name="earnings" empty={earnings.length === 0} headingLevel={headingLevel}>
      {earnings.map((earning) => {
        const payout = earning.payoutId ? byId.get(earning.payoutId) : undefined;
        return (
          <li key={earning.bookingId} {...part('earning', { state: earning.state })}>
            <div {...part('payoutMain')}>
              <span>{t('earnings.job', { date: formatLocalDate(earning.serviceDate, locale), city: earning.city })}</span>
              <span {...part('earningNet')}>{money(earning.net)}</span>
            </div>
            <div {...part('payoutMeta')}>
              <span {...part('earningSplit')}>
                {t('earnings.split', { gross: money(earning.gross), fee: money(earning.platformFee) })}
              </span>
              <Badge tone={tones[earning.state]} {...part('earningState')}>
                {t(`earnings.state.${earning.state}`)}
              </Badge>
              {payout ? (
                <span>
                  {t('earnings.payout', {
                    method: t(`history.${payout.method}`),
                    date: formatDay(payout.paidAt ?? payout.createdAt, locale),
                  })}
                </span>
              ) : null}
            </div>
          </li>
        );
      })}
    </ListSection>
  );
}
