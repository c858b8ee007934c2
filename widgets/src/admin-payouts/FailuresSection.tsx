import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { useAmountColumn } from './amount-column.tsx';
import { cleanerColumn } from './CleanerName.tsx';
import type { AdminPayoutsPart } from './parts.ts';
import { reasonOf } from './reasons.ts';
import { SectionFrame } from './SectionFrame.tsx';
import { SortableTable } from './SortableTable.tsx';
import type { SectionProps } from './section-props.ts';
import { adminPayoutsTexts } from './texts.ts';
import type { AdminPayout } from './types.ts';

export interface FailuresSectionProps extends SectionProps {
  failed: AdminPayout[];
  nameOf: (cleanerId: string) => string;
  onRetryPayout: (payoutId: string) => void;
  /** The payout being retried. */
  retryingPayoutId?: string | null | undefined;
  /** A retry the API refused, shown beside its payout. */
  retryError?: { payoutId: string; error: unknown } | null | undefined;
}

/** Every failed payout with its reason in words and its retry button; a refused retry beside it. */
export function FailuresSection({
  failed,
  nameOf,
  onRetryPayout,
  retryingPayoutId,
  retryError,
  headingLevel,
  ...links
}: FailuresSectionProps) {
  const { t, part } = useEntry<AdminPayoutsPart>(adminPayoutsTexts);
  const amountColumn = useAmountColumn();
  return (
    <SectionFrame name="failures" title={t('failures.title')} headingLevel={headingLevel}>
      {failed.length === 0 ? (
        <EmptyState title={t('failures.empty')} body={t('failures.emptyBody')} headingLevel={(headingLevel + 1) as 3 | 4} />
      ) : (
        <SortableTable<AdminPayout>
          caption={t('failures.caption')}
          rows={failed}
          rowKey={(payout) => payout.id}
          rowState={() => 'failed'}
          initialSort={{ key: 'cleaner' }}
          columns={[
            cleanerColumn(t('cleaner'), (payout) => ({ id: payout.cleanerId, name: nameOf(payout.cleanerId) }), links),
            {
              key: 'kind',
              label: t('failures.kind'),
              sortBy: (payout) => payout.period ?? payout.createdAt,
              cell: (payout) =>
                payout.method === 'weekly' ? t('failures.weekly', { period: payout.period }) : t('failures.instant'),
            },
            amountColumn((payout) => payout.net),
            {
              key: 'reason',
              label: t('failures.reason'),
              sortBy: (payout) => reasonOf(t, payout.failureCode),
              cell: (payout) => <span {...part('reason')}>{reasonOf(t, payout.failureCode)}</span>,
            },
            {
              key: 'attempts',
              label: t('failures.attempts'),
              numeric: true,
              sortBy: (payout) => payout.attempts,
              cell: (payout) => payout.attempts,
            },
            {
              key: 'action',
              label: t('failures.action'),
              cell: (payout) => (
                <>
                  <Button
                    size="sm"
                    variant="secondary"
                    {...part('retryButton')}
                    loading={retryingPayoutId === payout.id}
                    disabled={Boolean(retryingPayoutId) && retryingPayoutId !== payout.id}
                    aria-label={t('failures.retryFor', { name: nameOf(payout.cleanerId) })}
                    onClick={() => onRetryPayout(payout.id)}
                  >
                    {t('failures.retry')}
                  </Button>
                  {retryError?.payoutId === payout.id ? <ProblemAlert error={retryError.error} /> : null}
                </>
              ),
            },
          ]}
        />
      )}
    </SectionFrame>
  );
}
