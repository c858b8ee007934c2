import type { ReactNode } from 'react';
import type { AdminRenderLink } from '../admin/index.ts';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import type { RetryProps } from '../ui/query-state.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { levelUnder, WidgetTitle } from '../ui/WidgetTitle.tsx';
import { FailuresSection } from './FailuresSection.tsx';
import { InstantSection } from './InstantSection.tsx';
import { namesOf, statusCounts } from './names.ts';
import { PreviewSection } from './PreviewSection.tsx';
import type { AdminPayoutsPart } from './parts.ts';
import { ReconciliationSection } from './ReconciliationSection.tsx';
import { RunDialog } from './RunDialog.tsx';
import { adminPayoutsTexts } from './texts.ts';
import type { AdminPayout, ReconciliationReport, WeeklyPayoutPreview, WeeklyRunResult } from './types.ts';

export interface AdminPayoutsViewProps extends RetryProps {
  /** What the weekly run would pay now; with `payouts`, the page shows once both are here. */
  preview?: WeeklyPayoutPreview | undefined;
  /** Every payout, newest first (payments.listPayouts). */
  payouts?: AdminPayout[] | undefined;
  /** The run's confirmation, open or not (controlled: the container or a story holds it). */
  confirmOpen: boolean;
  onConfirmOpenChange: (open: boolean) => void;
  /** Runs the weekly payout, once confirmed. */
  onRun: () => void;
  running?: boolean;
  runResult?: WeeklyRunResult | undefined;
  runError?: unknown;
  onRetryPayout: (payoutId: string) => void;
  retryingPayoutId?: string | null;
  retryError?: { payoutId: string; error: unknown } | null;
  report?: ReconciliationReport | undefined;
  onReconcile: () => void;
  reconciling?: boolean;
  reconcileError?: unknown;
  cleanerHref?: (cleanerId: string) => string;
  renderLink?: AdminRenderLink;
  /** The widget's heading; `null` when the page has its own. */
  title?: ReactNode | null;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * The payouts console, props only: the weekly run's preview and its confirmation, the failed
 * payouts with their reason and retry, instant payouts, and the reconciliation.
 */
export function AdminPayoutsView({
  preview,
  payouts,
  error,
  onRetry,
  retrying,
  confirmOpen,
  onConfirmOpenChange,
  onRun,
  running,
  runResult,
  runError,
  onRetryPayout,
  retryingPayoutId,
  retryError,
  report,
  onReconcile,
  reconciling,
  reconcileError,
  cleanerHref,
  renderLink,
  title,
  headingLevel = 2,
  className,
}: AdminPayoutsViewProps) {
  const { t, part } = useEntry<AdminPayoutsPart>(adminPayoutsTexts);
  const sections = levelUnder(title, headingLevel);
  const ready = preview && payouts;
  const state = ready ? 'success' : error ? 'error' : 'loading';
  const nameOf = namesOf(preview);
  const links = { cleanerHref, renderLink, headingLevel: sections };
  return (
    <div {...part('root', { state, className })} aria-busy={state === 'loading' || undefined}>
      <WidgetTitle title={title} fallback={t('title')} level={headingLevel} {...part('heading')} />
      <p>{t('lead')}</p>
      {error ? <ErrorState error={error} onRetry={onRetry} retrying={retrying} headingLevel={sections} /> : null}
      {ready ? (
        <>
          <PreviewSection
            {...links}
            preview={preview}
            onRun={() => onConfirmOpenChange(true)}
            running={running}
            runResult={runResult}
            runError={runError}
          />
          <FailuresSection
            {...links}
            failed={payouts.filter((p) => p.status === 'failed')}
            nameOf={nameOf}
            onRetryPayout={onRetryPayout}
            retryingPayoutId={retryingPayoutId}
            retryError={retryError}
          />
          <InstantSection {...links} instant={payouts.filter((p) => p.method === 'instant')} nameOf={nameOf} />
          <ReconciliationSection
            headingLevel={sections}
            period={preview.period}
            counts={statusCounts(payouts, preview.period)}
            report={report}
            onReconcile={onReconcile}
            reconciling={reconciling}
            reconcileError={reconcileError}
          />
          <RunDialog open={confirmOpen} onOpenChange={onConfirmOpenChange} preview={preview} onConfirm={onRun} />
        </>
      ) : error ? null : (
        <div {...part('section', { state: 'loading' })}>
          <Skeleton shape="text" lines={2} />
          <Skeleton height="12rem" />
        </div>
      )}
    </div>
  );
}
