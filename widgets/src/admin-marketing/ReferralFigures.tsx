import { referrals } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { ReferralFiguresView } from './ReferralFiguresView.tsx';
import { stateOf } from './SectionFrame.tsx';

export interface ReferralFiguresProps {
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** The referral programme's figures (referrals.getStats). */
export function ReferralFigures({ headingLevel, className }: ReferralFiguresProps) {
  const { client } = usePropre();
  const query = useQuery(referrals.getStats(client));
  return <ReferralFiguresView {...stateOf(query)} stats={query.data} headingLevel={headingLevel} className={className} />;
}
