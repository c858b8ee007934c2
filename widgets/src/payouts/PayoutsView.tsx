import type { ReactNode } from 'react';
import { formatLocalDate } from '../i18n/format.ts';
import { cx } from '../theme/appearance.ts';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import type { RetryProps } from '../ui/query-state.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { levelUnder, WidgetTitle } from '../ui/WidgetTitle.tsx';
import { Balances } from './Balances.tsx';
import { InstantPayout } from './InstantPayout.tsx';
import { JobEarnings } from './JobEarnings.tsx';
import { PayoutAccount } from './PayoutAccount.tsx';
import { PayoutHistory } from './PayoutHistory.tsx';
import { PayoutsSection } from './PayoutsSection.tsx';
import type { PayoutsPart } from './parts.ts';
import { nextPayoutDate } from './schedule.ts';
import { payoutsTexts } from './texts.ts';
import type { ConnectAccount, InstantPayoutState, MyPayouts, OnboardingState } from './types.ts';

export type PayoutsStatus = 'loading' | 'error' | 'success';

export interface PayoutsViewProps extends InstantPayoutState, OnboardingState, RetryProps {
  status: PayoutsStatus;
  /** Balances, each job's earning and the history (payments.listMyPayouts); required when `status` is `success`. */
  payouts?: MyPayouts;
  /** The payout account (payments.getConnectStatus); required when `status` is `success`. */
  account?: ConnectAccount;
  /** « Now », for the next Friday's date (stories, tests). */
  now?: Date;
  /** The widget's heading; `null` when the page has its own. */
  title?: ReactNode | null;
  /** The level of the title (the sections' are one below; theirs when the title is `null`). */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * A cleaner's earnings and payouts, props only: the ledger's balances, the weekly schedule and
 * the next Friday, the instant payout with its fee before confirming, the payout account with the
 * way to its onboarding, each job's earning with the platform fee, and the history.
 */
export function PayoutsView(props: PayoutsViewProps) {
  const { status, payouts, account, error, onRetry, retrying, now, title, headingLevel = 2, className } = props;
  const { t, part, locale } = useEntry<PayoutsPart>(payoutsTexts);
  const sections = levelUnder(title, headingLevel);
  const ready = status === 'success' && payouts && account;
  const nextPayout = nextPayoutDate(now);
  return (
    <div
      {...part('root', { state: ready ? 'success' : status, className: cx('propre-stack', className) })}
      aria-busy={status === 'loading' || undefined}
    >
      <WidgetTitle title={title} fallback={t('title')} level={headingLevel} {...part('sectionTitle')} />
      {status === 'error' ? (
        <ErrorState error={error} onRetry={onRetry} retrying={retrying} headingLevel={sections} />
      ) : !ready ? (
        <div {...part('skeleton')}>
          <Skeleton height="7rem" />
          <Skeleton shape="text" lines={3} />
          <Skeleton height="3.5rem" />
        </div>
      ) : (
        <>
          <Balances balances={payouts.balances} nextPayout={nextPayout} />
          <PayoutsSection name="schedule" headingLevel={sections}>
            <p {...part('scheduleText')}>{t('schedule.text', { date: formatLocalDate(nextPayout, locale) })}</p>
          </PayoutsSection>
          <InstantPayout
            {...props}
            balances={payouts.balances}
            accountActive={account.accountCreated && account.status === 'active'}
            headingLevel={sections}
          />
          <PayoutAccount {...props} account={account} headingLevel={sections} />
          <JobEarnings earnings={payouts.earnings} payouts={payouts.payouts} headingLevel={sections} />
          <PayoutHistory payouts={payouts.payouts} headingLevel={sections} />
        </>
      )}
    </div>
  );
}
