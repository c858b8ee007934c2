import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';

export interface EmbedGateProps {
  publishableKey: string;
  /** The refusal or failure shown (so the host page hears of it as `propre:error`). */
  onRefused: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Shows the widget only once the API accepted the page: the publishable key is live and allows
 * this origin (`partners.checkEmbed`). Otherwise the refusal, in the widget's language, where
 * the widget would be: a partner testing on a page the key does not name sees why at once.
 */
export function EmbedGate({ publishableKey, onRefused, children }: EmbedGateProps) {
  const { client } = usePropre();
  const check = useQuery({
    queryKey: ['propre', 'embed-check', publishableKey],
    queryFn: async () => (await client.GET('/api/partners/embed-check', { params: { query: { key: publishableKey } } })).data,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { error } = check;
  // Once accepted, the widget stays: signing in clears the provider's queries, this one with
  // them, and a gate that went back to loading would unmount the widget and lose its steps.
  const [accepted, setAccepted] = useState(false);
  useEffect(() => {
    if (check.isSuccess) setAccepted(true);
  }, [check.isSuccess]);
  useEffect(() => {
    if (error) onRefused(error);
  }, [error, onRefused]);
  if (accepted || check.isSuccess) return children;
  if (check.isPending) return <Skeleton shape="text" lines={3} />;
  return <ProblemAlert error={check.error} onRetry={() => check.refetch()} retrying={check.isFetching} />;
}
