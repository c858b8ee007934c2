import { formatDayTime, formatMoney } from '../i18n/format.ts';
import { Badge } from '../ui/Badge.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { useAmountColumn } from './amount-column.tsx';
import { cleanerColumn } from './CleanerName.tsx';
import type { AdminPayoutsPart } from './parts.ts';
import { SectionFrame } from './SectionFrame.tsx';
import { SortableTable } from './SortableTable.tsx';
import type { SectionProps } from './section-props.ts';
import { statusTones } from './status-tones.ts';
import { adminPayoutsTexts } from './texts.ts';
import type { AdminPayout } from './types.ts';

export interface InstantSectionProps extends SectionProps {
  instant: AdminPayout[];
  nameOf: (cleanerId: string) => string;
}

/** The instant payouts cleaners asked for, newest first: amount, fee, net and where each stands. */
export function InstantSection({ instant, nameOf, headingLevel, ...links }: InstantSectionProps) {
  const { t, locale } = useEntry<AdminPayoutsPart>(adminPayoutsTexts);
  const money = (cents: number) => formatMoney(cents, locale);
  const amountColumn = useAmountColumn();
  return (
    <SectionFrame name="instant" title={t('instant.title')} headingLevel={headingLevel}>
      {instant.length === 0 ? (
        <p>{t('instant.empty')}</p>
      ) : (
        <SortableTable<AdminPayout>
          caption={t('instant.caption')}
          rows={instant}
          rowKey={(payout) => payout.id}
          rowState={(payout) => payout.status}
          initialSort={{ key: 'date', descending: true }}
          columns={[
            cleanerColumn(t('cleaner'), (payout) => ({ id: payout.cleanerId, name: nameOf(payout.cleanerId) }), links),
            {
              key: 'date',
              label: t('instant.date'),
              sortBy: (payout) => payout.createdAt,
              cell: (payout) => formatDayTime(payout.createdAt, locale),
            },
            {
              key: 'amount',
              label: t('amount'),
              numeric: true,
              sortBy: (payout) => payout.amount,
              cell: (payout) => money(payout.amount),
            },
            { key: 'fee', label: t('instant.fee'), numeric: true, cell: (payout) => money(payout.fee) },
            amountColumn((payout) => payout.net, 'net', t('instant.net')),
            {
              key: 'status',
              label: t('instant.status'),
              sortBy: (payout) => payout.status,
              cell: (payout) => <Badge tone={statusTones[payout.status]}>{t(`statuses.${payout.status}`)}</Badge>,
            },
          ]}
        />
      )}
    </SectionFrame>
  );
}
