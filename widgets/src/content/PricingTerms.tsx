import { growth } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { queryState } from '../ui/query-state.ts';
import { PricingTermsView, type PricingTermsViewProps } from './PricingTermsView.tsx';

export type PricingTermsProps = Pick<PricingTermsViewProps, 'headingLevel' | 'className'>;

/** What booking with Propre costs and pays (growth.getPricingTerms): the numbers the API computes with. */
export function PricingTerms(view: PricingTermsProps) {
  const { client } = usePropre();
  const query = useQuery(growth.getPricingTerms(client));
  return <PricingTermsView {...view} {...queryState(query)} terms={query.data} />;
}
