import { growth } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { queryState } from '../ui/query-state.ts';
import { FaqListView, type FaqListViewProps } from './FaqListView.tsx';
import type { FaqCategory } from './model.ts';

export interface FaqListProps extends Pick<FaqListViewProps, 'headingLevel' | 'className'> {
  /** One category only; every category by default. */
  category?: FaqCategory;
}

/** The published FAQ in the provider's language (growth.listFaq), French where an entry has no English. */
export function FaqList({ category, ...view }: FaqListProps) {
  const { client, locale } = usePropre();
  const query = useQuery(growth.listFaq(client, { lang: locale, ...(category ? { category } : {}) }));
  return <FaqListView {...view} {...queryState(query)} entries={query.data?.items} />;
}
