import { formatMoney } from '../i18n/format.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { ReferralStats } from './model.ts';
import type { AdminMarketingPart } from './parts.ts';
import { SectionFrame, type SectionStateProps } from './SectionFrame.tsx';
import { SortableTable, type Props as TableProps, useColumns } from './SortableTable.tsx';
import { adminMarketingTexts } from './texts.ts';

export interface ReferralFiguresViewProps extends SectionStateProps {
  stats?: ReferralStats;
}

/** The referral programme's figures (referrals.getStats), props only: sign-ups, rewards, cost, top referrers. */
export function ReferralFiguresView(props: ReferralFiguresViewProps) {
  const { stats, headingLevel = 2 } = props;
  const { t, part, locale } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const rewards = useColumns<ReferralStats['rewards'][number]>('referrals');
  const referrers = useColumns<ReferralStats['topReferrers'][number]>('referrals');
  const Sub = `h${Math.min(headingLevel + 1, 4)}` as 'h3' | 'h4';
  return (
    <SectionFrame {...props} status={props.status === 'success' && !stats ? 'loading' : props.status} name="referrals">
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
            <TitledTable
              heading={Sub}
              caption={t('referrals.rewards')}
              empty={t('referrals.noRewards')}
              rows={stats.rewards}
              rowKey={(row) => `${row.kind}-${row.status}`}
              columns={[
                rewards.column('kind', {
                  sortBy: (row) => row.kind,
                  cell: (row) => t(`referrals.kinds.${row.kind}`),
                  rowHeader: true,
                }),
                rewards.column('status', {
                  sortBy: (row) => row.status,
                  cell: (row) => t(`referrals.statuses.${row.status}`),
                }),
                rewards.text('count', (row) => row.count),
                rewards.column('amount', {
                  sortBy: (row) => row.amount,
                  cell: (row) => formatMoney(row.amount, locale),
                }),
              ]}
            />
            <TitledTable
              heading={Sub}
              caption={t('referrals.top')}
              empty={t('referrals.noReferrers')}
              rows={stats.topReferrers}
              rowKey={(row) => row.userId}
              initialSort={{ key: 'referred', descending: true }}
              columns={[
                referrers.text('name', (row) => row.name, { rowHeader: true }),
                referrers.column('role', {
                  sortBy: (row) => row.role ?? '',
                  cell: (row) => t(`roles.${row.role ?? 'none'}`),
                }),
                referrers.text('referred', (row) => row.referredCount),
                referrers.column('earned', {
                  sortBy: (row) => row.earned,
                  cell: (row) => formatMoney(row.earned, locale),
                }),
              ]}
            />
          </>
        )
      }
    </SectionFrame>
  );
}

/** One of the figures' tables under its heading (also its caption), or the empty state when it has no rows. */
function TitledTable<Row>({
  heading: Heading,
  empty,
  ...table
}: TableProps<Row> & { heading: 'h3' | 'h4'; caption: string; empty: string }) {
  return (
    <>
      <Heading>{table.caption}</Heading>
      {table.rows.length === 0 ? <EmptyState title={empty} headingLevel={4} /> : <SortableTable {...table} />}
    </>
  );
}
