import { referrals } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { ReferralsView, type ReferralsViewProps } from './ReferralsView.tsx';
import { referralsTexts } from './texts.ts';
import { useShareLink } from './use-share-link.ts';

export interface ReferralsProps extends Pick<ReferralsViewProps, 'headingLevel' | 'className' | 'viewerRole'> {
  /** Rewards and referred people shown (the newest; 1 to 100). */
  pageSize?: number;
}

/**
 * The signed-in person's referrals (spec §2 /referrals, §3, §9): their code and link to copy or
 * share, their totals, rewards and the people who signed up with the code.
 */
export function Referrals({ pageSize = 50, ...view }: ReferralsProps) {
  const { client } = usePropre();
  const { t } = useEntryTranslation(referralsTexts);
  const overview = useQuery(referrals.getMine(client));
  const rewards = useQuery(referrals.listRewards(client, { limit: pageSize }));
  const referred = useQuery(referrals.listMine(client, { limit: pageSize }));
  const code = overview.data?.code ?? '';
  const share = useShareLink({
    title: t('share.shareTitle'),
    text: t('share.shareText', { code }),
    url: overview.data?.link ?? '',
  });
  const queries = [overview, rewards, referred];
  const failed = queries.find((query) => query.isError);
  const status = failed ? 'error' : queries.every((query) => query.data) ? 'success' : 'loading';
  return (
    <ReferralsView
      {...view}
      status={status}
      overview={overview.data}
      rewards={rewards.data?.items}
      referred={referred.data?.items}
      error={failed?.error}
      retrying={queries.some((query) => query.isFetching)}
      onRetry={() => {
        for (const query of queries) if (query.isError) void query.refetch();
      }}
      copyState={share.copyState}
      onCopy={() => void share.copy()}
      onShare={share.share ? () => void share.share?.() : undefined}
    />
  );
}
