import { payments } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre, useToast } from '../context/hooks.ts';
import { formatMoney } from '../i18n/format.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { PayoutsView, type PayoutsViewProps } from './PayoutsView.tsx';
import { payoutsTexts } from './texts.ts';
import type { Payout } from './types.ts';

export interface PayoutsProps extends Pick<PayoutsViewProps, 'title' | 'headingLevel' | 'className' | 'now'> {
  /**
   * Goes to the provider's onboarding page the API answered (payments.startConnectOnboarding);
   * by default the browser leaves for it. The provider sends the cleaner back to
   * `/profile/stripe-connect/return` (or `/refresh` when the link expired).
   */
  onOnboardingRedirect?: (url: string) => void;
  /** Called once an instant payout is made. */
  onInstantPayout?: (payout: Payout) => void;
}

/**
 * The signed-in cleaner's earnings and payouts (payments.listMyPayouts, payments.getConnectStatus),
 * the instant payout (payments.requestInstantPayout) and the payout account's onboarding
 * (payments.startConnectOnboarding). The SDK's mutation cache refreshes the balances after a payout.
 */
export function Payouts({ onOnboardingRedirect, onInstantPayout, ...view }: PayoutsProps) {
  const { t } = useEntryTranslation(payoutsTexts);
  const { client, locale } = usePropre();
  const toast = useToast();
  const mine = useQuery(payments.listMyPayouts(client));
  const account = useQuery(payments.getConnectStatus(client));
  const instant = useMutation(payments.requestInstantPayout(client));
  const onboarding = useMutation(payments.startConnectOnboarding(client));
  const [open, setOpen] = useState(false);

  const failed = mine.error ?? account.error;
  const status = failed ? 'error' : mine.data && account.data ? 'success' : 'loading';

  const confirm = async () => {
    if (instant.isPending) return;
    instant.reset();
    try {
      const payout = await instant.mutateAsync();
      setOpen(false);
      toast.show({
        tone: 'success',
        title: t('instant.done'),
        description: t('instant.doneBody', { net: formatMoney(payout.net, locale) }),
      });
      onInstantPayout?.(payout);
    } catch {
      // The refusal is shown beside the button, once the confirmation is closed.
      setOpen(false);
    }
  };

  const startOnboarding = async () => {
    onboarding.reset();
    try {
      const link = await onboarding.mutateAsync();
      (onOnboardingRedirect ?? ((url: string) => window.location.assign(url)))(link.url);
    } catch {
      // Shown beside the button (onboarding.error).
    }
  };

  return (
    <PayoutsView
      {...view}
      status={status}
      payouts={mine.data}
      account={account.data}
      error={failed}
      onRetry={() => {
        void mine.refetch();
        void account.refetch();
      }}
      retrying={mine.isFetching || account.isFetching}
      instantOpen={open}
      onInstantOpenChange={(next) => {
        if (next) instant.reset();
        setOpen(next);
      }}
      onInstantConfirm={() => void confirm()}
      instantBusy={instant.isPending}
      instantError={instant.error}
      onStartOnboarding={() => void startOnboarding()}
      onboardingBusy={onboarding.isPending || onboarding.isSuccess}
      onboardingError={onboarding.error}
    />
  );
}
