import { admin } from '@propre/sdk/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { DiscountCodesView } from './DiscountCodesView.tsx';
import { useCursorPages } from './Pager.tsx';
import { stateOf } from './SectionFrame.tsx';

export interface DiscountCodesProps {
  /** Codes per page (1–100). */
  pageSize?: number;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** The discount codes handed out (admin.listDiscountCodes), paged with the API's cursors. */
export function DiscountCodes({ pageSize = 20, headingLevel, className }: DiscountCodesProps) {
  const { client } = usePropre();
  const pages = useCursorPages();
  const cursor = pages.cursor;
  const query = useQuery({
    ...admin.listDiscountCodes(client, { limit: pageSize, ...(cursor ? { cursor } : {}) }),
    placeholderData: keepPreviousData,
  });
  const next = query.isPlaceholderData ? null : query.data?.nextCursor;
  return (
    <DiscountCodesView
      {...stateOf(query)}
      codes={query.data?.items}
      {...pages.pageProps(next)}
      headingLevel={headingLevel}
      className={className}
    />
  );
}
