import { formatDayTime, formatMoney } from '../i18n/format.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminPayoutsPart } from './parts.ts';
import { SectionFrame } from './SectionFrame.tsx';
import { adminPayoutsTexts } from './texts.ts';
import type { ReconciliationReport } from './types.ts';

export interface ReconciliationSectionProps {
  headingLevel: 2 | 3 | 4;
  /** The week's payouts by status. */
  counts: { paid: number; pending: number; failed: number };
  period: string;
  report?: ReconciliationReport | undefined;
  onReconcile: () => void;
  reconciling?: boolean | undefined;
  reconcileError?: unknown;
}

/**
 * Where the week's payouts stand, and the ledger compared with the provider's payments: reconciled
 * (balanced, no difference) or each difference in words.
 */
export function ReconciliationSection({
  headingLevel,
  counts,
  period,
  report,
  onReconcile,
  reconciling,
  reconcileError,
}: ReconciliationSectionProps) {
  const { t, part, locale } = useEntry<AdminPayoutsPart>(adminPayoutsTexts);
  const money = (cents: number) => formatMoney(cents, locale);
  const reconciled = report ? report.ledgerBalanced && report.differences.length === 0 : false;
  return (
    <SectionFrame name="reconciliation" title={t('reconciliation.title')} headingLevel={headingLevel}>
      <p>{t('reconciliation.lead', { period, ...counts })}</p>
      {report ? (
        <div {...part('report', { state: reconciled ? 'reconciled' : 'differences' })} role="status">
          <Badge tone={reconciled ? 'success' : 'danger'}>
            {reconciled ? t('reconciliation.reconciled') : t('reconciliation.differences', { count: report.differences.length })}
          </Badge>{' '}
          {t('reconciliation.checked', { count: report.checkedPayments, since: formatDayTime(report.since, locale) })}
          {report.ledgerBalanced ? null : <p>{t('reconciliation.unbalanced')}</p>}
          {report.differences.length > 0 ? (
            <ul>
              {report.differences.map((d) => (
                <li key={`${d.paymentIntentId}-${d.kind}`} {...part('difference')}>
                  {t('reconciliation.difference', {
                    kind: t(`reconciliation.kinds.${d.kind}`),
                    provider: money(d.providerCents),
                    ledger: money(d.ledgerCents),
                    payment: d.paymentIntentId,
                  })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <p>{t('reconciliation.never')}</p>
      )}
      {reconcileError ? <ProblemAlert error={reconcileError} /> : null}
      <Button variant="secondary" {...part('reconcileButton')} onClick={onReconcile} loading={reconciling}>
        {t('reconciliation.run')}
      </Button>
    </SectionFrame>
  );
}
