import type { ReactNode } from 'react';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { retryProps } from '../ui/query-state.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { WidgetTitle } from '../ui/WidgetTitle.tsx';
import type { AdminPart } from './parts.ts';
import { adminTexts } from './texts.ts';

export interface AdminStatusProps {
  /** What the API answered; `children` renders it. */
  ready: boolean;
  error?: unknown;
  onRetry?: (() => void) | undefined;
  retrying?: boolean | undefined;
  headingLevel: 1 | 2 | 3 | 4;
  children: ReactNode;
}

/** A query's answer as `AdminStatus` reads it: `{...statusOf(query)}`. */
export function statusOf(query: { data?: unknown; error: unknown; isFetching: boolean; refetch: () => unknown }) {
  return { ready: query.data !== undefined, ...retryProps(query) };
}

/** An admin page's title (none when `title` is `null`: the page has its own) and its lead. */
export function PageTop({
  title,
  fallback,
  lead,
  level,
}: {
  title: ReactNode;
  fallback: string;
  lead: string;
  level: 1 | 2 | 3;
}) {
  const { part } = useEntry<AdminPart>(adminTexts);
  return (
    <>
      <WidgetTitle title={title} fallback={fallback} level={level} {...part('sectionTitle')} />
      <p {...part('lead')}>{lead}</p>
    </>
  );
}

/**
 * Each admin page's three states: the failure with its request id and a retry, the page's shape
 * as skeletons, or the page. A failure with an earlier answer shows above it (a refresh failed).
 */
export function AdminStatus({ ready, error, onRetry, retrying, headingLevel, children }: AdminStatusProps) {
  const { part } = useEntry<AdminPart>(adminTexts);
  return (
    <>
      {error ? <ErrorState error={error} onRetry={onRetry} retrying={retrying} headingLevel={headingLevel} /> : null}
      {ready ? (
        children
      ) : error ? null : (
        <div {...part('skeleton')}>
          <Skeleton shape="text" lines={2} />
          <Skeleton height="10rem" />
        </div>
      )}
    </>
  );
}
