import type { ReactNode } from 'react';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
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
