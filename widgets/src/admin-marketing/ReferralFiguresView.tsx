import { formatMoney } from '../i18n/format.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { ReferralStats } from './model.ts';
import type { AdminMarketingPart } from './parts.ts';
import { SectionFrame, type SectionStateProps } from './SectionFrame.tsx';
import { SortableTable } from './SortableTable.tsx';
import { adminMarketingTexts } from './texts.ts';

export interface ReferralFiguresViewProps extends SectionStateProps {
  stats?: ReferralStats;
}

/** The referral programme's figures (referrals.getStats), props only: sign-ups, rewards, cost, top referrers. */
export function ReferralFiguresView(props: ReferralFiguresViewProps) {
  const { stats, headingLevel = 2 } = props;
  const { t, part, locale } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const Sub = `h${Math.min(headingLevel + 1, 4)}` as 'h3' | 'h4';
  return (
    <SectionFrame
      {...props}
      status={props.status === 'success' && !stats ? 'loading' : props.status}
      name="referrals"
      title={t('referrals.title')}
      lead={t('referrals.lead')}
    >
      {() =>
        stats && (
          <>
            <dl {...part('figures', { className: 'propre-tiles' })}>
              {(
                [
                  ['total', stats.referrals.total],
                  ['clients', stats.referrals.clients],
                  ['cleaners', stats.referrals.cleaners],
                  ['referrers', stats.referrers],
                  ['cost', formatMoney(stats.costCents, locale)],
                ] as const
              ).map(([key, value]) => (
                <div key={key} {...part('figure', { className: 'propre-panel' })}>
                  <dt {...part('figureLabel')}>{t(`referrals.figures.${key}`)}</dt>
                  <dd {...part('figureValue')}>{value}</dd>
                </div>
              ))}
            </dl>
            <Sub>{t('referrals.rewards')}</Sub>
            {stats.rewards.length === 0 ? (
              <EmptyState title={t('referrals.noRewards')} headingLevel={4} />
            ) : (
              <SortableTable
                caption={t('referrals.rewards')}
                rows={stats.rewards}
                rowKey={(row) => `${row.kind}-${row.status}`}
                columns={[
                  {
                    key: 'kind',
                    label: t('referrals.columns.kind'),
                    sortBy: (row) => row.kind,
                    cell: (row) => t(`referrals.kinds.${row.kind}`),
                    rowHeader: true,
                  },
                  {
                    key: 'status',
                    label: t('referrals.columns.status'),
                    sortBy: (row) => row.status,
                    cell: (row) => t(`referrals.statuses.${row.status}`),
                  },
                  { key: 'count', label: t('referrals.columns.count'), sortBy: (row) => row.count, cell: (row) => row.count },
                  {
                    key: 'amount',
                    label: t('referrals.columns.amount'),
                    sortBy: (row) => row.amount,
                    cell: (row) => formatMoney(row.amount, locale),
                  },
                ]}
              />
            )}
            <Sub>{t('referrals.top')}</Sub>
            {stats.topReferrers.length === 0 ? (
              <EmptyState title={t('referrals.noReferrers')} headingLevel={4} />
            ) : (
              <SortableTable
                caption={t('referrals.top')}
                rows={stats.topReferrers}
                rowKey={(row) => row.userId}
                initialSort={{ key: 'referred', descending: true }}
                columns={[
                  {
                    key: 'name',
                    label: t('referrals.columns.name'),
                    sortBy: (row) => row.name,
                    cell: (row) => row.name,
                    rowHeader: true,
                  },
                  {
                    key: 'role',
                    label: t('referrals.columns.role'),
                    sortBy: (row) => row.role ?? '',
                    cell: (row) => t(`roles.${row.role ?? 'none'}`),
                  },
                  {
                    key: 'referred',
                    label: t('referrals.columns.referred'),
                    sortBy: (row) => row.referredCount,
                    cell: (row) => row.referredCount,
                  },
                  {
                    key: 'earned',
                    label: t('referrals.columns.earned'),
                    sortBy: (row) => row.earned,
                    cell: (row) => formatMoney(row.earned, locale),
                  },
                ]}
              />
            )}
          </>
        )
      }
    </SectionFrame>
  );
}
