import { growth } from '@propre/sdk/query';
import { usePropre } from '../context/hooks.ts';
import { CommercialReferralsView } from './CommercialReferralsView.tsx';
import { type PagedSectionProps, usePagedQuery } from './Pager.tsx';

export type CommercialReferralsProps = PagedSectionProps;

/** The commercial-property leads passed to the partner (growth.listCommercialReferrals), paged with the API's cursors. */
export function CommercialReferrals({ pageSize = 20, headingLevel, className }: CommercialReferralsProps) {
  const { client } = usePropre();
  const list = usePagedQuery((page) => growth.listCommercialReferrals(client, { limit: pageSize, ...page }));
  return (
    <CommercialReferralsView {...list.viewProps} leads={list.data?.items} headingLevel={headingLevel} className={className} />
  );
}
