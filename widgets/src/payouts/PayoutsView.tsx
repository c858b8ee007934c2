import { type ReactNode, useId } from 'react';
import { formatLocalDate } from '../i18n/format.ts';
import { cx } from '../theme/appearance.ts';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { levelUnder, WidgetTitle } from '../ui/WidgetTitle.tsx';
import { Balances } from './Balances.tsx';
import { InstantPayout } from './InstantPayout.tsx';
import { JobEarnings } from './JobEarnings.tsx';
import { PayoutAccount } from './PayoutAccount.tsx';
import { PayoutHistory } from './PayoutHistory.tsx';
import type { PayoutsPart } from './parts.ts';
import { nextPayoutDate } from './schedule.ts';
import { payoutsTexts } from './texts.ts';
import type { ConnectAccount, MyPayouts } from './types.ts';

export type PayoutsStatus = 'loading' | 'error' | 'success';

export interface PayoutsViewProps {
  status: PayoutsStatus;
  /** Balances, each job's earning and the history (payments.listMyPayouts); required when `status` is `success`. */
  payouts?: MyPayouts;
  /** The payout account (payments.getConnectStatus); required when `status` is `success`. */
  account?: ConnectAccount;
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  /** Whether the instant payout's confirmation is open. */
  instantOpen?: boolean;
  onInstantOpenChange?: (open: boolean) => void;
  onInstantConfirm?: () => void;
  instantBusy?: boolean;
  instantError?: unknown;
  /** Starts (or resumes) the provider's onboarding; without it no button is shown. */
  onStartOnboarding?: () => void;
  onboardingBusy?: boolean;
  onboardingError?: unknown;
  /** « Now », for the next Friday's date (stories, tests). */
  now?: Date;
  /** The widget's heading; `null` when the page has its own. */
  title?: ReactNode | null;
  /** The level of the title (the sections' are one below; theirs when the title is `null`). */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

const nothing = () => {};

/**
 * A cleaner's earnings and payouts, props only: the ledger's balances, the weekly schedule and
 * the next Friday, the instant payout with its fee before confirming, the payout account with the
 * way to its onboarding, each job's earning with the platform fee, and the history.
 */
export function PayoutsView({
  status,
  payouts,
  account,
  error,
  onRetry,
  retrying,
  instantOpen = false,
  onInstantOpenChange = nothing,
  onInstantConfirm = nothing,
  instantBusy,
  instantError,
  onStartOnboarding,
  onboardingBusy,
  onboardingError,
  now,
  title,
  headingLevel = 2,
  className,
}: PayoutsViewProps) {
  const { t, part, locale } = useEntry<PayoutsPart>(payoutsTexts);
  const id = useId();
  const sections = levelUnder(title, headingLevel);
  const SectionHeading = `h${sections}` as const;
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
          <section {...part('schedule')} aria-labelledby={id}>
            <SectionHeading id={id} {...part('sectionTitle')}>
              {t('schedule.title')}
            </SectionHeading>
            <p {...part('scheduleText')}>{t('schedule.text', { date: formatLocalDate(nextPayout, locale) })}</p>
          </section>
          <InstantPayout
            balances={payouts.balances}
            accountActive={account.accountCreated && account.status === 'active'}
            open={instantOpen}
            onOpenChange={onInstantOpenChange}
            onConfirm={onInstantConfirm}
            busy={instantBusy}
            error={instantError}
            headingLevel={sections}
          />
          <PayoutAccount
            account={account}
            onStartOnboarding={onStartOnboarding}
            busy={onboardingBusy}
            error={onboardingError}
            headingLevel={sections}
          />
          <JobEarnings earnings={payouts.earnings} payouts={payouts.payouts} headingLevel={sections} />
          <PayoutHistory payouts={payouts.payouts} headingLevel={sections} />
        </>
      )}
    </div>
  );
}
