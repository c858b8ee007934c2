import { growth } from '@propre/sdk/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { CommercialReferralsView } from './CommercialReferralsView.tsx';
import { useCursorPages } from './Pager.tsx';
import { stateOf } from './SectionFrame.tsx';

export interface CommercialReferralsProps {
  /** Leads per page (1–100). */
  pageSize?: number;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** The commercial-property leads passed to the partner (growth.listCommercialReferrals), paged with the API's cursors. */
export function CommercialReferrals({ pageSize = 20, headingLevel, className }: CommercialReferralsProps) {
  const { client } = usePropre();
  const pages = useCursorPages();
  const cursor = pages.cursor;
  const query = useQuery({
    ...growth.listCommercialReferrals(client, { limit: pageSize, ...(cursor ? { cursor } : {}) }),
    placeholderData: keepPreviousData,
  });
  const next = query.isPlaceholderData ? null : query.data?.nextCursor;
  return (
    <CommercialReferralsView
      {...stateOf(query)}
      leads={query.data?.items}
      {...pages.pageProps(next)}
      headingLevel={headingLevel}
      className={className}
    />
  );
}
