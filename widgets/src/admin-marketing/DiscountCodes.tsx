import { admin } from '@propre/sdk/query';
import { usePropre } from '../context/hooks.ts';
import { DiscountCodesView } from './DiscountCodesView.tsx';
import { type PagedSectionProps, usePagedQuery } from './Pager.tsx';

export type DiscountCodesProps = PagedSectionProps;

/** The discount codes handed out (admin.listDiscountCodes), paged with the API's cursors. */
export function DiscountCodes({ pageSize = 20, headingLevel, className }: DiscountCodesProps) {
  const { client } = usePropre();
  const list = usePagedQuery((page) => admin.listDiscountCodes(client, { limit: pageSize, ...page }));
  return <DiscountCodesView {...list.viewProps} codes={list.data?.items} headingLevel={headingLevel} className={className} />;
}
