import { payments } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { AdminPayoutsView, type AdminPayoutsViewProps } from './AdminPayoutsView.tsx';
import type { AdminPayout, WeeklyRunResult } from './types.ts';

export interface AdminPayoutsProps
  extends Pick<AdminPayoutsViewProps, 'cleanerHref' | 'renderLink' | 'title' | 'headingLevel' | 'className'> {
  /** Only this cleaner (a payout missed by Friday's run): the preview, the run and the lists are theirs. */
  cleanerId?: string;
  /** The last day of settled work the run pays (`YYYY-MM-DD`, Quebec); last Sunday by default, as Friday's run. */
  through?: string;
  /** How often payouts in progress are asked again, in seconds, until the bank answers (5 by default). */
  refreshSeconds?: number;
  /** After a run, with what it did. */
  onRun?: (result: WeeklyRunResult) => void;
  /** After a retry, with the payout as it stands. */
  onRetried?: (payout: AdminPayout) => void;
}

/**
 * The payouts console (spec §2 /admin/payouts): payments.previewWeeklyPayouts and
 * payments.listPayouts, the run (payments.runWeeklyPayouts) once confirmed, each failure's retry
 * (payments.retryPayout, its Idempotency-Key made by the SDK) and the reconciliation
 * (payments.reconcile). Payouts in progress are asked again until each is paid or failed.
 */
export function AdminPayouts({ cleanerId, through, refreshSeconds = 5, onRun, onRetried, ...view }: AdminPayoutsProps) {
  const { client } = usePropre();
  const scope = { ...(cleanerId ? { cleanerId } : {}), ...(through ? { through } : {}) };
  const preview = useQuery(payments.previewWeeklyPayouts(client, scope));
  const payouts = useQuery({
    ...payments.listPayouts(client),
    refetchInterval: (query) => (query.state.data?.items.some((p) => p.status === 'pending') ? refreshSeconds * 1000 : false),
  });
  const run = useMutation(payments.runWeeklyPayouts(client));
  const retry = useMutation(payments.retryPayout(client));
  const reconcile = useMutation(payments.reconcile(client));
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [retryError, setRetryError] = useState<{ payoutId: string; error: unknown } | null>(null);
  return (
    <AdminPayoutsView
      {...view}
      preview={preview.data}
      payouts={cleanerId ? payouts.data?.items.filter((p) => p.cleanerId === cleanerId) : payouts.data?.items}
      error={preview.error ?? payouts.error ?? undefined}
      onRetry={() => {
        void preview.refetch();
        void payouts.refetch();
      }}
      retrying={preview.isFetching || payouts.isFetching}
      confirmOpen={confirmOpen}
      onConfirmOpenChange={setConfirmOpen}
      onRun={() => {
        if (run.isPending) return;
        run.mutate({ body: scope }, { onSuccess: (result) => onRun?.(result) });
      }}
      running={run.isPending}
      runResult={run.data}
      runError={run.error ?? undefined}
      onRetryPayout={(payoutId) => {
        setRetryError(null);
        retry.mutate(
          { path: { payoutId } },
          {
            onSuccess: (payout) => onRetried?.(payout),
            onError: (error) => setRetryError({ payoutId, error }),
          },
        );
      }}
      retryingPayoutId={retry.isPending ? retry.variables.path.payoutId : null}
      retryError={retryError}
      report={reconcile.data}
      onReconcile={() => reconcile.mutate({})}
      reconciling={reconcile.isPending}
      reconcileError={reconcile.error ?? undefined}
    />
  );
}
