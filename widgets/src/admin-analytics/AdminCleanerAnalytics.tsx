import { ProblemError } from '@propre/sdk';
import { admin } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import type { AdminRenderLink } from '../admin/index.ts';
import { usePropre } from '../context/hooks.ts';
import { retryProps } from '../ui/query-state.ts';
import { AdminCleanerAnalyticsView } from './AdminCleanerAnalyticsView.tsx';

export interface AdminCleanerAnalyticsProps {
  cleanerId: string;
  /** The cleaner's account page, for the way back; none when not given. */
  backHref?: string;
  renderLink?: AdminRenderLink;
  /** Charts at first, or the table (`table`). */
  initialView?: 'charts' | 'table';
  /** The heading's level (the cleaner's name); the sections one below. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** One cleaner's analytics (admin.getCleanerAnalytics): the totals, and 12 weeks as charts or a table. */
export function AdminCleanerAnalytics({ cleanerId, ...rest }: AdminCleanerAnalyticsProps) {
  const { client } = usePropre();
  const query = useQuery(admin.getCleanerAnalytics(client, cleanerId));
  const notFound = query.error instanceof ProblemError && query.error.status === 404;
  return (
    <AdminCleanerAnalyticsView
      {...rest}
      status={query.data ? 'success' : notFound ? 'notFound' : query.error ? 'error' : 'loading'}
      analytics={query.data}
      {...retryProps(query)}
    />
  );
}
