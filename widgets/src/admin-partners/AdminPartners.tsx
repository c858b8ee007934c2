import { callOperation, type PropreError } from '@propre/sdk';
import { partners as api, invalidateStale } from '@propre/sdk/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminRenderLink } from '../admin/index.ts';
import { usePropre } from '../context/hooks.ts';
import { retryProps } from '../ui/query-state.ts';
import { AdminPartnersView } from './AdminPartnersView.tsx';

export interface AdminPartnersProps {
  /** Where one partner's page is. */
  partnerHref: (partnerId: string) => string;
  renderLink?: AdminRenderLink;
  /** After a partner is added, with its id. */
  onCreated?: (partnerId: string) => void;
  onError?: (error: PropreError) => void;
  title?: ReactNode | null;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * The partners for an admin (/admin/partners): partners.list, and partners.create, whose first
 * secret key shows once.
 */
export function AdminPartners({ onCreated, onError, ...rest }: AdminPartnersProps) {
  const { client } = usePropre();
  const queryClient = useQueryClient();
  const list = useQuery(api.list(client));
  return (
    <AdminPartnersView
      {...rest}
      partners={{ data: list.data?.items, ...retryProps(list) }}
      onCreate={async (body) => {
        try {
          const made = await callOperation(client, 'post', '/api/admin/partners', { body });
          await invalidateStale(queryClient, api.create(client).meta.invalidates);
          onCreated?.(made.partner.id);
          return { kind: 'secret', name: made.partner.name, secret: made.secretKey.secret, partnerId: made.partner.id };
        } catch (error) {
          onError?.(error as PropreError);
          throw error;
        }
      }}
    />
  );
}
