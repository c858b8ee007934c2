import { admin } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { retryProps } from '../ui/query-state.ts';
import { AdminHealthView, type AdminHealthViewProps } from './AdminHealthView.tsx';

export interface AdminHealthProps extends Pick<AdminHealthViewProps, 'title' | 'headingLevel' | 'className'> {
  /** How often the page asks again, in seconds (30 by default). */
  refreshSeconds?: number;
}

/**
 * The system's health (admin.getSystemHealth), asked again every `refreshSeconds` while the page
 * is open (TanStack Query's refetch interval). A failed refresh keeps the last answer on screen
 * and says so above it.
 */
export function AdminHealth({ refreshSeconds = 30, ...view }: AdminHealthProps) {
  const { client } = usePropre();
  const health = useQuery({ ...admin.getSystemHealth(client), refetchInterval: refreshSeconds * 1000 });
  return <AdminHealthView {...view} refreshSeconds={refreshSeconds} health={health.data} {...retryProps(health)} />;
}
